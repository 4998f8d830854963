import { ApiError } from '../../../lib/api-client.ts';

const ALREADY_EXISTS = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

/** better-auth's error code of a failed call (its codes are not our TErrorCode list). */
export const errorCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? String(error.body.code) : undefined;

export const isAlreadyRegistered = (error: unknown) => ALREADY_EXISTS.has(errorCode(error) ?? '');

export const isInvalidToken = (error: unknown) => errorCode(error) === 'INVALID_TOKEN';

/** The server's message for one field of a refused form (e.g. a too common password). */
export const serverFieldError = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError ? error.body.fields?.[field] : undefined;

export const NETWORK_ERROR = 'We could not reach ThinkBuild. Check your connection and try again.';

/** The words to show for a failed auth call: the server's message, or what went wrong. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429 && !error.message)
      return 'Too many attempts. Wait a minute and try again.';
    // A refused field reads as its own message, without the "field: " prefix.
    const firstField = Object.values(error.body.fields ?? {})[0];
    return firstField || error.message || 'Something went wrong. Try again.';
  }
  // fetch rejects with a TypeError when the network is down; our own errors carry a message.
  if (error instanceof TypeError || !(error instanceof Error) || !error.message) {
    return NETWORK_ERROR;
  }
  return error.message;
}
