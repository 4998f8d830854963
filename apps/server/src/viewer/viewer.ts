import {
  deriveRole,
  guardianHold,
  PRIVACY_VERSION,
  subscriptionGrantsAccess,
  TERMS_VERSION,
  type TMe,
  type TTier,
} from '@thinkbuild/core';
import type { TDb } from '../db/client.ts';
import {
  findViewerUser,
  liveSubscriptions,
  runningPassTiers,
  type TViewerUserRow,
} from './repo.ts';

/**
 * Who is asking and what they may do. It sits outside modules/ because the HTTP guards need it
 * and infrastructure imports no module; every module takes a TViewer from the guards.
 */
export type TViewer = Omit<TMe, 'timeZone'> & { id: string };

const TIER_RANK: Record<TTier, number> = { starter: 1, builder: 2, creator: 3 };

/**
 * The best tier the user's subscriptions (core's `subscriptionGrantsAccess`) and running passes
 * open now.
 */
async function activeTier(db: TDb, userId: string): Promise<TTier | null> {
  const [rows, passTiers] = await Promise.all([
    liveSubscriptions(db, userId),
    runningPassTiers(db, userId),
  ]);
  const now = new Date();
  return (
    [
      ...rows
        .filter((r) =>
          subscriptionGrantsAccess(r.status, r.nextPaymentDate, now, r.accessUntil, r.startsAt),
        )
        .map((r) => r.tier),
      ...passTiers,
    ].sort((a, b) => TIER_RANK[b] - TIER_RANK[a])[0] ?? null
  );
}

/** Everything the server needs to decide what a signed-in user may do; the role is derived. */
export async function viewerFromUser(db: TDb, row: TViewerUserRow): Promise<TViewer> {
  const tier = await activeTier(db, row.id);
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    isAdmin: row.isAdmin,
    twoFactorEnabled: row.twoFactorEnabled,
    lifetimeAccess: row.lifetimeAccess,
    termsAccepted: row.termsVersionAccepted === TERMS_VERSION && row.ageConfirmed,
    guardianHold: guardianHold(row, new Date()),
    privacyChanged: row.privacyVersionSeen !== PRIVACY_VERSION,
    dataSaver: row.dataSaver,
    role: deriveRole({
      isAdmin: row.isAdmin,
      activeTier: tier,
      lifetimeAccess: row.lifetimeAccess,
    }),
  };
}

export async function loadViewer(db: TDb, userId: string): Promise<TViewer | null> {
  const row = await findViewerUser(db, userId);
  return row ? viewerFromUser(db, row) : null;
}
