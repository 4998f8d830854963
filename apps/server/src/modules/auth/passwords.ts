import {
  COMMON_PASSWORD_MESSAGE,
  withGuardianRules,
  ZPassword,
  ZSignUpFields,
} from '@thinkbuild/core';
import { ZChangeEmailRequest } from '@thinkbuild/core/schemas/account-security';
import {
  ZBackupCodesRequest,
  ZDisableTwoFactorRequest,
  ZEnableTwoFactorRequest,
  ZPasskeyName,
  ZVerifyCodeRequest,
} from '@thinkbuild/core/schemas/sign-in-factors';
import { safeString } from '@thinkbuild/core/text';
import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

/**
 * The 10,000 most common passwords, most frequent first, from zxcvbn-ts's maintained list
 * (lower case; compared case-insensitively). Kept on the server: too big for the browser.
 */
const COMMON = new Set(dictionary['passwords-common'].slice(0, 10_000));

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());

const ZNewPassword = ZPassword.refine((p) => !isCommonPassword(p), COMMON_PASSWORD_MESSAGE);

/** A WebAuthn ceremony's answer from the browser: an object of at most a few kilobytes. */
const ZCeremonyAnswer = z
  .record(z.string().max(40), z.unknown())
  .refine((v) => JSON.stringify(v).length <= 16_000, 'Too large');

/** The bodies of better-auth's endpoints that take a user's text, as the server accepts them. */
export const AUTH_BODY_SCHEMAS = {
  '/sign-up/email': withGuardianRules(ZSignUpFields.extend({ password: ZNewPassword })),
  // better-auth also reads the token from the query; only what we send is allowed here.
  '/reset-password': z.strictObject({
    newPassword: ZNewPassword,
    token: safeString().max(200).optional(),
  }),
  '/change-password': z.strictObject({
    currentPassword: safeString().max(1000),
    newPassword: ZNewPassword,
    revokeOtherSessions: z.boolean().optional(),
  }),
  // The new address, the current password (email-change.ts checks it) and where the link
  // leads back to (a path on this site, callback-url.ts).
  '/change-email': ZChangeEmailRequest,
  // Deleting the account takes the password again, never a mailed token or nothing at all.
  '/delete-user': z.strictObject({
    password: safeString().min(1, 'Enter your password').max(1000),
  }),
  // Two-factor sign-in and passkeys (two-factor.ts, passkeys.ts): no trusted devices, names kept short.
  '/two-factor/enable': ZEnableTwoFactorRequest,
  '/two-factor/disable': ZDisableTwoFactorRequest,
  '/two-factor/verify-totp': ZVerifyCodeRequest,
  '/two-factor/verify-backup-code': ZVerifyCodeRequest,
  '/two-factor/generate-backup-codes': ZBackupCodesRequest,
  '/passkey/register': z.strictObject({ name: ZPasskeyName, response: ZCeremonyAnswer }),
  '/passkey/rename': z.strictObject({ id: safeString().max(100), name: ZPasskeyName }),
  '/passkey/remove': z.strictObject({ id: safeString().max(100) }),
  '/passkey/sign-in': z.strictObject({ response: ZCeremonyAnswer }),
  // Only the name: better-auth would also take an `image` URL and our own columns.
  '/update-user': z.strictObject({
    name: safeString().trim().max(100, 'Name must be at most 100 characters').optional(),
  }),
} as const;
