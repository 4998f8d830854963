import {
  codeKind,
  SIGN_IN_FACTOR_MESSAGES,
  tidyCode,
} from '@thinkbuild/core/schemas/sign-in-factors';
import { fromNodeHeaders } from 'better-auth/node';
import { twoFactor } from 'better-auth/plugins';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { TAuth } from './auth.ts';

/**
 * better-auth's two-factor plugin (decisions/035): an authenticator app (TOTP, 6 digits, 30 s)
 * with ten backup codes, kept encrypted with the server secret. A password sign-in of an account
 * that has it turned on ends in `{ twoFactorRedirect: true }` and a short-lived challenge cookie;
 * the session comes only with a right code. A challenge takes 5 wrong codes, then the password
 * is asked again; 10 wrong codes in a row lock the codes for 15 minutes (better-auth's defaults,
 * written here so they are seen). No device is ever "trusted": every password sign-in asks.
 */
export const twoFactorPlugin = () =>
  twoFactor({
    issuer: 'ThinkBuild',
    twoFactorCookieMaxAge: 10 * 60,
    backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
    accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
  });

/**
 * Turning two-factor sign-in off takes the password (better-auth checks it) and a code: the app's
 * or a backup code, checked here first by better-auth's own endpoints for the signed-in session.
 * Someone who found a signed-in browser and learned the password still cannot turn it off.
 */
export function requireCodeToTurnOff(auth: TAuth) {
  return async (request: FastifyRequest) => {
    const code = tidyCode(String((request.body as { code?: unknown }).code ?? ''));
    const headers = fromNodeHeaders(request.headers);
    try {
      if (codeKind(code) === 'totp') await auth.api.verifyTOTP({ body: { code }, headers });
      else await auth.api.verifyBackupCode({ body: { code, disableSession: true }, headers });
    } catch (error) {
      // Not signed in: better-auth's own endpoint answers that (401) right after.
      if (isStatus(error, 401) && !(await auth.api.getSession({ headers }))) return;
      if (isStatus(error, 400) || isStatus(error, 401)) {
        const message = SIGN_IN_FACTOR_MESSAGES.wrongCode;
        throw new AppError('VALIDATION', message, { code: message });
      }
      throw error;
    }
  };
}

const isStatus = (error: unknown, status: number) =>
  typeof error === 'object' &&
  error !== null &&
  'statusCode' in error &&
  (error as { statusCode: unknown }).statusCode === status;
