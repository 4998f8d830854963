/**
 * Review: questions a learner got wrong in a lesson quiz come back on /review,
 * spaced out. A question leaves the queue once it is answered right twice in review on two
 * different days; a wrong answer starts it over. "Day" is a calendar day in the server's
 * TIME_ZONE (decisions/013): a time zone the client names is never used, or naming a far one
 * would open a second answer on the same day.
 */

/** One queued question's schedule. `lastAnsweredAt` is null when it has not been reviewed yet. */
export type TReviewSchedule = { streak: number; lastAnsweredAt: Date | null };

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ("2026-11-23") of `at` in `timeZone` (an IANA name such as Africa/Johannesburg). */
export function calendarDay(at: Date, timeZone: string): string {
  // Made once per zone: a new formatter costs far more than formatting (every watching batch).
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Due when never reviewed (it just went wrong in a quiz), or last answered on an earlier day
 * than today: at most one review of a question per day.
 */
export function isReviewDue(s: TReviewSchedule, now: Date, timeZone: string): boolean {
  return (
    s.lastAnsweredAt === null ||
    calendarDay(s.lastAnsweredAt, timeZone) < calendarDay(now, timeZone)
  );
}

/** Right answers in review on different days that take a question out of the queue. */
export const REVIEW_RIGHT_TO_LEAVE = 2;

/** The schedule after a review answer, or null when the question leaves the queue. */
export function afterReviewAnswer(
  s: TReviewSchedule,
  correct: boolean,
  now: Date,
): TReviewSchedule | null {
  if (!correct) return { streak: 0, lastAnsweredAt: now };
  const streak = s.streak + 1;
  return streak >= REVIEW_RIGHT_TO_LEAVE ? null : { streak, lastAnsweredAt: now };
}

/** A question got wrong in a lesson quiz (again): due now, counting starts over. */
export const afterQuizMistake = (): TReviewSchedule => ({ streak: 0, lastAnsweredAt: null });

/** "Review: 6 questions waiting" on /home. */
export const reviewWaitingLabel = (n: number) =>
  n === 0 ? 'Review: nothing waiting' : `Review: ${n} question${n === 1 ? '' : 's'} waiting`;
