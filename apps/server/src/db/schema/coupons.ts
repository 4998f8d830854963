import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A coupon (issue 43, core coupons.ts): a code taking a whole percentage or a fixed amount off a
 * pass or the offer, never a subscription; an expiry, a total cap and one use per learner.
 */
export const coupon = pgTable(
  'coupon',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case (core `normalizeCouponCode`). */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    /** A whole percentage (1..100), or subunits off. */
    value: integer('value').notNull(),
    appliesToOffer: boolean('applies_to_offer').notNull().default(false),
    appliesToPassTiers: jsonb('applies_to_pass_tiers')
      .$type<('starter' | 'builder' | 'creator')[]>()
      .notNull()
      .default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** How many uses in all (null: no cap). */
    cap: integer('cap'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An admin stopped it: no new use. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupon_code').on(t.code),
    check('coupon_value', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
  ],
);

/**
 * One use of a coupon, made when a checkout starts with it: `held` while the learner pays (it
 * counts towards the cap until `held_until`), `used` once paid, `released` when the payment
 * failed, was abandoned or its hold ran out. A learner holds at most one use that is not released.
 */
export const couponUse = pgTable(
  'coupon_use',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupon.id, { onDelete: 'cascade' }),
    /** Null once the learner deleted the account: the use still counts towards the cap. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    checkoutReference: text('checkout_reference').notNull().unique(),
    /** What the coupon took off, in subunits. */
    discount: integer('discount').notNull(),
    status: text('status', { enum: ['held', 'used', 'released'] })
      .notNull()
      .default('held'),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_use_once_per_learner')
      .on(t.couponId, t.userId)
      .where(sql`${t.status} <> 'released'`),
    index('coupon_use_coupon').on(t.couponId, t.status),
  ],
);
