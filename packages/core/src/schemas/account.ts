import { z } from 'zod';
import {
  INVALID_EMAIL_MESSAGE,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  TERMS_VERSION,
} from '../account-rules.ts';
import { birthYearProblem, guardianEmailProblem } from '../guardian.ts';
import { ROLES } from '../roles.ts';
import { safeString } from '../text.ts';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, TERMS_VERSION };

/**
 * The version of the privacy policy in force: a signed-in learner who last saw an older one is
 * shown the change once (the privacy page's "What changed").
 */
export const PRIVACY_VERSION = '2026-12-03';

/** The server refuses the 10,000 most common passwords (a list too big to ship to browsers). */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones and easy to guess. Please choose another.';

// The same rules without zod for the browser's light pages: account-rules.ts.
export const ZEmail = z.email(INVALID_EMAIL_MESSAGE).max(MAX_EMAIL_LENGTH);
export const ZPassword = safeString()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`);

export const ZMe = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  /** Two-factor sign-in (an authenticator app) is on; an admin without it is sent to turn it on. */
  twoFactorEnabled: z.boolean(),
  lifetimeAccess: z.boolean(),
  /** The address is proven by the link mailed at sign-up (decisions/034). */
  emailVerified: z.boolean(),
  /** True when the user accepted the current TERMS_VERSION. */
  termsAccepted: z.boolean(),
  /** POPIA: what waits for a parent's or guardian's consent (guardian.ts). */
  guardianHold: z.enum(['none', 'held', 'locked']),
  /** True while the learner has not been shown the current PRIVACY_VERSION's change. */
  privacyChanged: z.boolean(),
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
 * server applies it as is: any other field (better-auth's `image`, …) is refused. A learner
 * under 18 names a parent or guardian, who is asked for consent (guardian.ts, POPIA).
 */
export const ZSignUpFields = z.strictObject({
  email: ZEmail,
  password: ZPassword,
  name: safeString().trim().max(100, 'Name must be at most 100 characters'),
  ageConfirmed: z.literal(true, {
    error: () => ({ message: 'Please confirm you are 13 or older' }),
  }),
  termsVersionAccepted: z.literal(TERMS_VERSION, {
    error: () => ({ message: 'Please accept the terms of service' }),
  }),
  birthYear: z
    .number({ error: () => ({ message: 'Enter the year you were born, like 2008' }) })
    .int('Enter the year you were born, like 2008'),
  guardianEmail: ZEmail.optional(),
});

/** The year of birth and guardian rules (guardian.ts) on a sign-up body schema. */
export function withGuardianRules<T extends typeof ZSignUpFields>(schema: T) {
  return schema.superRefine((body, ctx) => {
    const now = new Date();
    const year = birthYearProblem(body.birthYear, now);
    if (year) ctx.addIssue({ code: 'custom', path: ['birthYear'], message: year });
    const guardian = year ? null : guardianEmailProblem(body, now);
    if (guardian) ctx.addIssue({ code: 'custom', path: ['guardianEmail'], message: guardian });
  });
}

export const ZSignUpRequest = withGuardianRules(ZSignUpFields);
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

/** PATCH /api/me/preferences: settings remembered for the account. */
export const ZPreferencesRequest = z.strictObject({
  dataSaver: z.boolean({ error: () => ({ message: 'Data saver must be on or off' }) }),
});
export type TPreferencesRequest = z.infer<typeof ZPreferencesRequest>;
