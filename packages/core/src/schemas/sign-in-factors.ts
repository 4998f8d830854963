import { z } from 'zod';
import { safeString } from '../text.ts';

/*
 * Two-factor sign-in (an authenticator app's codes, or a backup code) and passkeys (decisions/035).
 * better-auth does the work behind our bridge; these are the bodies the server accepts and the
 * words the server and the web app both say.
 */

export const SIGN_IN_FACTOR_MESSAGES = {
  adminNeedsTwoFactor:
    'Admins must turn on two-factor sign-in first: Account → Two-factor sign-in.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a backup code',
  codeShape: 'Enter the 6-digit code from your app, or a backup code like ABCDE-12345',
  wrongCode: 'That code is not right. Check the time on your phone and try the newest code.',
  passwordRequired: 'Enter your password',
  passkeyNameRequired: 'Give this passkey a name',
  passkeyNameTooLong: 'Use at most 60 characters',
  passkeyNotFound: 'That passkey is already removed',
} as const;

/** An authenticator app's code: 6 digits (spaces a person typed are dropped). */
export const TOTP_CODE = /^\d{6}$/;
/** A backup code as better-auth makes them: two groups of five letters and digits. */
export const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** What a person typed in the code box, tidied: no spaces; a backup code keeps its dash. */
export const tidyCode = (typed: string) => typed.replace(/\s+/g, '');

/** Which check a typed code goes to: the app's code or a backup code (null: neither shape). */
export function codeKind(typed: string): 'totp' | 'backup' | null {
  const code = tidyCode(typed);
  if (TOTP_CODE.test(code)) return 'totp';
  if (BACKUP_CODE.test(code)) return 'backup';
  return null;
}

const ZCode = safeString()
  .transform(tidyCode)
  .pipe(
    z
      .string()
      .min(1, SIGN_IN_FACTOR_MESSAGES.codeRequired)
      .refine((c) => codeKind(c) !== null, SIGN_IN_FACTOR_MESSAGES.codeShape),
  );

const ZPasswordAgain = safeString().min(1, SIGN_IN_FACTOR_MESSAGES.passwordRequired).max(1000);

/** POST /api/auth/two-factor/enable: the password again; the app is set up by the answer. */
export const ZEnableTwoFactorRequest = z.strictObject({ password: ZPasswordAgain });

/** POST /api/auth/two-factor/disable: the password and a code (the app's, or a backup code). */
export const ZDisableTwoFactorRequest = z.strictObject({ password: ZPasswordAgain, code: ZCode });
export type TDisableTwoFactorRequest = z.input<typeof ZDisableTwoFactorRequest>;

/** POST /api/auth/two-factor/verify-totp and /verify-backup-code, signing in or turning on. */
export const ZVerifyCodeRequest = z.strictObject({
  code: ZCode,
  trustDevice: z.boolean().optional(),
});

/** POST /api/auth/two-factor/generate-backup-codes: new codes, the old ones stop working. */
export const ZBackupCodesRequest = z.strictObject({ password: ZPasswordAgain });

export const ZPasskeyName = safeString()
  .trim()
  .min(1, SIGN_IN_FACTOR_MESSAGES.passkeyNameRequired)
  .max(60, SIGN_IN_FACTOR_MESSAGES.passkeyNameTooLong);

/** One passkey, as /account lists it: its name and dates, never the key. */
export const ZPasskeySummary = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced between devices (iCloud Keychain, Google Password Manager…) or bound to one. */
  backedUp: z.boolean(),
});
export type TPasskeySummary = z.infer<typeof ZPasskeySummary>;
export const ZPasskeysResponse = z.object({ passkeys: z.array(ZPasskeySummary) });
export type TPasskeysResponse = z.infer<typeof ZPasskeysResponse>;
