import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { safeString } from '../text.ts';

/** Minimum password length (sign-up and reset; the server enforces the same number). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** The version of the terms of service in force; users who accepted an older one are asked again. */
export const TERMS_VERSION = '2025-05-29';

/** The server refuses the 10,000 most common passwords (a list too big to ship to browsers). */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones and easy to guess. Please choose another.';

export const ZEmail = z.email('Enter a valid email address').max(254);
export const ZPassword = safeString()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`);

export const ZMe = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  lifetimeAccess: z.boolean(),
  /** True when the user accepted the current TERMS_VERSION. */
  termsAccepted: z.boolean(),
  /** The data saver (ADR 011): null until the learner chooses; then the browser's hint rules. */
  dataSaver: z.boolean().nullable(),
  /** The zone every date on the site is written in (the server's TIME_ZONE setting). */
  timeZone: z.string(),
});
export type TMe = z.infer<typeof ZMe>;

export const ZAcceptTermsRequest = z.object({
  version: z.literal(TERMS_VERSION, {
    error: () => ({ message: 'These are not the current terms' }),
  }),
  ageConfirmed: z.literal(true, {
    error: () => ({ message: 'Please confirm you are 13 or older' }),
  }),
});
export type TAcceptTermsRequest = z.infer<typeof ZAcceptTermsRequest>;

/**
 * What the sign-up form sends to POST /api/auth/sign-up/email (better-auth + our fields). The
 * server applies it as is: any other field (better-auth's `image`, …) is refused.
 */
export const ZSignUpRequest = z.strictObject({
  email: ZEmail,
  password: ZPassword,
  name: safeString().trim().max(100, 'Name must be at most 100 characters'),
  ageConfirmed: z.literal(true, {
    error: () => ({ message: 'Please confirm you are 13 or older' }),
  }),
  termsVersionAccepted: z.literal(TERMS_VERSION, {
    error: () => ({ message: 'Please accept the terms of service' }),
  }),
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

/** PATCH /api/me/preferences: settings remembered for the account. */
export const ZPreferencesRequest = z.strictObject({
  dataSaver: z.boolean({ error: () => ({ message: 'Data saver must be on or off' }) }),
});
export type TPreferencesRequest = z.infer<typeof ZPreferencesRequest>;
