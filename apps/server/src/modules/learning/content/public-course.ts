// What the public course pages read of the course tables (docs/decisions/023): published
// projects with their published lessons, and the one free preview lesson with its quiz.
// Nothing here is about a learner: every answer is the same for every visitor.
import { previewLesson, SECTIONS, type TCategory, type TSection } from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { captionCues } from '../../lesson-text/service.ts';
import { findProject, listLessons, listQuestions } from './lessons-repo.ts';
import { lessonDescription, publishedLessonRows } from './public-course-repo.ts';

export type TPublicLesson = {
  id: string;
  section: TSection;
  number: number;
  title: string;
  durationSeconds: number | null;
};

export type TPublicProject = {
  category: TCategory;
  categoryTitle: string;
  slug: string;
  title: string;
  description: string;
  level: string;
  outcomes: string[];
  prerequisites: string[];
  /** Published lessons in section order, then number. */
  lessons: TPublicLesson[];
};

const inOrder = (a: TPublicLesson, b: TPublicLesson) =>
  SECTIONS.indexOf(a.section) - SECTIONS.indexOf(b.section) || a.number - b.number;

/** Every published project that has published lessons, in catalog order, with its lessons. */
export async function publicProjects(db: TDb): Promise<TPublicProject[]> {
  const rows = await publishedLessonRows(db);
  const byProject = new Map<string, TPublicProject>();
  for (const r of rows) {
    let p = byProject.get(r.projectId);
    if (!p) {
      const { category: c, categoryTitle, slug, title, description, level } = r;
      const { outcomes, prerequisites } = r;
      p = {
        category: c,
        categoryTitle,
        slug,
        title,
        description,
        level,
        outcomes,
        prerequisites,
        lessons: [],
      };
      byProject.set(r.projectId, p);
    }
    p.lessons.push({
      id: r.id,
      section: r.section,
      number: r.number,
      title: r.lessonTitle,
      durationSeconds: r.durationSeconds,
    });
  }
  const projects = [...byProject.values()];
  for (const p of projects) p.lessons.sort(inOrder);
  return projects;
}

/** One project's page data, or null when it is unknown or has no published lesson. */
export async function publicProject(db: TDb, cat: TCategory, slug: string) {
  const found = await findProject(db, cat, slug);
  if (!found) return null;
  return (await publicProjects(db)).find((p) => p.category === cat && p.slug === slug) ?? null;
}

/**
 * The preview lesson's text and quiz, as a visitor sees them: questions and options in their
 * stored order, never which option is right (the server scores, quiz/preview-routes.ts).
 */
export async function previewContent(db: TDb, lessonId: string) {
  const [description, questions, cues] = await Promise.all([
    lessonDescription(db, lessonId),
    listQuestions(db, lessonId),
    captionCues(db, lessonId).catch(() => null),
  ]);
  return {
    description,
    transcript: (cues?.cues ?? []).map((c) => ({ start: c.start, text: c.text })),
    questions: questions.map((q) => ({
      position: q.position,
      question: q.question,
      options: q.options,
    })),
  };
}

/** The project's preview lesson (core's previewLesson over its published lessons). */
export async function previewOfProject(db: TDb, projectId: string) {
  return previewLesson(await listLessons(db, projectId));
}
