import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { learnerPass, liveStatusSql, subscription, user } from '../db/schema.ts';

export type TViewerUserRow = Pick<
  typeof user.$inferSelect,
  | 'id'
  | 'email'
  | 'emailVerified'
  | 'isAdmin'
  | 'lifetimeAccess'
  | 'termsVersionAccepted'
  | 'ageConfirmed'
  | 'dataSaver'
  | 'birthYear'
  | 'guardianConsentAt'
  | 'privacyVersionSeen'
  | 'twoFactorEnabled'
>;

export async function findViewerUser(db: TDb, userId: string): Promise<TViewerUserRow | null> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      isAdmin: user.isAdmin,
      lifetimeAccess: user.lifetimeAccess,
      termsVersionAccepted: user.termsVersionAccepted,
      ageConfirmed: user.ageConfirmed,
      dataSaver: user.dataSaver,
      birthYear: user.birthYear,
      guardianConsentAt: user.guardianConsentAt,
      privacyVersionSeen: user.privacyVersionSeen,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The user's subscriptions that may still open lessons: live ones, and ended ones with paid
 * time left (`access_until`); core decides which of them do.
 */
export function liveSubscriptions(db: TDb, userId: string) {
  return db
    .select({
      tier: subscription.tier,
      status: subscription.status,
      nextPaymentDate: subscription.nextPaymentDate,
      accessUntil: subscription.accessUntil,
      startsAt: subscription.startsAt,
    })
    .from(subscription)
    .where(
      and(
        eq(subscription.userId, userId),
        or(liveStatusSql(subscription.status), gt(subscription.accessUntil, sql`now()`)),
      ),
    );
}

/**
 * The tiers of the user's passes giving access now (decisions/043): rows whose instants hold
 * `now()` and that were not taken back. The instants were set from the learner's calendar when
 * the row was written, so no zone is needed here.
 */
export async function runningPassTiers(db: TDb, userId: string) {
  const rows = await db
    .select({ tier: learnerPass.tier })
    .from(learnerPass)
    .where(
      and(
        eq(learnerPass.userId, userId),
        isNull(learnerPass.takenBackAt),
        lte(learnerPass.startsAt, sql`now()`),
        gt(learnerPass.endsAt, sql`now()`),
      ),
    );
  return rows.map((r) => r.tier);
}
