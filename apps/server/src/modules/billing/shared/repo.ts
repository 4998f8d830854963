import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { lockUntilCommit, type TDb } from '../../../db/client.ts';
import {
  checkout,
  liveStatusSql,
  paymentAuthorization,
  paymentEvent,
  subscription,
  user,
} from '../../../db/schema.ts';
import { enqueue } from '../../../jobs/define.ts';
import { settleCouponUse } from '../coupons/uses-repo.ts';
import { applyEventJob } from '../jobs/index.ts';

export type TSubscriptionRow = typeof subscription.$inferSelect;
/** Columns of a subscription to set. */
export type TSubscriptionFields = Partial<typeof subscription.$inferInsert>;
/** A checkout still linked to its learner (an erased learner's stay, unlinked: decisions/021). */
export type TCheckoutRow = typeof checkout.$inferSelect & { userId: string };

/**
 * Runs `fn` in a transaction holding the learner's user row: every change to one learner's
 * billing (webhook, callback, change, cancel) queues here, so two of them never interleave.
 * Never call the payment provider inside: with the sandbox that would wait on this database.
 */
export function withUserLock<T>(db: TDb, userId: string, fn: (tx: TDb) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    return fn(tx as unknown as TDb);
  });
}

export async function findUserEmail(db: TDb, id: string) {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, id)).limit(1);
  return row?.email ?? null;
}

export async function findUserByEmail(db: TDb, email: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, lifetimeAccess: user.lifetimeAccess })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** The learner's one live subscription (active, non-renewing or attention), if any. */
export async function findLiveSubscription(db: TDb, userId: string) {
  const [row] = await db
    .select()
    .from(subscription)
    .where(and(eq(subscription.userId, userId), liveStatusSql(subscription.status)))
    .limit(1);
  return row ?? null;
}

/**
 * The plan a learner holds behind a scheduled change: the subscription it replaces, ended at
 * Paystack and paid up to exactly when the scheduled one starts.
 */
export async function findHeldBehind(db: TDb, scheduled: TSubscriptionRow) {
  if (!scheduled.startsAt) return null;
  const [row] = await db
    .select()
    .from(subscription)
    .where(
      and(
        eq(subscription.userId, scheduled.userId),
        eq(subscription.status, 'completed'),
        eq(subscription.accessUntil, scheduled.startsAt),
      ),
    )
    .orderBy(desc(subscription.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findSubscriptionById(db: TDb, id: string) {
  const [row] = await db.select().from(subscription).where(eq(subscription.id, id)).limit(1);
  return row ?? null;
}

/** The subscription whose checkout or latest renewal was this charge. */
export async function findSubscriptionByCharge(db: TDb, reference: string) {
  const [row] = await db
    .select()
    .from(subscription)
    .where(
      or(
        eq(subscription.checkoutReference, reference),
        eq(subscription.lastChargeReference, reference),
      ),
    )
    .orderBy(desc(subscription.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findSubscriptionByCode(db: TDb, code: string) {
  const [row] = await db
    .select()
    .from(subscription)
    .where(eq(subscription.providerSubscriptionCode, code))
    .limit(1);
  return row ?? null;
}

/** Live first, then newest first: `subscriptions[0]` is the one that matters. */
export function listSubscriptions(db: TDb, userId: string) {
  return db
    .select()
    .from(subscription)
    .where(eq(subscription.userId, userId))
    .orderBy(
      sql`case when ${liveStatusSql(subscription.status)} then 0 else 1 end`,
      desc(subscription.createdAt),
    );
}

export function listAuthorizations(db: TDb, userId: string) {
  return db
    .select()
    .from(paymentAuthorization)
    .where(eq(paymentAuthorization.userId, userId))
    .orderBy(desc(paymentAuthorization.updatedAt));
}

export async function latestReusableAuthorization(db: TDb, userId: string) {
  const [row] = await db
    .select()
    .from(paymentAuthorization)
    .where(and(eq(paymentAuthorization.userId, userId), eq(paymentAuthorization.reusable, true)))
    .orderBy(desc(paymentAuthorization.updatedAt))
    .limit(1);
  return row ?? null;
}

export type TCardInput = {
  authorizationCode: string;
  last4: string;
  brand: string;
  expMonth: string;
  expYear: string;
  reusable: boolean;
};

export async function saveAuthorization(db: TDb, userId: string, card: TCardInput) {
  await db
    .insert(paymentAuthorization)
    .values({ userId, ...card })
    .onConflictDoUpdate({
      target: paymentAuthorization.authorizationCode,
      set: { ...card, updatedAt: new Date() },
    });
}

export async function findCheckout(db: TDb, reference: string, forUpdate = false) {
  const query = db.select().from(checkout).where(eq(checkout.reference, reference)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  // A payment kept after its learner deleted the account is an accounting record only: there
  // is nobody left to grant, refund to or mail (decisions/021).
  if (!row?.userId) return null;
  return { ...row, userId: row.userId } satisfies TCheckoutRow;
}

export async function insertCheckout(db: TDb, row: typeof checkout.$inferInsert) {
  await db.insert(checkout).values(row);
}

export async function updateCheckout(
  db: TDb,
  reference: string,
  set: Partial<typeof checkout.$inferInsert>,
) {
  await db
    .update(checkout)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(checkout.reference, reference));
  // A coupon held for this checkout is used or released with it (decisions/043).
  if (set.status) await settleCouponUse(db, reference, set.status);
}

/** Call inside a transaction: learning a subscription's code releases the events held for it. */
export async function updateSubscription(
  db: TDb,
  id: string,
  set: Partial<typeof subscription.$inferInsert>,
) {
  await db
    .update(subscription)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(subscription.id, id));
  if (set.providerSubscriptionCode) await releaseWaitingEvents(db, set.providerSubscriptionCode);
}

export async function insertSubscription(db: TDb, row: typeof subscription.$inferInsert) {
  const [created] = await db.insert(subscription).values(row).returning();
  if (row.providerSubscriptionCode) await releaseWaitingEvents(db, row.providerSubscriptionCode);
  await releaseWaitingEvents(db, planWaitKey(row.userId, row.planCode));
  return created;
}

/**
 * A charge.success carries no subscription code: one that finds no subscription of the learner
 * on its plan waits for this key instead, and is applied when such a row is recorded.
 */
export const planWaitKey = (userId: string, planCode: string) => `plan:${userId}:${planCode}`;

async function waitedForIsKnown(tx: TDb, key: string) {
  const [kind, userId, planCode] = key.split(':');
  if (kind === 'plan' && userId && planCode) {
    return (await findLiveSubscription(tx, userId))?.planCode === planCode;
  }
  return Boolean(await findSubscriptionByCode(tx, key));
}

/** Both sides of "wait for a subscription" take this lock, so no event is left waiting. */
const lockSubscriptionCode = (tx: TDb, code: string) => lockUntilCommit(tx, `subscription:${code}`);

async function releaseWaitingEvents(tx: TDb, code: string) {
  await lockSubscriptionCode(tx, code);
  const released = await tx
    .update(paymentEvent)
    .set({ waitingFor: null })
    .where(eq(paymentEvent.waitingFor, code))
    .returning({ id: paymentEvent.id });
  for (const { id } of released) {
    await enqueue(tx, applyEventJob, { id }, { dedupeKey: `event-retry:${id}` });
  }
}

/**
 * Parks an event until subscription `code` is known. False when it became known meanwhile:
 * then the caller applies the event again now.
 */
export function markEventWaiting(db: TDb, id: string, code: string, outcome: string) {
  return db.transaction(async (tx) => {
    await lockSubscriptionCode(tx as unknown as TDb, code);
    if (await waitedForIsKnown(tx as unknown as TDb, code)) return false;
    await tx
      .update(paymentEvent)
      .set({ waitingFor: code, outcome })
      .where(and(eq(paymentEvent.id, id), isNull(paymentEvent.processedAt)));
    return true;
  });
}

/**
 * The charge.success of this charge, parked or not applied yet, is settled with `outcome`: its
 * invoice.update (which names the subscription) decided what the charge was.
 */
export async function settleWaitingCharge(db: TDb, reference: string, outcome: string) {
  await db
    .update(paymentEvent)
    .set({ processedAt: new Date(), outcome, waitingFor: null })
    .where(
      and(
        eq(paymentEvent.event, 'charge.success'),
        isNull(paymentEvent.processedAt),
        sql`${paymentEvent.payload}->'data'->>'reference' = ${reference}`,
      ),
    );
}

export async function setLifetimeAccess(db: TDb, userId: string, on = true) {
  await db
    .update(user)
    .set({ lifetimeAccess: on, updatedAt: new Date() })
    .where(eq(user.id, userId));
}

/**
 * Stores a verified event and queues its processing, in one transaction. False when this exact
 * event was stored before (a redelivery): nothing new is queued.
 */
export function storeEvent(
  db: TDb,
  row: { id: string; event: string; payload: unknown },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvent)
      .values({ ...row, provider: 'paystack' })
      .onConflictDoNothing()
      .returning({ id: paymentEvent.id });
    if (inserted.length === 0) return false;
    await enqueue(tx as unknown as TDb, applyEventJob, { id: row.id });
    return true;
  });
}

export async function findEvent(db: TDb, id: string) {
  const [row] = await db.select().from(paymentEvent).where(eq(paymentEvent.id, id)).limit(1);
  return row ?? null;
}

/** Marks the event processed, once: only the first of two racing deliveries wins. */
export async function markEventProcessed(db: TDb, id: string, outcome: string) {
  const rows = await db
    .update(paymentEvent)
    .set({ processedAt: new Date(), outcome })
    .where(and(eq(paymentEvent.id, id), isNull(paymentEvent.processedAt)))
    .returning({ id: paymentEvent.id });
  return rows.length > 0;
}
