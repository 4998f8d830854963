import { formatPrice, PLANS } from './billing.ts';
import { QUESTIONS_PER_LESSON, sortLessons } from './learning.ts';
import { finishToGoOn, type TLessonLock, upNextAfter } from './mastery.ts';
import { hasFeature, LISTED_PLAN_MATRIX, PLAN_MATRIX } from './plan-matrix.ts';
import { planCode } from './plans.ts';
import { ROLE_LABELS, TIERS, type TRole, type TTier } from './roles.ts';
import { SECTION_LABELS, SECTIONS, type TSection } from './sections.ts';

/*
 * "Always a next step": what the lesson page offers after a quiz, what "Continue" on /home
 * opens, and what a lesson the plan does not open offers instead. The server decides the first
 * two from the learner's progress; the page only shows them.
 */

/** A lesson as a next step names it: where it is, and its title. */
export type TLessonStop = { id: string; section: TSection; number: number; title: string };

type TCourseLesson = TLessonStop & { completed: boolean };

export type TNextStep =
  /** Failed: review the wrong questions and try again. */
  | { kind: 'retry' }
  /** Passed, but the lesson's code exercise is still open (core's completesWithExercise). */
  | { kind: 'exercise' }
  /** The next unfinished lesson after this one in its section. */
  | { kind: 'lesson'; lesson: TLessonStop }
  /** Nothing unfinished after it, but an earlier lesson of the section is. */
  | { kind: 'finish'; lesson: TLessonStop }
  /**
   * Every lesson of the section is complete: where to go on (the first unfinished lesson of the
   * next section that has one, wrapping round to earlier sections), or null when the whole
   * project is complete.
   */
  | { kind: 'section'; section: TSection; next: TLessonStop | null };

const stop = ({ id, section, number, title }: TLessonStop): TLessonStop => ({
  id,
  section,
  number,
  title,
});

/**
 * The step after a quiz on lesson `id`. `lessons` are the project's published lessons with the
 * learner's completion as it is after this quiz; `quiz` is the submission's outcome.
 */
export function nextStepAfterQuiz(
  lessons: readonly TCourseLesson[],
  id: string,
  quiz: { passed: boolean; completed: boolean },
): TNextStep {
  if (!quiz.passed) return { kind: 'retry' };
  if (!quiz.completed) return { kind: 'exercise' };
  const ordered = sortLessons(lessons);
  const here = ordered.find((l) => l.id === id);
  if (!here) return { kind: 'retry' };
  const inSection = ordered.filter((l) => l.section === here.section);
  const after = inSection.find((l) => l.number > here.number && !l.completed);
  if (after) return { kind: 'lesson', lesson: stop(after) };
  const before = inSection.find((l) => !l.completed && l.id !== id);
  if (before) return { kind: 'finish', lesson: stop(before) };
  const start = SECTIONS.indexOf(here.section);
  const rest = [...SECTIONS.slice(start + 1), ...SECTIONS.slice(0, start)];
  for (const section of rest) {
    const open = ordered.find((l) => l.section === section && !l.completed);
    if (open) return { kind: 'section', section: here.section, next: stop(open) };
  }
  return { kind: 'section', section: here.section, next: null };
}

/**
 * As many questions waiting as one quiz asks: then reviewing them is a better next step than
 * new material (spaced review works while the mistakes are recent).
 */
export const REVIEW_FIRST_AT = QUESTIONS_PER_LESSON;

/**
 * What "Continue" on /home opens: review when enough questions wait (or when no lesson is
 * left to continue with and any wait), else the first unfinished lesson; null: nothing to do.
 */
export function continueWith(opts: {
  waiting: number;
  hasLesson: boolean;
}): 'review' | 'lesson' | null {
  const { waiting, hasLesson } = opts;
  if (waiting >= REVIEW_FIRST_AT || (!hasLesson && waiting > 0)) return 'review';
  return hasLesson ? 'lesson' : null;
}

/** "Review 6 questions": the Continue card's words when review is the better step. */
export const reviewStepLabel = (n: number) => `Review ${n} question${n === 1 ? '' : 's'}`;

/** What a section the learner's plan does not open offers: the cheapest plan that opens it. */
export type TSectionOffer = {
  tier: TTier;
  /** The learner-visible plan name: "Creator". */
  plan: string;
  /** "R500": its monthly price, as every page writes prices. */
  price: string;
  /** What that plan opens that the learner does not have yet, as the plan matrix names it. */
  opens: string[];
};

/** The offer for `section` to a learner with `role`, or null when their plan opens it. */
export function sectionOffer(section: TSection, role: TRole): TSectionOffer | null {
  if (hasFeature(role, section)) return null;
  const from = PLAN_MATRIX.find((row) => row.feature === section)?.from;
  // Sections open at a paid level; a free one would have returned above.
  const tier = TIERS.find((t) => t === from) ?? 'creator';
  return {
    tier,
    plan: ROLE_LABELS[tier],
    price: formatPrice(PLANS[planCode(tier, 'monthly')]),
    opens: LISTED_PLAN_MATRIX.filter(
      (row) => hasFeature(tier, row.feature) && !hasFeature(role, row.feature),
    ).map((row) => row.label),
  };
}

/**
 * Why Next Lesson cannot open the next lesson yet, with the words it shows instead: this lesson
 * is to finish first, an earlier one is, or the next section is not in the plan.
 */
export type TNextBlock =
  | { kind: 'finish'; reason: string }
  | { kind: 'order'; reason: string; lock: TLessonLock }
  | { kind: 'plan'; reason: string };

/**
 * Next Lesson's state, from what the server decided (the next section's access, and the lesson
 * the next one waits for) and this lesson's progress as the page holds it: passing the quiz here
 * opens the next lesson without asking the server again. Null: Next Lesson opens it.
 */
export function nextLessonBlock(opts: {
  next: { section: TSection } | null;
  nextAllowed: boolean;
  nextLockedBy: TLessonLock | null;
  here: {
    id: string;
    completed: boolean;
    hasQuiz: boolean;
    quizPassed: boolean;
    hasExercise: boolean;
  };
  role: TRole;
}): TNextBlock | null {
  const { next, nextLockedBy: lock, here } = opts;
  if (!next) return null;
  if (!opts.nextAllowed) {
    const plan = sectionOffer(next.section, opts.role)?.plan ?? 'a paid plan';
    return { kind: 'plan', reason: `${SECTION_LABELS[next.section]} opens with ${plan}` };
  }
  if (!lock) return null;
  if (lock.id !== here.id) return { kind: 'order', reason: upNextAfter(lock), lock };
  return here.completed ? null : { kind: 'finish', reason: finishToGoOn(here) };
}
