import { TERMS_VERSION } from '@thinkbuild/core';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, count, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { account, lifetimeAccessCounter, session, user, verification } from '../../db/schema.ts';

/** better-auth's database: it writes its own four tables through Drizzle. */
export function authDatabase(db: TDb) {
  return drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } });
}

/**
 * Takes a lifetime-access slot while fewer than `limit` are taken. The conditional UPDATE takes a
 * row lock, so concurrent sign-ups queue on it and re-check `granted < limit`: there is never a
 * (limit + 1)th grant.
 */
export async function takeLifetimeSlot(db: TDb, userId: string, limit: number) {
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

/** Sets the admin flag of the account with this email (any case); false when there is none. */
export async function updateAdminByEmail(db: TDb, email: string, isAdmin: boolean) {
  const rows = await db
    .update(user)
    .set({ isAdmin, updatedAt: new Date() })
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}

export async function recordTermsAccepted(db: TDb, userId: string) {
  await db
    .update(user)
    .set({ termsVersionAccepted: TERMS_VERSION, ageConfirmed: true, updatedAt: new Date() })
    .where(eq(user.id, userId));
}

export async function updateDataSaver(db: TDb, userId: string, dataSaver: boolean) {
  await db.update(user).set({ dataSaver, updatedAt: new Date() }).where(eq(user.id, userId));
}

export async function holdsLifetimeAccess(db: TDb, userId: string) {
  const [row] = await db
    .select({ on: user.lifetimeAccess })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row?.on ?? false;
}

/** How many accounts there are (the admin dashboard). */
export async function countUsers(db: TDb) {
  const [row] = await db.select({ n: count() }).from(user);
  return row?.n ?? 0;
}

/** How many admin accounts there are: the last one may not delete itself. */
export async function countAdmins(db: TDb) {
  const [row] = await db.select({ n: count() }).from(user).where(eq(user.isAdmin, true));
  return row?.n ?? 0;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The account row and its sessions, for "Download my data". Never the password hash or a
 * session token: those are secrets that keep the account safe, not data about the person.
 */
export async function accountDataOf(db: TDb, userId: string) {
  const [[row], sessions] = await Promise.all([
    db.select().from(user).where(eq(user.id, userId)).limit(1),
    db.select().from(session).where(eq(session.userId, userId)),
  ]);
  if (!row) return null;
  return {
    profile: {
      id: row.id,
      email: row.email,
      name: row.name,
      emailVerified: row.emailVerified,
      ageConfirmed: row.ageConfirmed,
      termsVersionAccepted: row.termsVersionAccepted,
      lifetimeAccess: row.lifetimeAccess,
      isAdmin: row.isAdmin,
      dataSaver: row.dataSaver,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    },
    sessions: sessions.map((s) => ({
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
    })),
  };
}
