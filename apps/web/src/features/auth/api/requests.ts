import { TERMS_VERSION } from '@thinkbuild/core/account-rules';
import type { TSignUpRequest } from '@thinkbuild/core/schemas/account';
import { api } from '../../../lib/api-client.ts';
import { signupName } from '../utils/validate.ts';

/*
 * The sign-in screens' requests as plain functions, without the query library: the hooks beside
 * this file (sign-in.ts, sign-up.ts, request-password-reset.ts, reset-password.ts) wrap them for
 * the app, and the light pages' island calls them directly (docs/decisions/042).
 */

export type TSignInRequest = Pick<TSignUpRequest, 'email' | 'password'>;

/**
 * better-auth's email sign-in; sets the session cookie, or, for an account with two-factor
 * sign-in on, a short-lived challenge cookie and `twoFactorRedirect` (the code is asked next).
 */
export const signIn = (body: TSignInRequest) =>
  api<{ twoFactorRedirect?: boolean } | null>('/auth/sign-in/email', {
    method: 'POST',
    body: JSON.stringify(body),
  });

export const COOKIE_BLOCKED_MESSAGE =
  'You were signed in, but your browser did not keep the session. Allow cookies for this site and try again.';

/** better-auth's email sign-up with our fields; answers 200 and signs the new user in. */
export const signUp = (body: TSignUpRequest) =>
  api<unknown>('/auth/sign-up/email', { method: 'POST', body: JSON.stringify(body) });

export type TSignUpFields = Pick<
  TSignUpRequest,
  'email' | 'password' | 'birthYear' | 'guardianEmail'
>;

/** Creates the account for someone who accepted the current terms and confirmed their age. */
export const signUpRequest = (fields: TSignUpFields) =>
  signUp({
    ...fields,
    name: signupName(fields.email),
    ageConfirmed: true,
    termsVersionAccepted: TERMS_VERSION,
  });

/** Where the emailed link lands (through the server, which adds ?token= or ?error=). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** Always 200, whether or not the email has an account: no account discovery. */
export const requestPasswordReset = ({ email }: Pick<TSignUpRequest, 'email'>) =>
  api<unknown>('/auth/request-password-reset', {
    method: 'POST',
    body: JSON.stringify({ email, redirectTo: RESET_PASSWORD_PATH }),
  });

export const PASSWORD_CHANGED = 'Your password has been changed. Please log in.';

export type TResetPasswordRequest = { newPassword: string; token: string };

/** Sets the new password; a 400 naming the token field for an expired or already used link. */
export const resetPassword = (body: TResetPasswordRequest) =>
  api<unknown>('/auth/reset-password', { method: 'POST', body: JSON.stringify(body) });
