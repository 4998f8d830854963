import { LIVE_SUBSCRIPTION_STATUSES } from '@thinkbuild/core';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { timestamps } from './columns.ts';

export const subscriptionStatusEnum = pgEnum('subscription_status', [
  'active',
  'non-renewing',
  'attention',
  'completed',
  'cancelled',
]);

/** `status in ('active', 'non-renewing', 'attention')`, from core's one list. */
export const liveStatusSql = (status: SQLWrapper): SQL =>
  sql`${status} in (${sql.raw(LIVE_SUBSCRIPTION_STATUSES.map((s) => `'${s}'`).join(', '))})`;

export const subscription = pgTable(
  'subscription',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    planCode: text('plan_code').notNull(),
    tier: text('tier', { enum: ['starter', 'builder', 'creator'] }).notNull(),
    interval: text('interval', { enum: ['monthly', 'annually'] }).notNull(),
    status: subscriptionStatusEnum('status').notNull(),
    providerCustomerCode: text('provider_customer_code'),
    providerSubscriptionCode: text('provider_subscription_code').unique(),
    /** Paystack's token that, with the code, disables or enables the subscription. */
    providerEmailToken: text('provider_email_token'),
    /** The checkout whose payment started this subscription (null for a change or a renewal). */
    checkoutReference: text('checkout_reference').unique(),
    nextPaymentDate: timestamp('next_payment_date', { withTimezone: true }),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * A subscription that ended at Paystack still opens its tier until here: the end of the
     * period the learner paid for (null: no paid time left, e.g. after a refund).
     */
    accessUntil: timestamp('access_until', { withTimezone: true }),
    /** A scheduled change (downgrade, interval switch): this plan opens nothing before it. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** The reference of the charge that paid the current period (a refund of it ends it). */
    lastChargeReference: text('last_charge_reference'),
    ...timestamps,
  },
  (t) => [
    // A learner never holds two live subscriptions: a change ends the old one first.
    uniqueIndex('subscription_one_live_per_user').on(t.userId).where(liveStatusSql(t.status)),
  ],
);

export const checkoutStatusEnum = pgEnum('checkout_status', [
  'pending',
  'success',
  'failed',
  'abandoned',
]);

/** One payment a learner started: our reference, what it buys and what it must cost. */
export const checkout = pgTable(
  'checkout',
  {
    reference: text('reference').primaryKey(),
    /**
     * Null once the learner deleted their account: the payment stays as an accounting record,
     * no longer linked to a person (docs/decisions/021-account-deletion.md).
     */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** A plan code, or "offer" for the once-off offer. */
    purchase: text('purchase').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: checkoutStatusEnum('status').notNull().default('pending'),
    message: text('message'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** How it was paid, from the charge: card, eft, capitec_pay, qr… (Paystack's `channel`). */
    channel: text('channel'),
    /**
     * A pass upgrade: the running pass's unused part taken off the price, in subunits
     * (core `quotePass`); `amount` is what is left to pay.
     */
    credit: integer('credit').notNull().default(0),
    /** A coupon's discount, in subunits (its use: coupon_use by this reference). */
    discount: integer('discount').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('checkout_user_id').on(t.userId)],
);

/** A reusable card authorization: what a change of plan charges, and the account's card. */
export const paymentAuthorization = pgTable(
  'payment_authorization',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Paystack's AUTH_ code: server-side only, never sent to a browser. */
    authorizationCode: text('authorization_code').notNull().unique(),
    last4: text('last4').notNull(),
    brand: text('brand').notNull().default(''),
    expMonth: text('exp_month').notNull().default(''),
    expYear: text('exp_year').notNull().default(''),
    reusable: boolean('reusable').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('payment_authorization_user_id').on(t.userId)],
);

export const paymentEvent = pgTable('payment_event', {
  /** The event name and a hash of its exact body: a redelivery is recognised and skipped. */
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  outcome: text('outcome'),
  /** Kept, unprocessed, until we know this subscription code; then applied (ADR 006). */
  waitingFor: text('waiting_for'),
});

/**
 * The development sandbox's own records (plans, customers, transactions, subscriptions), kept
 * apart from ours as Paystack's would be. Never written in production.
 */
export const sandboxRecord = pgTable(
  'sandbox_record',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

/**
 * A billing action's answer by its Idempotency-Key (ADR 006, "One change at a time"): the same
 * key again within 24 h gets this answer back and does nothing; the key with another request
 * is refused.
 */
export const billingIdempotency = pgTable(
  'billing_idempotency',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of the action and its body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
