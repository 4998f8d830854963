// Reads and writes of the course itself: projects, published lessons and their questions, and the
// lesson reads other modules ask for through learning/service.ts (renditions, search, the admin
// dashboard).
import type { TCategory, TSection } from '@thinkbuild/core';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { category, lesson, project, quizQuestion } from '../../../db/schema.ts';

/** An option as one asking ordered it: its id there and its index in the stored options. */
export type { TAttemptOption } from '../../../db/schema.ts';

export async function findProject(db: TDb, category: TCategory, slug: string) {
  const [row] = await db
    .select()
    .from(project)
    .where(
      and(eq(project.category, category), eq(project.slug, slug), eq(project.status, 'published')),
    )
    .limit(1);
  return row ?? null;
}

/** A published project of a published category, by its address, or null (My project). */
export async function findOpenProject(db: TDb, categorySlug: TCategory, slug: string) {
  const [row] = await db
    .select({
      id: project.id,
      category: project.category,
      slug: project.slug,
      title: project.title,
    })
    .from(project)
    .innerJoin(category, eq(category.slug, project.category))
    .where(
      and(
        eq(project.category, categorySlug),
        eq(project.slug, slug),
        eq(project.status, 'published'),
        eq(category.status, 'published'),
      ),
    )
    .limit(1);
  return row ?? null;
}

const listColumns = {
  id: lesson.id,
  section: lesson.section,
  number: lesson.number,
  title: lesson.title,
  difficulty: lesson.difficulty,
  durationSeconds: lesson.durationSeconds,
};

/** The published lessons of a project, or of one of its sections. */
const publishedIn = (projectId: string, section?: TSection) =>
  and(
    eq(lesson.projectId, projectId),
    eq(lesson.published, true),
    section ? eq(lesson.section, section) : undefined,
  );

/** Published lessons of a project (optionally one section), in lesson-number order. */
export function listLessons(db: TDb, projectId: string, section?: TSection) {
  return db
    .select(listColumns)
    .from(lesson)
    .where(publishedIn(projectId, section))
    .orderBy(asc(lesson.number));
}

/** Published lessons per section (an aggregate: no rows leave the database). */
export function sectionTotals(db: TDb, projectId: string) {
  return db
    .select({ section: lesson.section, total: sql<number>`count(*)::int` })
    .from(lesson)
    .where(and(eq(lesson.projectId, projectId), eq(lesson.published, true)))
    .groupBy(lesson.section);
}

export async function findLesson(db: TDb, id: string) {
  const [row] = await db
    .select({
      lesson,
      project: {
        slug: project.slug,
        category: project.category,
        status: project.status,
        learnInOrder: project.learnInOrder,
      },
    })
    .from(lesson)
    .innerJoin(project, eq(project.id, lesson.projectId))
    .where(and(eq(lesson.id, id), eq(lesson.published, true)))
    .limit(1);
  return row ?? null;
}

export function listQuestions(db: TDb, lessonId: string) {
  return db
    .select()
    .from(quizQuestion)
    .where(eq(quizQuestion.lessonId, lessonId))
    .orderBy(asc(quizQuestion.position));
}

/** The category and slug of each of these projects, by id (missing: no such project). */
/** The projects of every category with this slug, published or not (a post's project). */
export const projectsWithSlug = (db: TDb, slug: string) =>
  db
    .select({ id: project.id, category: project.category, slug: project.slug })
    .from(project)
    .where(eq(project.slug, slug));

export async function projectsByIds(db: TDb, ids: readonly string[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: project.id,
            category: project.category,
            slug: project.slug,
            title: project.title,
            status: project.status,
          })
          .from(project)
          .where(inArray(project.id, [...ids]));
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}

export async function lessonExists(db: TDb, lessonId: string) {
  const [row] = await db.select({ id: lesson.id }).from(lesson).where(eq(lesson.id, lessonId));
  return Boolean(row);
}

/** The lesson's current video key (null: no video, or no such lesson). */
export async function currentVideoKey(db: TDb, lessonId: string) {
  const [row] = await db
    .select({ videoKey: lesson.videoKey })
    .from(lesson)
    .where(eq(lesson.id, lessonId));
  return row?.videoKey ?? null;
}

/** Every lesson that has a video, with its key. */
export const lessonsWithVideo = (db: TDb) =>
  db
    .select({ id: lesson.id, videoKey: sql<string>`${lesson.videoKey}` })
    .from(lesson)
    .where(isNotNull(lesson.videoKey));

/** Sets a lesson's length when it has none yet. */
export async function fillLessonDuration(db: TDb, lessonId: string, seconds: number) {
  await db
    .update(lesson)
    .set({ durationSeconds: seconds })
    .where(and(eq(lesson.id, lessonId), isNull(lesson.durationSeconds)));
}

/** How many lessons there are, published or not (the admin dashboard). */
export async function countLessons(db: TDb) {
  const [row] = await db.select({ n: count() }).from(lesson);
  return row?.n ?? 0;
}

/** What a search result needs to link to each of these lessons, by id. */
export async function lessonLinks(db: TDb, ids: readonly string[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: lesson.id,
            title: lesson.title,
            description: lesson.description,
            category: project.category,
            project: project.slug,
            projectTitle: project.title,
            section: lesson.section,
            number: lesson.number,
            learnInOrder: project.learnInOrder,
          })
          .from(lesson)
          .innerJoin(project, eq(project.id, lesson.projectId))
          .where(inArray(lesson.id, [...ids]));
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}

/** How many published lessons one section of a project holds and their known length in seconds. */
export async function sectionLength(db: TDb, projectId: string, section: TSection) {
  const [row] = await db
    .select({
      lessons: sql<number>`count(*)::int`,
      seconds: sql<number>`coalesce(sum(${lesson.durationSeconds}), 0)::int`,
    })
    .from(lesson)
    .where(publishedIn(projectId, section));
  return { lessons: row?.lessons ?? 0, seconds: row?.seconds ?? 0 };
}
