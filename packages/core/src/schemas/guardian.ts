import { z } from 'zod';
import { safeString } from '../text.ts';
import { ZEmail } from './account.ts';

/* A parent's or guardian's consent for a learner under 18 (guardian.ts, POPIA). */

export const GUARDIAN_MESSAGES = {
  linkInvalid:
    'This link has already been used or replaced by a newer one. If the learner still needs your consent, ask them to send it again from their account.',
  agreed: 'Thank you. The account is open: the learner can now pay and post.',
  declined: 'The account and everything in it is deleted. Nothing more will be sent.',
  resent: 'We sent the link again.',
  nothingToResend: 'No consent is waiting for this account.',
} as const;

const ZToken = safeString().min(20, 'This link is not complete').max(200);

/** POST /api/guardian-consent/view: what the link's page shows. */
export const ZGuardianTokenRequest = z.strictObject({ token: ZToken });

export const ZGuardianRequestView = z.object({
  learnerEmail: z.string(),
  birthYear: z.number().nullable(),
  askedAt: z.string(),
});
export type TGuardianRequestView = z.infer<typeof ZGuardianRequestView>;

/** POST /api/guardian-consent: the guardian's answer. */
export const ZGuardianDecisionRequest = z.strictObject({
  token: ZToken,
  decision: z.enum(['agree', 'decline'], {
    error: () => ({ message: 'Choose to agree or decline' }),
  }),
});
export type TGuardianDecision = z.infer<typeof ZGuardianDecisionRequest>['decision'];

export const ZGuardianDecisionResponse = z.object({ message: z.string() });

/** POST /api/account/guardian-consent/resend: again, or to a corrected address. */
export const ZGuardianResendRequest = z.strictObject({ guardianEmail: ZEmail.optional() });

/** GET /api/account/guardian-consent: whom the learner named, and whether they agreed. */
export const ZGuardianStatus = z.object({
  guardianEmail: z.string(),
  consentedAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
});
export type TGuardianStatus = z.infer<typeof ZGuardianStatus>;
export const ZGuardianStatusResponse = z.object({ guardian: ZGuardianStatus.nullable() });

/** GET /api/privacy: the settings the privacy policy names (where data is kept, whom to ask). */
export const ZPrivacySettings = z.object({
  version: z.string(),
  hostingRegion: z.string(),
  officer: z.object({ name: z.string(), email: z.string() }),
});
export type TPrivacySettings = z.infer<typeof ZPrivacySettings>;
