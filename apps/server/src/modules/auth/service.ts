import {
  deriveRole,
  subscriptionGrantsAccess,
  TERMS_VERSION,
  type TMe,
  type TTier,
} from '@thinkbuild/core';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { lifetimeAccessCounter, liveStatusSql, subscription, user } from '../../db/schema.ts';

/**
 * Gives the new user lifetime access while fewer than `limit` have it. The conditional UPDATE
 * takes a row lock, so concurrent sign-ups queue on it and re-check `granted < limit`: there is
 * never a (limit + 1)th grant.
 */
export async function grantLifetimeAccessIfAvailable(db: TDb, userId: string, limit: number) {
  await db.transaction(async (tx) => {
    await tx.insert(lifetimeAccessCounter).values({ id: 1, granted: 0 }).onConflictDoNothing();
    const [slot] = await tx
      .update(lifetimeAccessCounter)
      .set({ granted: sql`${lifetimeAccessCounter.granted} + 1` })
      .where(and(eq(lifetimeAccessCounter.id, 1), sql`${lifetimeAccessCounter.granted} < ${limit}`))
      .returning({ granted: lifetimeAccessCounter.granted });
    if (slot) await tx.update(user).set({ lifetimeAccess: true }).where(eq(user.id, userId));
  });
}

/** ADMIN_EMAIL is an admin as soon as that account exists (at start-up or at sign-up). */
export async function markAdminIfConfigured(db: TDb, adminEmail: string | undefined) {
  if (!adminEmail) return;
  await db
    .update(user)
    .set({ isAdmin: true })
    .where(eq(sql`lower(${user.email})`, adminEmail));
}

export async function setAdmin(db: TDb, email: string, isAdmin: boolean): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ isAdmin, updatedAt: new Date() })
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}

const TIER_RANK: Record<TTier, number> = { starter: 1, builder: 2, creator: 3 };

/** The best tier the user's subscriptions open now (core's `subscriptionGrantsAccess`). */
export async function activeTier(db: TDb, userId: string): Promise<TTier | null> {
  const rows = await db
    .select({
      tier: subscription.tier,
      status: subscription.status,
      nextPaymentDate: subscription.nextPaymentDate,
      accessUntil: subscription.accessUntil,
    })
    .from(subscription)
    .where(
      and(
        eq(subscription.userId, userId),
        or(liveStatusSql(subscription.status), gt(subscription.accessUntil, sql`now()`)),
      ),
    );
  const now = new Date();
  return (
    rows
      .filter((r) => subscriptionGrantsAccess(r.status, r.nextPaymentDate, now, r.accessUntil))
      .map((r) => r.tier)
      .sort((a, b) => TIER_RANK[b] - TIER_RANK[a])[0] ?? null
  );
}

export type TViewer = TMe & { id: string };

type TUserRow = Pick<
  typeof user.$inferSelect,
  'id' | 'email' | 'isAdmin' | 'lifetimeAccess' | 'termsVersionAccepted' | 'ageConfirmed'
>;

/** Everything the server needs to decide what a signed-in user may do; the role is derived. */
export async function viewerFromUser(db: TDb, row: TUserRow): Promise<TViewer> {
  const tier = await activeTier(db, row.id);
  return {
    id: row.id,
    email: row.email,
    isAdmin: row.isAdmin,
    lifetimeAccess: row.lifetimeAccess,
    termsAccepted: row.termsVersionAccepted === TERMS_VERSION && row.ageConfirmed,
    role: deriveRole({
      isAdmin: row.isAdmin,
      activeTier: tier,
      lifetimeAccess: row.lifetimeAccess,
    }),
  };
}

export async function loadViewer(db: TDb, userId: string): Promise<TViewer | null> {
  const [row] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
  return row ? viewerFromUser(db, row) : null;
}

export async function acceptTerms(db: TDb, userId: string) {
  await db
    .update(user)
    .set({ termsVersionAccepted: TERMS_VERSION, ageConfirmed: true, updatedAt: new Date() })
    .where(eq(user.id, userId));
}
