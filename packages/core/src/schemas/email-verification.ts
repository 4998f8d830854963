import { z } from 'zod';
import { ZEmail } from './account.ts';

/*
 * Verified email (decisions/034): a new account learns at once, but what costs money, carries
 * the learner's name to others or moves the account needs the address proven by the link
 * mailed at sign-up. The server refuses with EMAIL_NOT_VERIFIED (403); the screens say so
 * beforehand, with a Resend button. Server and web say the same words.
 */

/** What needs a verified address, each with the words the refusal and the notice use. */
export const VERIFIED_EMAIL_ACTIONS = {
  pay: 'pay for a plan',
  certificate: 'earn a certificate',
  post: 'publish what others can read',
  changeEmail: 'change your email',
} as const;
export type TVerifiedEmailAction = keyof typeof VERIFIED_EMAIL_ACTIONS;

/** Where the link mailed at sign-up lands, after better-auth has checked it. */
export const VERIFY_EMAIL_PATH = '/verify-email';

/** better-auth's codes on the landing page's `?error=` when a link does not work. */
export const VERIFY_LINK_ERRORS = ['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_NOT_FOUND'] as const;

/** Resend: at most this many links per address in this many minutes (and per client address). */
export const VERIFY_EMAIL_RESEND_LIMIT = { max: 3, minutes: 15 } as const;

export const VERIFY_EMAIL_MESSAGES = {
  /** The 403 of an action that needs a verified address, and the notice on its screen. */
  needed: (action: TVerifiedEmailAction) =>
    `Verify your email to ${VERIFIED_EMAIL_ACTIONS[action]}: open the link we sent you, or ask for a new one.`,
  sentTo: (email: string) => `We sent a verification link to ${email}.`,
  resent: (email: string) =>
    `Sent. Open the link in the email we just sent to ${email} (check your spam folder too).`,
  resendLimited: `You asked for several links just now. Please wait ${VERIFY_EMAIL_RESEND_LIMIT.minutes} minutes, then try again.`,
  alreadyVerified: 'Your email is already verified.',
  verified: 'Your email is verified. You can now pay, earn certificates and change your email.',
  linkInvalid:
    'That link has expired or is not valid. Ask for a new one and open it within 24 hours.',
} as const;

/** POST /api/auth/send-verification-email (better-auth's, behind our bridge): Resend. */
export const ZResendVerificationRequest = z.strictObject({
  email: ZEmail,
  callbackURL: z.literal(VERIFY_EMAIL_PATH).optional(),
});
export type TResendVerificationRequest = z.infer<typeof ZResendVerificationRequest>;
