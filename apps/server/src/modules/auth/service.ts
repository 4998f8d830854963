import type { TDb } from '../../db/client.ts';
import { loadViewer, type TViewer } from '../../viewer/viewer.ts';
import { recordTermsAccepted, takeLifetimeSlot, updateAdminByEmail } from './repo.ts';

// Reads and writes of the account row for other modules (auth owns better-auth's tables).
export {
  accountDataOf,
  countAdmins,
  countUsers,
  holdsLifetimeAccess,
  updateDataSaver,
} from './repo.ts';

/** The first `limit` accounts get lifetime access (creator level), never one more. */
export async function grantLifetimeAccessIfAvailable(db: TDb, userId: string, limit: number) {
  if (limit <= 0) return;
  await takeLifetimeSlot(db, userId, limit);
}

/** ADMIN_EMAIL is an admin as soon as that account exists (at start-up or at sign-up). */
export async function markAdminIfConfigured(db: TDb, adminEmail: string | undefined) {
  if (!adminEmail) return;
  await updateAdminByEmail(db, adminEmail, true);
}

/** `npm run admin -- grant|revoke <email>`; false when no account has that email. */
export function setAdmin(db: TDb, email: string, isAdmin: boolean): Promise<boolean> {
  return updateAdminByEmail(db, email, isAdmin);
}

/** Accepts the current terms (and the age confirmation that comes with them). */
export async function acceptTerms(db: TDb, userId: string): Promise<TViewer | null> {
  await recordTermsAccepted(db, userId);
  return loadViewer(db, userId);
}

// The account's own security: "This wasn't me" and its signed-in sessions (/account).
export { type TUndoOutcome, undoEmailChange } from './email-change.ts';
export {
  listSignedInSessions,
  revokeOtherSignedInSessions,
  revokeSignedInSession,
} from './sessions.ts';
