import type { TSection } from './sections.ts';
import { SECTIONS } from './sections.ts';

/** SPEC.md §9: each lesson has five questions, each with five options. */
export const QUESTIONS_PER_LESSON = 5;
export const OPTIONS_PER_QUESTION = 5;
/** A lesson is complete when its quiz is passed with 4 of 5 or better (mastery.ts). */
export const PASS_SCORE = 4;
/** An option's explanation: one or two sentences. */
export const EXPLANATION_MAX_LENGTH = 400;
export const WATCHED_COMPLETE_FRACTION = 0.9;

/**
 * After a failed attempt the learner learns which questions were wrong, not the right options:
 * those come once they pass, or from their second failed attempt on (decisions/013).
 */
export const REVEAL_AFTER_FAILED_ATTEMPTS = 2;
export const revealsAnswers = (passed: boolean, failedAttempts: number) =>
  passed || failedAttempts >= REVEAL_AFTER_FAILED_ATTEMPTS;

/**
 * A lesson with a code exercise is complete only when its exercise is passed too, on top of
 * mastery.ts's rule (the quiz passed, or watched when it has no quiz). `exercisePassed` is null
 * for a lesson without an exercise. Progress, "Learn in order" and review read the completion
 * this decides; certificates apply it per lesson (certificates.ts).
 */
export const completesWithExercise = (
  completesOtherwise: boolean,
  exercisePassed: boolean | null,
) => completesOtherwise && exercisePassed !== false;

/** Fisher–Yates with the caller's randomness (the server passes a crypto source). */
export function shuffled<T>(items: readonly T[], randomInt: (below: number) => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export type TLessonRef = { id: string; section: TSection; number: number };

/** Course order: sections in SPEC order, lessons by number (numerically: 2 before 10). */
export function sortLessons<T extends { section: TSection; number: number }>(
  lessons: readonly T[],
): T[] {
  return [...lessons].sort(
    (a, b) => SECTIONS.indexOf(a.section) - SECTIONS.indexOf(b.section) || a.number - b.number,
  );
}

/**
 * The lessons before and after `id` in course order: Next after a section's last lesson is the
 * first lesson of the next section that has lessons; Previous does the reverse; null at the ends.
 */
export function neighbours<T extends TLessonRef>(
  lessons: readonly T[],
  id: string,
): { prev: T | null; next: T | null } {
  const ordered = sortLessons(lessons);
  const i = ordered.findIndex((l) => l.id === id);
  if (i === -1) return { prev: null, next: null };
  return { prev: ordered[i - 1] ?? null, next: ordered[i + 1] ?? null };
}
