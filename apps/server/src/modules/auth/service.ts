import { foundingPlacesLeft, type TFoundingPlaces } from '@thinkbuild/core';
import type { TCache } from '../../cache/cache.ts';
import type { TDb } from '../../db/client.ts';
import { loadViewer, type TViewer } from '../../viewer/viewer.ts';
import {
  lifetimeSlotsTaken,
  recordPrivacyVersionSeen,
  recordTermsAccepted,
  takeLifetimeSlot,
  updateAdminByEmail,
} from './repo.ts';

// Reads and writes of the account row for other modules (auth owns better-auth's tables).
export {
  accountDataOf,
  countAdmins,
  countUsers,
  holdsLifetimeAccess,
  updateDataSaver,
} from './repo.ts';

/**
 * The first `limit` accounts get lifetime access (creator level), never one more. True when
 * this account took a place.
 */
export async function grantLifetimeAccessIfAvailable(db: TDb, userId: string, limit: number) {
  if (limit <= 0) return false;
  return takeLifetimeSlot(db, userId, limit);
}

/**
 * The founding-member places (LIFETIME_ACCESS_USERS = `total`) and how many the counter has
 * not given yet. Cached answers built from it carry FOUNDING_TAG, dropped when a place is taken.
 */
export async function foundingPlaces(db: TDb, total: number): Promise<TFoundingPlaces> {
  if (total <= 0) return { total: 0, left: 0 };
  return { total, left: foundingPlacesLeft(total, await lifetimeSlotsTaken(db)) };
}

/** The cache tag of everything built from the founding places (cache/cache.ts). */
export const FOUNDING_TAG = 'founding-places';

/** The founding places as kept in the cache, until a place is taken or the entry expires. */
export const currentFoundingPlaces = (cache: TCache, db: TDb, total: number) =>
  cache.get('auth:founding-places:value', () => foundingPlaces(db, total), {
    tags: [FOUNDING_TAG],
  });

/** ADMIN_EMAIL is an admin as soon as that account exists (at start-up or at sign-up). */
export async function markAdminIfConfigured(db: TDb, adminEmail: string | undefined) {
  if (!adminEmail) return;
  await updateAdminByEmail(db, adminEmail, true);
}

/** `npm run admin -- grant|revoke <email>`; false when no account has that email. */
export function setAdmin(db: TDb, email: string, isAdmin: boolean): Promise<boolean> {
  return updateAdminByEmail(db, email, isAdmin);
}

/** The learner was shown the current privacy policy's change. */
export async function recordPrivacySeen(db: TDb, userId: string): Promise<TViewer | null> {
  await recordPrivacyVersionSeen(db, userId);
  return loadViewer(db, userId);
}

/** Accepts the current terms (and the age confirmation that comes with them). */
export async function acceptTerms(db: TDb, userId: string): Promise<TViewer | null> {
  await recordTermsAccepted(db, userId);
  return loadViewer(db, userId);
}

// The account's own security: "This wasn't me" and its signed-in sessions (/account).
export { type TUndoOutcome, undoEmailChange } from './email-change.ts';
// POPIA: a parent's or guardian's consent for a learner under 18 (guardian-consent.ts).
export {
  consentRequest,
  decideConsent,
  guardianStatus,
  resendGuardianLink,
} from './guardian-consent.ts';
export {
  listSignedInSessions,
  revokeOtherSignedInSessions,
  revokeSignedInSession,
} from './sessions.ts';
