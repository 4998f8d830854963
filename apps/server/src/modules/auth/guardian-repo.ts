import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { guardianConsent, user } from '../../db/schema.ts';

/** The learner a consent link stands for, with what the guardian is shown; null if none. */
export async function findConsentRequest(db: TDb, tokenHash: string) {
  const [row] = await db
    .select({
      userId: user.id,
      email: user.email,
      birthYear: user.birthYear,
      guardianEmail: user.guardianEmail,
      sentAt: guardianConsent.sentAt,
    })
    .from(guardianConsent)
    .innerJoin(user, eq(user.id, guardianConsent.userId))
    .where(eq(guardianConsent.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** One open link per learner: a new one replaces the last (and, when given, the address). */
export async function saveConsentRequest(
  db: TDb,
  userId: string,
  tokenHash: string,
  guardianEmail?: string,
) {
  const sentAt = new Date();
  await db.transaction(async (tx) => {
    if (guardianEmail) {
      await tx.update(user).set({ guardianEmail, updatedAt: sentAt }).where(eq(user.id, userId));
    }
    await tx
      .insert(guardianConsent)
      .values({ userId, tokenHash, sentAt })
      .onConflictDoUpdate({ target: guardianConsent.userId, set: { tokenHash, sentAt } });
  });
}

/** The guardian agreed: the link goes and the account is no longer held. */
export async function recordConsent(db: TDb, userId: string, tokenHash: string) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(guardianConsent)
      .where(eq(guardianConsent.tokenHash, tokenHash))
      .returning({ userId: guardianConsent.userId });
    if (gone.length === 0) return false;
    await tx
      .update(user)
      .set({ guardianConsentAt: new Date(), updatedAt: new Date() })
      .where(eq(user.id, userId));
    return true;
  });
}

/**
 * The guardian declined: the account and everything keyed to it goes (every table that holds a
 * learner's data references the user with ON DELETE CASCADE). A learner held for consent cannot
 * have paid, so nothing at Paystack needs stopping first (decisions/036).
 */
export async function deleteDeclinedAccount(db: TDb, userId: string, tokenHash: string) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(guardianConsent)
      .where(eq(guardianConsent.tokenHash, tokenHash))
      .returning({ userId: guardianConsent.userId });
    if (gone.length === 0) return false;
    await tx.delete(user).where(eq(user.id, userId));
    return true;
  });
}

export async function findGuardianOf(db: TDb, userId: string) {
  const [row] = await db
    .select({
      email: user.email,
      birthYear: user.birthYear,
      guardianEmail: user.guardianEmail,
      guardianConsentAt: user.guardianConsentAt,
      sentAt: guardianConsent.sentAt,
    })
    .from(user)
    .leftJoin(guardianConsent, eq(guardianConsent.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}
