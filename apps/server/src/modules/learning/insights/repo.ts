import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { lesson, project } from '../../../db/schema.ts';
import { rowsOf } from './days-repo.ts';

/*
 * What the author's Insights (decisions/046) show counts about: the projects, lessons,
 * questions and exercises as they are now. The counts themselves are in days-repo.ts (per day)
 * and rollup-repo.ts (the daily rollups).
 */

/** Every project with its published lessons in course order, for the Insights pickers. */
export async function insightsCatalog(db: TDb) {
  const rows = await db
    .select({
      projectId: project.id,
      projectTitle: project.title,
      category: project.category,
      slug: project.slug,
      lessonId: lesson.id,
      lessonTitle: lesson.title,
      section: lesson.section,
      number: lesson.number,
      durationSeconds: lesson.durationSeconds,
      published: lesson.published,
    })
    .from(project)
    .leftJoin(lesson, eq(lesson.projectId, project.id))
    .orderBy(
      asc(project.category),
      asc(project.position),
      asc(project.title),
      asc(lesson.section),
      asc(lesson.number),
    );
  return rows;
}

/** One lesson's title, duration and place (for the retention and quiz views), or undefined. */
export async function insightsLesson(db: TDb, lessonId: string) {
  const [row] = await db
    .select({
      id: lesson.id,
      title: lesson.title,
      section: lesson.section,
      number: lesson.number,
      durationSeconds: lesson.durationSeconds,
      category: project.category,
      slug: project.slug,
    })
    .from(lesson)
    .innerJoin(project, eq(project.id, lesson.projectId))
    .where(eq(lesson.id, lessonId));
  return row;
}

/** A lesson's questions as the author wrote them, in order. */
export async function lessonQuestions(db: TDb, lessonId: string) {
  return rowsOf<{ position: number; question: string; options: string[]; correct_option: number }>(
    await db.execute(sql`
      select position, question, options, correct_option from quiz_question
      where lesson_id = ${lessonId} order by position
    `),
  );
}

/** The exercises of a project's published lessons, in course order. */
export async function projectExercises(db: TDb, projectId: string) {
  return rowsOf<{ exercise_id: string; lesson_id: string; lesson_title: string }>(
    await db.execute(sql`
      select e.id as exercise_id, l.id as lesson_id, l.title as lesson_title
      from lesson_exercise e join lesson l on l.id = e.lesson_id
      where l.project_id = ${projectId} and l.published
      order by l.section, l.number
    `),
  );
}

/** A project's published lessons in course order. */
export async function projectLessons(db: TDb, projectId: string) {
  return db
    .select({ id: lesson.id, title: lesson.title, section: lesson.section })
    .from(lesson)
    .where(and(eq(lesson.projectId, projectId), eq(lesson.published, true)))
    .orderBy(asc(lesson.section), asc(lesson.number));
}
