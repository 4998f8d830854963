import { GUARDIAN_HELD_MESSAGE, GUARDIAN_LOCKED_MESSAGE, MESSAGES } from '@thinkbuild/core';
import {
  type TVerifiedEmailAction,
  VERIFY_EMAIL_MESSAGES,
} from '@thinkbuild/core/schemas/email-verification';
import { SIGN_IN_FACTOR_MESSAGES } from '@thinkbuild/core/schemas/sign-in-factors';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { type TViewer, viewerFromUser } from '../viewer/viewer.ts';
import { AppError } from './app-error.ts';
import { resolveViewer, sessionToken } from './viewer-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewerPromise?: Promise<TViewer | null>;
  }
}

/**
 * The signed-in user of this request (or null), looked up once per request, and for a few
 * seconds per session (http/viewer-cache.ts).
 */
export function getViewer(request: FastifyRequest): Promise<TViewer | null> {
  if (request.viewerPromise) return request.viewerPromise;
  const token = sessionToken(request);
  request.viewerPromise = token
    ? resolveViewer(request.server.cache, token, () => lookUpViewer(request))
    : lookUpViewer(request);
  return request.viewerPromise;
}

async function lookUpViewer(request: FastifyRequest): Promise<TViewer | null> {
  const app = request.server;
  const found = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) return null;
  const u = found.user;
  return viewerFromUser(app.db, {
    id: u.id,
    email: u.email,
    emailVerified: u.emailVerified === true,
    isAdmin: u.isAdmin === true,
    lifetimeAccess: u.lifetimeAccess === true,
    termsVersionAccepted:
      typeof u.termsVersionAccepted === 'string' ? u.termsVersionAccepted : null,
    ageConfirmed: u.ageConfirmed === true,
    dataSaver: typeof u.dataSaver === 'boolean' ? u.dataSaver : null,
    birthYear: typeof u.birthYear === 'number' ? u.birthYear : null,
    guardianConsentAt: u.guardianConsentAt instanceof Date ? u.guardianConsentAt : null,
    privacyVersionSeen: typeof u.privacyVersionSeen === 'string' ? u.privacyVersionSeen : null,
    twoFactorEnabled: u.twoFactorEnabled === true,
  });
}

/**
 * The signed-in user, or 401. An account under 13 waiting for its guardian's consent (POPIA,
 * decisions/036) is refused (403) everywhere but the few routes that say `whileLocked`: who am
 * I, asking the guardian again, and leaving (download, delete).
 */
export async function requireUser(
  request: FastifyRequest,
  options: { whileLocked?: boolean } = {},
): Promise<TViewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
  if (viewer.guardianHold === 'locked' && !options.whileLocked) {
    throw new AppError('GUARDIAN_CONSENT_REQUIRED', GUARDIAN_LOCKED_MESSAGE);
  }
  return viewer;
}

/**
 * A user who may pay or publish: a learner under 18 only once a parent or guardian agreed.
 */
export async function requireGuardianConsent(request: FastifyRequest): Promise<TViewer> {
  const viewer = await requireUser(request);
  if (viewer.guardianHold !== 'none') {
    throw new AppError('GUARDIAN_CONSENT_REQUIRED', GUARDIAN_HELD_MESSAGE);
  }
  return viewer;
}

/**
 * Admin rights come from the user row on the server, never from the client, and need two-factor
 * sign-in turned on (decisions/035): a stolen password alone never reaches the admin API.
 */
export async function requireAdmin(request: FastifyRequest): Promise<TViewer> {
  const viewer = await requireUser(request);
  if (!viewer.isAdmin) throw new AppError('FORBIDDEN', 'Only admins can do this');
  if (!viewer.twoFactorEnabled)
    throw new AppError('FORBIDDEN', SIGN_IN_FACTOR_MESSAGES.adminNeedsTwoFactor);
  return viewer;
}

/**
 * What costs money, carries the learner's name to others or moves the account needs the address
 * proven by the link mailed at sign-up (decisions/034): a 403 EMAIL_NOT_VERIFIED otherwise,
 * which the screens answer with their Resend notice.
 */
export function requireVerifiedEmail(viewer: TViewer, action: TVerifiedEmailAction): TViewer {
  if (!viewer.emailVerified) {
    throw new AppError('EMAIL_NOT_VERIFIED', VERIFY_EMAIL_MESSAGES.needed(action));
  }
  return viewer;
}
