import { sortLessons } from './learning.ts';
import type { TLessonStop } from './next-step.ts';
import { SECTIONS, type TSection } from './sections.ts';

/*
 * My courses on /home: how far a learner is in a project, section by section, the exact lesson
 * its Continue opens, and the lesson a track starts with. The server computes them from the
 * published lessons and the learner's completions; the page only shows them.
 */

/** A published lesson of a project with whether this learner completed it. */
export type TProgressLesson = TLessonStop & { completed: boolean };

export type TSectionProgress = {
  section: TSection;
  done: number;
  total: number;
  /** Whether the learner's plan opens it (a closed one shows its offer, not a Continue). */
  open: boolean;
};

export type TCourseProgress = {
  done: number;
  total: number;
  /** The sections that have lessons, in course order. */
  sections: TSectionProgress[];
  /**
   * The first lesson in course order not yet complete among the sections the plan opens, the one
   * the course page resumes at too; null when every one of them is complete.
   */
  next: TLessonStop | null;
};

const stop = ({ id, section, number, title }: TLessonStop): TLessonStop => ({
  id,
  section,
  number,
  title,
});

/** A project's progress for a learner whose plan opens `open`. */
export function courseProgress(
  lessons: readonly TProgressLesson[],
  open: readonly TSection[],
): TCourseProgress {
  const ordered = sortLessons(lessons);
  const sections = SECTIONS.map((section) => {
    const here = ordered.filter((l) => l.section === section);
    return {
      section,
      done: here.filter((l) => l.completed).length,
      total: here.length,
      open: open.includes(section),
    };
  }).filter((s) => s.total > 0);
  const next = ordered.find((l) => !l.completed && open.includes(l.section));
  return {
    done: sections.reduce((n, s) => n + s.done, 0),
    total: ordered.length,
    sections,
    next: next ? stop(next) : null,
  };
}

/**
 * Where a track starts for this learner: its first project (in the track's order) with a lesson
 * their plan opens, at its first such lesson in course order (a free learner's Build lesson 1,
 * a Creator's Planning lesson 1); null when no project of the track has one.
 */
export function trackStart<P extends { lessons: readonly TLessonStop[] }>(
  projects: readonly P[],
  open: readonly TSection[],
): { project: P; lesson: TLessonStop } | null {
  for (const project of projects) {
    const first = sortLessons(project.lessons).find((l) => open.includes(l.section));
    if (first) return { project, lesson: stop(first) };
  }
  return null;
}
