import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * What the learner was told about each money event (decisions/031): one row per message,
 * written in the transaction that moved the money, mailed once by the `billing.notice` job
 * (`sent_at`), and listed on /account. `key` names the event ("receipt:tb-…"), so a replayed
 * webhook or a second path to the same charge tells the learner once. A message to a person:
 * it goes with their account.
 */
export const billingNotice = pgTable(
  'billing_notice',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** core's TNoticeKind. */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** core's TNoticeData: the facts the message is written from. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('billing_notice_key').on(t.key),
    index('billing_notice_user').on(t.userId, t.createdAt),
  ],
);
