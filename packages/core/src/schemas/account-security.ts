import { z } from 'zod';
import { safeString } from '../text.ts';
import { ZEmail } from './account.ts';

/*
 * Changing the email (with the password, a notice to the old address and its "This wasn't me"
 * link) and the list of signed-in sessions. The server and the web app say the same words.
 */

/** How long the old address's "This wasn't me" link can still take the account back. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/** Error codes on the confirmation link's return to /account (`?email=changed&error=…`). */
export const EMAIL_LINK_ERRORS = {
  /** The address now belongs to another account. */
  taken: 'EMAIL_TAKEN',
  /** The owner said "This wasn't me", or asked for another address since. */
  cancelled: 'EMAIL_CHANGE_CANCELLED',
} as const;

export const ACCOUNT_SECURITY_MESSAGES = {
  passwordRequired: 'Enter your current password',
  wrongPassword: 'That password is not right',
  sameEmail: 'This is already your email',
  emailLinkTaken:
    'That address now belongs to another ThinkBuild account, so your email stays as it was. Ask again with another address.',
  emailLinkCancelled:
    'That change was cancelled (or replaced by a newer one), so your email stays as it was.',
  emailLinkExpired: 'That link has expired or was already used. Ask again.',
  emailChanged: 'Your email is changed. Sign in with it from now on.',
  undoLinkInvalid:
    'That link has expired or was already used. If someone else controls your account, reset your password.',
  undoCancelled: 'Done: the change is cancelled and your email stays as it was.',
  undoReverted:
    'Done: your email is back and every device is signed out. Reset your password now if someone else may know it.',
  undoEmailTaken:
    'Your old address now belongs to another account, so we could not put it back. Please contact us.',
  sessionNotFound: 'That session has already ended',
  sessionsEnded: 'Every other device is signed out.',
} as const;

/** POST /api/auth/change-email (better-auth's, behind our bridge): the password comes too. */
export const ZChangeEmailRequest = z.strictObject({
  newEmail: ZEmail,
  password: safeString().min(1, ACCOUNT_SECURITY_MESSAGES.passwordRequired).max(1000),
  callbackURL: safeString().max(200).optional(),
});
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

/** POST /api/account/email-change/undo: the token from the old address's notice. */
export const ZUndoEmailChangeRequest = z.strictObject({
  token: safeString().min(1).max(200),
});

export const ZUndoEmailChangeResponse = z.object({
  outcome: z.enum(['cancelled', 'reverted']),
  message: z.string(),
});
export type TUndoEmailChangeResponse = z.infer<typeof ZUndoEmailChangeResponse>;

/** One signed-in session, as /account lists it: never its token. */
export const ZSessionSummary = z.object({
  id: z.string(),
  /** "Chrome on Windows", from the user agent; null when it says nothing we know. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device: z.enum(['desktop', 'mobile', 'tablet', 'other']),
  /**
   * When it was last seen: better-auth refreshes a session's updatedAt when it is used after its
   * updateAge (a day), so this is approximate; this browser's own session is in use now.
   */
  lastActiveAt: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export type TSessionSummary = z.infer<typeof ZSessionSummary>;

export const ZSessionsResponse = z.object({ sessions: z.array(ZSessionSummary) });
export type TSessionsResponse = z.infer<typeof ZSessionsResponse>;

export const ZSessionParams = z.object({ id: safeString().min(1).max(100) });

export const ZRevokedResponse = z.object({ revoked: z.number().int() });
export type TRevokedResponse = z.infer<typeof ZRevokedResponse>;
