import { APIError } from 'better-auth/api';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { accountDataOf, countAdmins } from '../auth/service.ts';
import { billingContext, billingDataOf, stopChargesBeforeErasure } from '../billing/service.ts';
import { myCertificates } from '../certificates/service.ts';
import { learningDataOf } from '../learning/service.ts';
import { notesDataOf } from '../notes/service.ts';
import { offlineDataOf } from '../offline/service.ts';
import { profileDataOf } from '../profiles/service.ts';
import { questionsDataOf } from '../questions/service.ts';
import { sitesDataOf } from '../sites/service.ts';
import { workspacesDataOf } from '../workspaces/service.ts';

export const LAST_ADMIN_MESSAGE =
  'You are the only admin. Make another account an admin before deleting this one.';

/**
 * "Download my data" (POPIA's right of access): everything kept under the learner's id, each
 * part read by the module that owns it, nothing keyed to anyone else. Null when the account is
 * gone (deleted while the request ran).
 */
export async function personalData(app: FastifyInstance, userId: string) {
  const account = await accountDataOf(app.db, userId);
  if (!account) return null;
  // Their latest batches of watching, still in this server's buffer (decisions/045).
  await app.watching.flush();
  const [
    billing,
    learning,
    certificates,
    offlineSyncs,
    notes,
    questions,
    myProjects,
    published,
    publicProfile,
  ] = await Promise.all([
    billingDataOf(app.db, userId),
    learningDataOf(app.db, userId),
    myCertificates(app.db, { id: userId }),
    offlineDataOf(app.db, userId),
    notesDataOf(app.db, userId),
    questionsDataOf(app.db, userId),
    workspacesDataOf(app.db, userId),
    sitesDataOf(app.db, userId, app.config.sitesUrl),
    profileDataOf(app.db, userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    about:
      'Everything ThinkBuild keeps about your account. Passwords are stored only as a one-way hash and card numbers never reach us, so neither is here.',
    ...account,
    billing,
    learning: { ...learning, offlineSyncs, notes, myProjects: { ...myProjects, published } },
    questionsAndAnswers: questions,
    // What the learner chose to show at /u/<handle> (null: never set, so off).
    publicProfile,
    certificates: {
      nameOnCertificates: certificates.name,
      issued: certificates.certificates,
    },
  };
}

/**
 * Runs inside better-auth's delete-user, after the password was checked and before any row is
 * deleted (docs/decisions/021-account-deletion.md): the last admin is refused, and a paid
 * subscription is stopped at Paystack first. Throwing keeps the account: better-auth's
 * APIError reaches the learner through the bridge as our `{ code, message }`.
 */
export async function beforeErasure(app: FastifyInstance, user: { id: string; isAdmin: boolean }) {
  if (user.isAdmin && (await countAdmins(app.db)) <= 1) {
    throw new APIError('FORBIDDEN', { code: 'LAST_ADMIN', message: LAST_ADMIN_MESSAGE });
  }
  try {
    await stopChargesBeforeErasure(billingContext(app), user.id);
  } catch (error) {
    if (error instanceof AppError) {
      // A 409 keeps its message through the bridge (a 5xx would become a generic one).
      throw new APIError('CONFLICT', { code: 'BILLING_NOT_STOPPED', message: error.message });
    }
    throw error;
  }
}
