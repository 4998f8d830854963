import { MINIMUM_AGE, PARENTAL_PERMISSION_UNDER } from './plans.ts';

/*
 * POPIA sections 34 and 35: a child's personal information is processed only with the consent
 * of a competent person (a parent or guardian). Sign-up asks for the year of birth only, so the
 * age is known to within a year; every rule here takes the younger reading (the birthday may
 * still be ahead this year): a learner who might be 17 is treated as 17 (decisions/036).
 */

/** The earliest year of birth the form accepts. */
export const EARLIEST_BIRTH_YEAR = 1900;
/** Nobody younger than this can be the one typing (a mistyped year, most likely). */
export const YOUNGEST_SIGN_UP_AGE = 5;

/** The youngest the learner can be on `now`'s date, from the year alone. */
export const youngestAge = (birthYear: number, now: Date) => now.getUTCFullYear() - birthYear - 1;

/** Whether a learner born in `birthYear` needs a parent's or guardian's consent. */
export const needsGuardian = (birthYear: number, now: Date) =>
  youngestAge(birthYear, now) < PARENTAL_PERMISSION_UNDER;

/**
 * What a learner may do until the consent: `none` (an adult, consent given, or an account made
 * before year of birth was asked), `held` (13–17: learning works; payments, a public profile and
 * posting wait) or `locked` (under 13: nothing until the consent).
 */
export type TGuardianHold = 'none' | 'held' | 'locked';

export function guardianHold(
  learner: { birthYear: number | null; guardianConsentAt: Date | null },
  now: Date,
): TGuardianHold {
  if (learner.birthYear === null || learner.guardianConsentAt) return 'none';
  const age = youngestAge(learner.birthYear, now);
  if (age >= PARENTAL_PERMISSION_UNDER) return 'none';
  return age < MINIMUM_AGE ? 'locked' : 'held';
}

/** Why a payment, a public profile or a post is refused while the consent is missing. */
export const GUARDIAN_HELD_MESSAGE =
  'Your parent or guardian needs to agree first. We emailed them a link; once they open it, you can pay and post.';
/** Why an under-13 account cannot be used yet. */
export const GUARDIAN_LOCKED_MESSAGE =
  'Your parent or guardian needs to agree before you can use ThinkBuild. We emailed them a link.';

/** The sign-up form's rules for the year of birth and the guardian's email, one place. */
export function birthYearProblem(birthYear: number, now: Date): string | null {
  if (birthYear < EARLIEST_BIRTH_YEAR || birthYear > now.getUTCFullYear())
    return 'Enter the year you were born, like 2008';
  if (youngestAge(birthYear, now) + 1 < YOUNGEST_SIGN_UP_AGE)
    return 'Please check the year you were born';
  return null;
}

export function guardianEmailProblem(
  fields: { email: string; birthYear: number; guardianEmail?: string | undefined },
  now: Date,
): string | null {
  if (!needsGuardian(fields.birthYear, now)) return null;
  const guardian = fields.guardianEmail?.trim().toLowerCase();
  if (!guardian) return "Enter your parent's or guardian's email";
  if (guardian === fields.email.trim().toLowerCase())
    return "Use your parent's or guardian's own email, not yours";
  return null;
}
