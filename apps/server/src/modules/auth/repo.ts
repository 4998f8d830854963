import { PRIVACY_VERSION, TERMS_VERSION } from '@thinkbuild/core';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, count, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  account,
  guardianConsent,
  lifetimeAccessCounter,
  passkey,
  session,
  twoFactor,
  user,
  verification,
} from '../../db/schema.ts';

/** better-auth's database: it writes its own tables through Drizzle (with its plugins' two). */
export function authDatabase(db: TDb) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: { user, session, account, verification, twoFactor, passkey },
  });
}

/**
 * Takes a lifetime-access slot while fewer than `limit` are taken. The conditional UPDATE takes a
 * row lock, so concurrent sign-ups queue on it and re-check `granted < limit`: there is never a
 * (limit + 1)th grant.
 */
export async function takeLifetimeSlot(db: TDb, userId: string, limit: number) {
  return db.transaction(async (tx) => {
    await tx.insert(lifetimeAccessCounter).values({ id: 1, granted: 0 }).onConflictDoNothing();
    const [slot] = await tx
      .update(lifetimeAccessCounter)
      .set({ granted: sql`${lifetimeAccessCounter.granted} + 1` })
      .where(and(eq(lifetimeAccessCounter.id, 1), sql`${lifetimeAccessCounter.granted} < ${limit}`))
      .returning({ granted: lifetimeAccessCounter.granted });
    if (slot) await tx.update(user).set({ lifetimeAccess: true }).where(eq(user.id, userId));
    return Boolean(slot);
  });
}

/** How many lifetime-access places have been given (the counter; 0 before the first). */
export async function lifetimeSlotsTaken(db: TDb) {
  const [row] = await db
    .select({ granted: lifetimeAccessCounter.granted })
    .from(lifetimeAccessCounter)
    .where(eq(lifetimeAccessCounter.id, 1))
    .limit(1);
  return row?.granted ?? 0;
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

export async function recordPrivacyVersionSeen(db: TDb, userId: string) {
  await db
    .update(user)
    .set({ privacyVersionSeen: PRIVACY_VERSION, updatedAt: new Date() })
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
/** Whether an account has this email (as stored: lower case). */
export async function emailTaken(db: TDb, email: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return Boolean(row);
}

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
  const [[row], sessions, signIns, consentLinks, factors, keys] = await Promise.all([
    db.select().from(user).where(eq(user.id, userId)).limit(1),
    db.select().from(session).where(eq(session.userId, userId)),
    // How they sign in: never the password's hash or a provider's tokens.
    db
      .select({ providerId: account.providerId, createdAt: account.createdAt })
      .from(account)
      .where(eq(account.userId, userId)),
    db
      .select({ sentAt: guardianConsent.sentAt })
      .from(guardianConsent)
      .where(eq(guardianConsent.userId, userId)),
    // Two-factor and passkeys: that they exist and when, never the secret, codes or keys.
    db
      .select({ verified: twoFactor.verified, lockedUntil: twoFactor.lockedUntil })
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId)),
    db
      .select({
        name: passkey.name,
        deviceType: passkey.deviceType,
        createdAt: passkey.createdAt,
        lastUsedAt: passkey.lastUsedAt,
      })
      .from(passkey)
      .where(eq(passkey.userId, userId)),
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
      birthYear: row.birthYear,
      guardianEmail: row.guardianEmail,
      guardianConsentAt: iso(row.guardianConsentAt),
      privacyVersionSeen: row.privacyVersionSeen,
      // The open consent link: when it was sent (its token is a secret, like a session's).
      guardianConsentLinkSentAt: iso(consentLinks[0]?.sentAt ?? null),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    },
    sessions: sessions.map((s) => ({
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
    })),
    signInMethods: signIns.map((a) => ({
      method: a.providerId === 'credential' ? 'email and password' : a.providerId,
      createdAt: iso(a.createdAt),
    })),
    twoFactor: factors.map((f) => ({
      authenticatorApp: f.verified,
      lockedUntil: iso(f.lockedUntil),
    })),
    passkeys: keys.map((k) => ({
      name: k.name,
      device: k.deviceType,
      createdAt: iso(k.createdAt),
      lastUsedAt: iso(k.lastUsedAt),
    })),
  };
}
