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

/** A lesson of one section's "Learn in order" chain, with whether this learner completed it. */
export type TChainLesson = TLessonLock & { completed: boolean };

/**
 * "Learn in order": in such a project a lesson opens only when the previous lesson of its
 * section (by number) is complete. The first lesson of a section is always open, and so is
 * every lesson for an admin.
 *
 * A locked lesson names the first unfinished lesson on the way to it: the one after the last
 * complete lesson before it. That one is open (its previous lesson is complete, or it starts the
 * section), so following the link never lands on another lock. The server's single-lesson query
 * (learning/repo.ts `orderLockOf`) mirrors this rule.
 *
 * `lessons` is a whole section in number order; returns each lesson's lock, or null when open.
 */
export function orderLocks<T extends TChainLesson>(
  opts: { learnInOrder: boolean; isAdmin: boolean },
  lessons: readonly T[],
): (TLessonLock | null)[] {
  if (!opts.learnInOrder || opts.isAdmin) return lessons.map(() => null);
  let firstUnfinished: TLessonLock | null = null;
  return lessons.map((l) => {
    const lock = firstUnfinished;
    if (l.completed) firstUnfinished = null;
    else firstUnfinished ??= { id: l.id, number: l.number, title: l.title };
    return lock;
  });
}

/**
 * One lesson's lock from what the server reads for it: `waitsFor` is the first unfinished lesson
 * after the last complete one before it in its section (null when the previous one is complete).
 */
export function orderLock(opts: {
  learnInOrder: boolean;
  isAdmin: boolean;
  waitsFor: TLessonLock | null;
}): TLessonLock | null {
  const { learnInOrder, isAdmin, waitsFor } = opts;
  if (!learnInOrder || isAdmin || !waitsFor) return null;
  return { id: waitsFor.id, number: waitsFor.number, title: waitsFor.title };
}

/**
 * The lesson after `here` in its section, as the lesson page's Next Lesson sees it (the
 * orderLocks rule, from what the page already knows): open once `here` is complete; else it
 * waits for what `here` waits for, or for `here` itself.
 */
export function nextOrderLock(opts: {
  learnInOrder: boolean;
  isAdmin: boolean;
  here: TChainLesson;
  hereLock: TLessonLock | null;
}): TLessonLock | null {
  const { learnInOrder, isAdmin, here, hereLock } = opts;
  if (!learnInOrder || isAdmin || here.completed) return null;
  const { id, number, title } = hereLock ?? here;
  return { id, number, title };
}

/*
 * A lesson closed by the learning order is never worded as a paid lock: it is "up next" after
 * the lesson to finish first (a padlock and a price mean the plan). The course menu says the
 * short form, the lesson screen and the server's refusals the long one.
 */

/** "Up next after lesson 2": the course menu's words for an order-closed lesson. */
export const upNextAfter = (lock: TLessonLock) => `Up next after lesson ${lock.number}`;

/** "Up next after lesson 2, “Navigation”": the lesson screen's and the server's refusal. */
export const orderLockMessage = (lock: TLessonLock) =>
  `Up next after lesson ${lock.number}, “${lock.title}”`;

/** What finishing a lesson takes, for Next Lesson while the next one waits for it. */
export function finishToGoOn(here: {
  hasQuiz: boolean;
  quizPassed: boolean;
  hasExercise: boolean;
}): string {
  if (here.hasQuiz && !here.quizPassed) return 'Finish the quiz to go on';
  if (here.hasExercise) return 'Finish the code exercise to go on';
  return 'Watch this lesson to the end to go on';
}
