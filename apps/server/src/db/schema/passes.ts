import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { timestamps } from './columns.ts';

const TIER = { enum: ['starter', 'builder', 'creator'] } as const;

/**
 * A batch of sponsor codes (decisions/043, "Sponsor codes"): a school, NPO or employer paid for
 * `size` passes of one tier and length outside the learner's checkout; who paid, their
 * reference and the admin who made the batch are kept for the books.
 */
export const sponsorBatch = pgTable('sponsor_batch', {
  id: uuid('id').primaryKey().defaultRandom(),
  tier: text('tier', TIER).notNull(),
  months: integer('months').notNull(),
  size: integer('size').notNull(),
  /** Who paid for the batch ("Soweto High School") and their payment's reference. */
  paidBy: text('paid_by').notNull(),
  paymentReference: text('payment_reference').notNull(),
  /** What the sponsor paid in subunits, when known (the ledger's "sponsored" line). */
  amount: integer('amount'),
  currency: text('currency').notNull().default('ZAR'),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One sponsor code: 12 Crockford base32 characters (60 random bits), redeemed once by one
 * `UPDATE … WHERE redeemed_at IS NULL AND revoked_at IS NULL RETURNING`.
 */
export const sponsorCode = pgTable(
  'sponsor_code',
  {
    code: text('code').primaryKey(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => sponsorBatch.id, { onDelete: 'cascade' }),
    redeemedBy: text('redeemed_by').references(() => user.id, { onDelete: 'set null' }),
    /** Set when redeemed; stays when the learner later deletes the account (the code is used). */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sponsor_code_batch').on(t.batchId)],
);

/**
 * Days of a tier a learner holds by a pass (decisions/043, "How passes are kept"): one row per
 * thing that bought them, a paid checkout or a sponsor code. The days are the learner's calendar
 * days (`starts_on`..`ends_on`, both inclusive); `starts_at`/`ends_at` are the instants those
 * days begin and end in the zone, so the role check needs no zone: a row gives its tier while
 * `starts_at <= now() < ends_at` and it is not taken back.
 */
export const learnerPass = pgTable(
  'learner_pass',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tier: text('tier', TIER).notNull(),
    months: integer('months').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** What was paid for these days, in subunits (0 for a sponsor code): an upgrade's credit. */
    paid: integer('paid').notNull(),
    currency: text('currency').notNull().default('ZAR'),
    /** The checkout that paid for it, or the sponsor code that gave it (exactly one). */
    checkoutReference: text('checkout_reference').unique(),
    sponsorCode: text('sponsor_code')
      .unique()
      .references(() => sponsorCode.code, { onDelete: 'set null' }),
    /** A refund or a dispute took it back (or an upgrade replaced days not yet begun). */
    takenBackAt: timestamp('taken_back_at', { withTimezone: true }),
    takenBackReason: text('taken_back_reason'),
    ...timestamps,
  },
  (t) => [
    index('learner_pass_user').on(t.userId, t.endsAt),
    index('learner_pass_ends').on(t.endsAt),
    check('learner_pass_days', sql`${t.startsOn} <= ${t.endsOn} and ${t.startsAt} <= ${t.endsAt}`),
  ],
);
