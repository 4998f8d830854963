import { regexes } from 'zod/v4/core';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from './safe-text.ts';

/*
 * The email and new-password rules of schemas/account.ts (ZEmail, ZPassword) as plain functions,
 * with the same messages: the sign-in screens check them in the browser without the zod runtime,
 * which would not fit the light pages' 20 KB (docs/decisions/042). account-rules.test.ts checks
 * they agree with the schemas.
 */

/** The version of the terms of service in force; users who accepted an older one are asked again. */
export const TERMS_VERSION = '2025-05-29';

/** Minimum password length (sign-up and reset; the server enforces the same number). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_EMAIL_LENGTH = 254;
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address';

/** What is wrong with a (trimmed) email address, as ZEmail says it; undefined when valid. */
export function emailProblem(email: string): string | undefined {
  const valid = regexes.email.test(email) && email.length <= MAX_EMAIL_LENGTH;
  return valid ? undefined : INVALID_EMAIL_MESSAGE;
}

/** What is wrong with a new password, as ZPassword says it; undefined when valid. */
export function newPasswordProblem(password: string): string | undefined {
  if (!isSafeText(password)) return UNSAFE_TEXT_MESSAGE;
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Use at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters`;
  return undefined;
}
