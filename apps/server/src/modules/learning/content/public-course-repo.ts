import { and, asc, eq, exists } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { category, lesson, project } from '../../../db/schema.ts';

/**
 * Every published lesson of a published project, one row each with its project and category,
 * in catalog order (public-course.ts groups them by project).
 */
export const publishedLessonRows = (db: TDb) =>
  db
    .select({
      projectId: project.id,
      category: project.category,
      categoryTitle: category.title,
      slug: project.slug,
      title: project.title,
      description: project.description,
      level: project.level,
      outcomes: project.outcomes,
      prerequisites: project.prerequisites,
      id: lesson.id,
      section: lesson.section,
      number: lesson.number,
      lessonTitle: lesson.title,
      durationSeconds: lesson.durationSeconds,
    })
    .from(project)
    .innerJoin(category, eq(category.slug, project.category))
    .innerJoin(lesson, and(eq(lesson.projectId, project.id), eq(lesson.published, true)))
    .where(eq(project.status, 'published'))
    .orderBy(asc(category.position), asc(project.position));

/** A lesson's description (empty when there is no such lesson). */
export async function lessonDescription(db: TDb, lessonId: string) {
  const [row] = await db
    .select({ description: lesson.description })
    .from(lesson)
    .where(eq(lesson.id, lessonId));
  return row?.description ?? '';
}

/**
 * The title and description of every course a visitor can open (a published project with a
 * published lesson, as /courses lists them), in catalog order: what a visitor's search matches.
 */
export const publicCourseTexts = (db: TDb) =>
  db
    .select({
      category: project.category,
      slug: project.slug,
      title: project.title,
      description: project.description,
    })
    .from(project)
    .innerJoin(category, eq(category.slug, project.category))
    .where(
      and(
        eq(project.status, 'published'),
        exists(
          db
            .select({ one: lesson.id })
            .from(lesson)
            .where(and(eq(lesson.projectId, project.id), eq(lesson.published, true))),
        ),
      ),
    )
    .orderBy(asc(category.position), asc(project.position));
