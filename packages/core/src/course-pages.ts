import { revealsAnswers } from './learning.ts';
import { completesByQuiz } from './mastery.ts';
import { ACCESS_LEVELS, hasFeature, type TAccessLevel } from './plan-matrix.ts';
import { MONTHLY_PRICES } from './plans.ts';
import { ROLE_LABELS } from './roles.ts';
import { SECTIONS, type TSection } from './sections.ts';

/*
 * The public course pages (/courses, /courses/:category/:project; docs/decisions/023): which
 * lesson a visitor may watch without an account, what each plan opens of one course, and how
 * a course's length reads.
 */

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type TCourseLevel = (typeof COURSE_LEVELS)[number];

type TPlaced = { section: TSection; number: number };

/**
 * The one free preview lesson of a project: the first Build lesson (Build is what a free
 * account opens, PLAN_MATRIX), else the first lesson in section order. Null without lessons.
 * `lessons` are the project's published lessons.
 */
export function previewLesson<T extends TPlaced>(lessons: readonly T[]): T | null {
  const order = (l: TPlaced) => SECTIONS.indexOf(l.section) * 100_000 + l.number;
  const build = lessons.filter((l) => l.section === 'build');
  const pool = build.length ? build : lessons;
  return [...pool].sort((a, b) => order(a) - order(b))[0] ?? null;
}

/**
 * What a visitor without a session may open: the project's preview lesson and nothing else.
 * The server asks this on every lesson endpoint a visitor reaches (learning/access/access.ts).
 */
export const visitorMayOpen = (lessonId: string, preview: { id: string } | null) =>
  preview !== null && preview.id === lessonId;

/** Which sections a plan level opens: the plan matrix's row for each section. */
export const sectionsOpenAt = (level: TAccessLevel): TSection[] =>
  SECTIONS.filter((s) => hasFeature(level, s));

/** How the course page names a level: never a plan code. */
export const levelName = (level: TAccessLevel) =>
  level === 'free' ? 'Free account' : ROLE_LABELS[level];

export type TCoursePlan = {
  level: TAccessLevel;
  name: string;
  /** Whole rand a month; null for the free account. */
  monthlyPrice: number | null;
  sections: TSection[];
  /** Lessons of this course the level opens. */
  lessonCount: number;
};

/** What each plan opens of one course, given its published lessons per section. */
export function coursePlans(lessonsPer: Partial<Record<TSection, number>>): TCoursePlan[] {
  return ACCESS_LEVELS.map((level) => {
    const sections = sectionsOpenAt(level).filter((s) => (lessonsPer[s] ?? 0) > 0);
    return {
      level,
      name: levelName(level),
      monthlyPrice: level === 'free' ? null : MONTHLY_PRICES[level],
      sections,
      lessonCount: sections.reduce((n, s) => n + (lessonsPer[s] ?? 0), 0),
    };
  });
}

/** "2 h 05 min", "12 min", "45 s": a lesson's or a course's length. */
export function formatLength(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return '';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Widths the cover frame is made in (WebP); the pages pick one with srcset/sizes. */
export const COVER_WIDTHS = [320, 640, 960] as const;
export type TCoverWidth = (typeof COVER_WIDTHS)[number];

/** The public address of a course's cover frame at one width (server: modules/learning/course-pages). */
export const coverUrl = (category: string, project: string, width: TCoverWidth) =>
  `/course-covers/${category}/${project}/${width}.webp`;

export type TPreviewQuestion = { correctOption: number; explanations: readonly string[] };

/**
 * Scores the free preview's quiz (nothing is stored). As on the lesson page (learning.ts's
 * revealsAnswers), the right options come only once the answers pass or from the second failed
 * try on: `failedBefore` is how many earlier tries failed, as the server's signed answer to the
 * last one says. The chosen option's explanation always comes. `answers` are option indexes.
 */
export function scorePreviewQuiz(
  questions: readonly TPreviewQuestion[],
  answers: readonly number[],
  failedBefore = 0,
) {
  const score = questions.filter((q, i) => answers[i] === q.correctOption).length;
  const passed = completesByQuiz(score);
  const failed = passed ? failedBefore : failedBefore + 1;
  const revealed = revealsAnswers(passed, failed);
  const results = questions.map((q, i) => {
    const chosen = answers[i] ?? -1;
    return {
      position: i + 1,
      chosen,
      correct: chosen === q.correctOption,
      rightOption: revealed ? q.correctOption : null,
      explanation: q.explanations[chosen] ?? '',
    };
  });
  return { score, total: questions.length, passed, revealed, failed, results };
}
