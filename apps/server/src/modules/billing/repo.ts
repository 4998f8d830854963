import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  checkout,
  paymentAuthorization,
  paymentEvent,
  subscription,
  user,
} from '../../db/schema.ts';

export type TSubscriptionRow = typeof subscription.$inferSelect;
export type TCheckoutRow = typeof checkout.$inferSelect;

const LIVE = ['active', 'non-renewing', 'attention'] as const;

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
    .where(and(eq(subscription.userId, userId), inArray(subscription.status, [...LIVE])))
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
      sql`case when ${subscription.status} in ('active', 'non-renewing', 'attention') then 0 else 1 end`,
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
  return row ?? null;
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
}

export async function updateSubscription(
  db: TDb,
  id: string,
  set: Partial<typeof subscription.$inferInsert>,
) {
  await db
    .update(subscription)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(subscription.id, id));
}

export async function insertSubscription(db: TDb, row: typeof subscription.$inferInsert) {
  const [created] = await db.insert(subscription).values(row).returning();
  return created;
}

export async function setLifetimeAccess(db: TDb, userId: string) {
  await db
    .update(user)
    .set({ lifetimeAccess: true, updatedAt: new Date() })
    .where(eq(user.id, userId));
}

/**
 * Records an event before it is processed. Returns false when this exact event was already
 * processed (a redelivery); an event recorded but not yet processed is processed again.
 */
export async function recordEvent(
  db: TDb,
  row: { id: string; event: string; payload: unknown },
): Promise<boolean> {
  await db
    .insert(paymentEvent)
    .values({ ...row, provider: 'paystack' })
    .onConflictDoNothing();
  const [found] = await db
    .select({ processedAt: paymentEvent.processedAt })
    .from(paymentEvent)
    .where(eq(paymentEvent.id, row.id));
  return !found?.processedAt;
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
