import {
  COURSE_LEVELS,
  type TCategory,
  type TCourseFacts,
  type TCourseFactsInput,
  type TCourseLevel,
} from '@thinkbuild/core';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { project } from '../../../db/schema.ts';
import { notFound } from '../../../http/app-error.ts';

/*
 * A course's facts on its public page (docs/decisions/023): level, outcomes and prerequisites,
 * columns of `project`. The admin edits them; the course pages read them (public-course.ts).
 */

const COURSE_NOT_FOUND = 'This course does not exist';

/** The stored level, read as one of the fixed set (a row written before the set reads Beginner). */
export const courseLevelOf = (stored: string): TCourseLevel =>
  (COURSE_LEVELS as readonly string[]).includes(stored) ? (stored as TCourseLevel) : 'Beginner';

const columns = {
  category: project.category,
  slug: project.slug,
  title: project.title,
  status: project.status,
  level: project.level,
  outcomes: project.outcomes,
  prerequisites: project.prerequisites,
};
const where = (category: TCategory, slug: string) =>
  and(eq(project.category, category), eq(project.slug, slug));

const factsOf = (row: Omit<TCourseFacts, 'level'> & { level: string }): TCourseFacts => ({
  ...row,
  level: courseLevelOf(row.level),
});

/** Any project's facts, coming-soon ones included (the admin writes them before launch). */
export async function courseFacts(db: TDb, category: TCategory, slug: string) {
  const [row] = await db.select(columns).from(project).where(where(category, slug)).limit(1);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return factsOf(row);
}

export async function saveCourseFacts(
  db: TDb,
  category: TCategory,
  slug: string,
  input: TCourseFactsInput,
): Promise<TCourseFacts> {
  const [row] = await db
    .update(project)
    .set({
      level: input.level,
      outcomes: input.outcomes,
      prerequisites: input.prerequisites,
      updatedAt: new Date(),
    })
    .where(where(category, slug))
    .returning(columns);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return factsOf(row);
}
