import { ERROR_STATUS, type TErrorBody, type TErrorCode } from '@thinkbuild/core/errors';
import { CODE_BY_STATUS as OUR_CODES } from '../../http/error-handler.ts';

/*
 * better-auth answers its errors in its own words: `{ code: 'INVALID_TOKEN', message }`, a 404
 * with no body for a path it does not know, `[body.email] Invalid input` for a bad field. Every
 * error of ours is `{ code, message, fields? }` with our codes (core/errors.ts), so the bridge
 * translates: its messages stay where they are written for people, its codes become ours, and
 * what the web app needs to tell apart (an email already taken, a spent reset link) is said
 * with a field, as our own validation does (docs/decisions/003-auth-bridge-and-limits.md).
 */

/** Ours, plus better-auth's 422 (a body it could not act on): a 400 VALIDATION. */
const CODE_BY_STATUS: Record<number, TErrorCode> = { ...OUR_CODES, 422: 'VALIDATION' };

/** better-auth codes whose answer is one field of the form. */
const FIELD_BY_CODE: Record<string, { code: TErrorCode; field: string }> = {
  // A wrong password where one is asked again: change-password names it currentPassword.
  INVALID_PASSWORD: { code: 'VALIDATION', field: 'password' },
  PASSWORD_REQUIRED: { code: 'VALIDATION', field: 'password' },
  USER_ALREADY_EXISTS: { code: 'CONFLICT', field: 'email' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'CONFLICT', field: 'email' },
  INVALID_TOKEN: { code: 'VALIDATION', field: 'token' },
  // Two-factor sign-in: a wrong code is a mistake in the code box, not a missing session.
  INVALID_CODE: { code: 'VALIDATION', field: 'code' },
  INVALID_BACKUP_CODE: { code: 'VALIDATION', field: 'code' },
};

/** better-auth codes answered with our status and our words (two-factor sign-in). */
const ANSWER_BY_CODE: Record<string, { code: TErrorCode; message: string }> = {
  // A challenge's 5 wrong codes: it is spent, and the password is asked again.
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    code: 'RATE_LIMITED',
    message: 'Too many wrong codes. Sign in again with your password.',
  },
  ACCOUNT_TEMPORARILY_LOCKED: {
    code: 'RATE_LIMITED',
    message: 'Too many wrong codes for this account. Please wait 15 minutes and try again.',
  },
  INVALID_TWO_FACTOR_COOKIE: {
    code: 'UNAUTHENTICATED',
    message: 'This sign-in has expired. Sign in again with your password.',
  },
};

/** Codes of ours that our hooks give better-auth to answer with: they leave as they are. */
const OUR_OWN_CODES = new Set<string>(['EMAIL_NOT_VERIFIED'] satisfies TErrorCode[]);

/** better-auth's schema messages: "[body.newEmail] Invalid input: expected string". */
const FIELD_MESSAGE = /^\[(?:body|query)\.([^\]]+)\] (.+)$/s;

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

type TTheirs = { code?: unknown; message?: unknown };

function parseTheirs(raw: Buffer): TTheirs {
  try {
    const body: unknown = JSON.parse(raw.toString('utf8'));
    return body && typeof body === 'object' ? (body as TTheirs) : {};
  } catch {
    return {};
  }
}

/** Our status and body for one of better-auth's error answers (status 400 and up). */
export function translateAuthError(
  status: number,
  raw: Buffer,
  method: string,
  path: string,
): { status: number; body: TErrorBody } {
  if (status >= 500) {
    const code: TErrorCode = status === 503 ? 'UNAVAILABLE' : 'INTERNAL';
    return { status: ERROR_STATUS[code], body: { code, message: INTERNAL_MESSAGE } };
  }
  const theirs = parseTheirs(raw);
  const theirCode = typeof theirs.code === 'string' ? theirs.code : '';
  const message = typeof theirs.message === 'string' && theirs.message ? theirs.message : '';
  if (OUR_OWN_CODES.has(theirCode) && message) {
    const code = theirCode as TErrorCode;
    return { status: ERROR_STATUS[code], body: { code, message } };
  }
  const ours = ANSWER_BY_CODE[theirCode];
  if (ours) return { status: ERROR_STATUS[ours.code], body: ours };
  const asField = FIELD_BY_CODE[theirCode];
  if (asField) {
    const text = message || 'Not valid';
    const field =
      theirCode === 'INVALID_PASSWORD' && path.endsWith('/change-password')
        ? 'currentPassword'
        : asField.field;
    return {
      status: ERROR_STATUS[asField.code],
      body: { code: asField.code, message: text, fields: { [field]: text } },
    };
  }
  const code = CODE_BY_STATUS[status] ?? 'VALIDATION';
  // A status of ours keeps its number; one we have no code for (405, 413…) keeps its own.
  const ourStatus = status in CODE_BY_STATUS ? ERROR_STATUS[code] : status;
  const field = FIELD_MESSAGE.exec(message);
  if (field?.[1] && field[2]) {
    const body = { code, message: `${field[1]}: ${field[2]}`, fields: { [field[1]]: field[2] } };
    return { status: ourStatus, body };
  }
  const fallback = status === 404 ? `No route for ${method} ${path}` : 'The request is not valid';
  return { status: ourStatus, body: { code, message: message || fallback } };
}
