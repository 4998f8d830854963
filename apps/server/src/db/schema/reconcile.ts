import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * What reconciling with Paystack healed (ADR 006, Reconciliation): one row per difference found
 * and fixed, for the admin's list. `key` names the difference ("subscription:SUB_x:cancelled",
 * "charge:tb-…", "refund:123"), so a second run never heals or lists the same one twice.
 */
export const billingHealing = pgTable(
  'billing_healing',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    /** subscription, charge or refund. */
    kind: text('kind', { enum: ['subscription', 'charge', 'refund'] }).notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The Paystack subscription code or the charge's reference. */
    subject: text('subject').notNull(),
    before: text('before').notNull(),
    after: text('after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_healing_key').on(t.key),
    index('billing_healing_at').on(t.createdAt),
  ],
);
