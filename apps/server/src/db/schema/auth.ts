import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * Accounts: better-auth's `user`, `session`, `account` and `verification` tables (property
 * names are the ones better-auth's Drizzle adapter expects) plus our columns on `user`.
 */
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    isAdmin: boolean('is_admin').notNull().default(false),
    ageConfirmed: boolean('age_confirmed').notNull().default(false),
    termsVersionAccepted: text('terms_version_accepted'),
    lifetimeAccess: boolean('lifetime_access').notNull().default(false),
    /** The player's data saver (decisions/011); null = not chosen: the browser's Save-Data rules. */
    dataSaver: boolean('data_saver'),
    /**
     * POPIA (decisions/036): the year of birth asked at sign-up (null for accounts made before),
     * the parent's or guardian's email a learner under 18 gave, and when that person agreed.
     */
    birthYear: integer('birth_year'),
    guardianEmail: text('guardian_email'),
    guardianConsentAt: timestamp('guardian_consent_at', { withTimezone: true }),
    /** The privacy policy version the learner was last shown (a change is shown once). */
    privacyVersionSeen: text('privacy_version_seen'),
    /** better-auth's two-factor plugin: true once an authenticator app's first code was checked. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // The Insights funnel's cohort: the learners who signed up in a range (decisions/046).
    index('user_created_at').on(t.createdAt),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('session_user_id').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** better-auth's scrypt hash; never the password itself. */
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user_id').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier').on(t.identifier)],
);

/**
 * better-auth's two-factor plugin: the authenticator app's secret and the backup codes, both
 * encrypted with the server secret; `verified` stays false until the first code is checked.
 * Failed codes count towards a lock (`locked_until`).
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_user_id').on(t.userId)],
);

/**
 * A learner's passkeys (WebAuthn credentials, modules/auth/passkeys.ts): the public key, never a
 * secret; `counter` is the authenticator's signature count, checked on each sign-in.
 */
export const passkey = pgTable(
  'passkey',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    transports: text('transports'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('passkey_user_id').on(t.userId)],
);

/**
 * How many lifetime-access grants have been handed out. One row; a conditional UPDATE on it is
 * what keeps the first-N rule exact when many people sign up at once.
 */
export const lifetimeAccessCounter = pgTable('lifetime_access_counter', {
  id: integer('id').primaryKey(),
  granted: integer('granted').notNull().default(0),
});

/**
 * The open consent link of a learner under 18 (POPIA sections 34–35): only its SHA-256 is kept,
 * one per learner (a resend replaces it); the row goes when the guardian agrees or declines.
 */
export const guardianConsent = pgTable('guardian_consent', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
