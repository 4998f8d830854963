import { LIVE_SUBSCRIPTION_STATUSES, type TBlogBlock } from '@thinkbuild/core';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const categoryEnum = pgEnum('category_slug', ['web', 'mobile', 'game']);
export const sectionEnum = pgEnum('section', ['planning', 'build', 'explanation', 'deployment']);
export const projectStatusEnum = pgEnum('project_status', ['published', 'coming_soon']);
export const subscriptionStatusEnum = pgEnum('subscription_status', [
  'active',
  'non-renewing',
  'attention',
  'completed',
  'cancelled',
]);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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

export const category = pgTable('category', {
  slug: categoryEnum('slug').primaryKey(),
  title: text('title').notNull(),
  position: integer('position').notNull(),
  status: projectStatusEnum('status').notNull().default('published'),
  comingSoonLabel: text('coming_soon_label'),
});

export const project = pgTable(
  'project',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: categoryEnum('category')
      .notNull()
      .references(() => category.slug),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: projectStatusEnum('status').notNull().default('published'),
    comingSoonLabel: text('coming_soon_label'),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('project_category_slug').on(t.category, t.slug)],
);

export const lesson = pgTable(
  'lesson',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    section: sectionEnum('section').notNull(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    difficulty: text('difficulty').notNull().default(''),
    videoKey: text('video_key'),
    durationSeconds: real('duration_seconds'),
    /** A lesson is shown to learners only once its video and data are both complete. */
    published: boolean('published').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('lesson_project_section_number').on(t.projectId, t.section, t.number),
    check('lesson_number_positive', sql`${t.number} > 0`),
  ],
);

/**
 * One video upload per lesson at a time (issue 11 #8), across every server: the row is the
 * claim, taken with one conditional upsert; an upload idle too long makes way for a new one.
 */
export const lessonUpload = pgTable('lesson_upload', {
  lessonId: uuid('lesson_id')
    .primaryKey()
    .references(() => lesson.id, { onDelete: 'cascade' }),
  uploadId: text('upload_id').notNull(),
  /** When the upload last sent bytes (or started). */
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
});

export const quizQuestion = pgTable(
  'quiz_question',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lesson.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correctOption: integer('correct_option').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.position] }),
    check('quiz_position_range', sql`${t.position} between 1 and 5`),
    check('quiz_correct_range', sql`${t.correctOption} between 0 and 4`),
  ],
);

/** One option as a learner saw it in an attempt: its id there, and its index in the question. */
export type TAttemptOption = { id: string; index: number };

/**
 * A quiz attempt: the option order this learner was shown (shuffled per attempt on the server)
 * and, once submitted, its score. Answers are graded against this order, so the page never
 * learns an option's place in the question (issue 11 #7).
 */
export const quizAttempt = pgTable(
  'quiz_attempt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lesson.id, { onDelete: 'cascade' }),
    /** Per question (by position), its options in the order shown. */
    options: jsonb('options').$type<TAttemptOption[][]>().notNull(),
    score: integer('score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [index('quiz_attempt_user_lesson').on(t.userId, t.lessonId)],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lesson.id, { onDelete: 'cascade' }),
    positionSeconds: real('position_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    bestQuizScore: integer('best_quiz_score'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

export const blog = pgTable(
  'blog',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    category: categoryEnum('category').notNull(),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    blocks: jsonb('blocks').$type<TBlogBlock[]>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    ...timestamps,
  },
  (t) => [check('blog_blocks_max_five', sql`jsonb_array_length(${t.blocks}) <= 5`)],
);

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
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** A plan code, or "offer" for the once-off offer. */
    purchase: text('purchase').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: checkoutStatusEnum('status').notNull().default('pending'),
    message: text('message'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
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

export const jobStatusEnum = pgEnum('job_status', ['pending', 'running', 'done', 'failed']);

/**
 * The durable job queue (src/jobs): work that must happen once, survive a restart and retry
 * with back-off (a Paystack call after a webhook, later a video transcode). Enqueued in the
 * caller's transaction; claimed with FOR UPDATE SKIP LOCKED so one server runs each job.
 */
export const job = pgTable(
  'job',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which registered handler runs it, e.g. "billing.disable-subscription". */
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    status: jobStatusEnum('status').notNull().default('pending'),
    /** Not before this time (the back-off after a failure moves it). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lastError: text('last_error'),
    /** While running: another server may take the job over after this (a crashed worker). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Enqueuing the same key twice keeps the first job (an event delivered twice). */
    dedupeKey: text('dedupe_key').unique(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('job_due').on(t.status, t.runAt)],
);
