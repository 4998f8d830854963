import { ApiError } from '../../../lib/api-client.ts';

/** The server's message for one field of a refused form (e.g. a too common password). */
export const serverFieldError = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError ? error.body.fields?.[field] : undefined;

/** Sign-up with an email that has an account: a 409 CONFLICT naming the email field. */
export const isAlreadyRegistered = (error: unknown) =>
  error instanceof ApiError &&
  error.body.code === 'CONFLICT' &&
  serverFieldError(error, 'email') !== undefined;

/** A reset link that was used or has expired: the server refuses its token field. */
export const isInvalidToken = (error: unknown) => serverFieldError(error, 'token') !== undefined;

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
