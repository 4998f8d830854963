import { PASS_SCORE, WATCHED_COMPLETE_FRACTION } from './learning.ts';

/**
 * Mastery (decisions/013): a lesson with a quiz is complete when the quiz is passed (PASS_SCORE of
 * 5); watching it to the end only makes it "watched". A lesson without a complete quiz has
 * nothing to pass, so watching it to WATCHED_COMPLETE_FRACTION completes it.
 */
export function completesByWatching(watchedFraction: number, hasQuiz: boolean): boolean {
  return !hasQuiz && watchedFraction >= WATCHED_COMPLETE_FRACTION;
}

export const completesByQuiz = (score: number) => score >= PASS_SCORE;

/** A lesson's state for the learner, as the course menu shows it. */
export const LESSON_STATES = ['not_started', 'watched', 'quiz_failed', 'complete'] as const;
export type TLessonState = (typeof LESSON_STATES)[number];

export const LESSON_STATE_LABELS: Record<TLessonState, string> = {
  not_started: 'Not started',
  watched: 'Watched',
  quiz_failed: 'Quiz failed',
  complete: 'Complete',
};

export function lessonState(progress: {
  completed: boolean;
  positionSeconds: number;
  bestScore: number | null;
}): TLessonState {
  if (progress.completed) return 'complete';
  if (progress.bestScore !== null && progress.bestScore < PASS_SCORE) return 'quiz_failed';
  if (progress.positionSeconds > 0 || progress.bestScore !== null) return 'watched';
  return 'not_started';
}

/** The lesson a locked one waits for. */
export type TLessonLock = { id: string; number: number; title: string };

type TPrevious = TLessonLock & { completed: boolean };

/**
 * "Learn in order": in such a project a lesson opens only when the previous lesson of its
 * section (by number) is complete. The first lesson of a section is always open, and so is
 * every lesson for an admin. Returns the lesson to finish first, or null when it is open.
 */
export function orderLock(opts: {
  learnInOrder: boolean;
  isAdmin: boolean;
  previous: TPrevious | null;
}): TLessonLock | null {
  const { learnInOrder, isAdmin, previous } = opts;
  if (!learnInOrder || isAdmin || !previous || previous.completed) return null;
  return { id: previous.id, number: previous.number, title: previous.title };
}

/**
 * The locks of consecutive lessons of one section, in number order; `before` is the lesson just
 * ahead of the first one (another page of the list), or null at the section's start.
 */
export function orderLocks<T extends TPrevious>(
  opts: { learnInOrder: boolean; isAdmin: boolean },
  lessons: readonly T[],
  before: TPrevious | null,
): (TLessonLock | null)[] {
  return lessons.map((_, i) =>
    orderLock({ ...opts, previous: i === 0 ? before : (lessons[i - 1] ?? null) }),
  );
}

export const orderLockMessage = (lock: TLessonLock) =>
  `Finish lesson ${lock.number}, “${lock.title}”, first: this project is learnt in order.`;
