import type { TSection } from './sections.ts';

/** Error codes shared by server and client; the server maps each to one HTTP status. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  /** The action needs a verified email address (schemas/email-verification.ts). */
  EMAIL_NOT_VERIFIED: 403,
  /** POPIA: a learner under 18 whose parent or guardian has not agreed yet (guardian.ts). */
  GUARDIAN_CONSENT_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

/**
 * With a 403 for a lesson whose section the plan does not open: what the lesson and its section
 * are, so the page can show the lock as an offer (title, description, how much the section holds).
 */
export type TLockedLessonInfo = {
  title: string;
  description: string;
  section: TSection;
  sectionLessons: number;
  /** The section's known video length; lessons not yet measured count as 0. */
  sectionSeconds: number;
};

export type TErrorBody = {
  code: TErrorCode;
  message: string;
  fields?: Record<string, string>;
  locked?: TLockedLessonInfo;
};
