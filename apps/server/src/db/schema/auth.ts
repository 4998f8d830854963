import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * Accounts: better-auth's `user`, `session`, `account` and `verification` tables (property
 * names are the ones better-auth's Drizzle adapter expects) plus our columns on `user`.
 */
export const user = pgTable('user', {
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
  ...timestamps,
});

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
 * How many lifetime-access grants have been handed out. One row; a conditional UPDATE on it is
 * what keeps the first-N rule exact when many people sign up at once.
 */
export const lifetimeAccessCounter = pgTable('lifetime_access_counter', {
  id: integer('id').primaryKey(),
  granted: integer('granted').notNull().default(0),
});
