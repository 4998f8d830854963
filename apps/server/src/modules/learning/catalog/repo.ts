import type { TCategory, TCategorySummary, TProjectSummary } from '@thinkbuild/core';
import { and, asc, countDistinct, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { category, lesson, lessonProgress, project } from '../../../db/schema.ts';

/** The tracks as stored, with their published projects and the lessons learners can watch. */
export async function listCategories(
  db: TDb,
): Promise<(TCategorySummary & { publishedLessons: number })[]> {
  const rows = await db
    .select({
      slug: category.slug,
      title: category.title,
      status: category.status,
      comingSoonLabel: category.comingSoonLabel,
      courseCount: countDistinct(project.id),
      publishedLessons: countDistinct(lesson.id),
    })
    .from(category)
    .leftJoin(project, and(eq(project.category, category.slug), eq(project.status, 'published')))
    .leftJoin(lesson, and(eq(lesson.projectId, project.id), eq(lesson.published, true)))
    .groupBy(category.slug)
    .orderBy(asc(category.position));
  return rows;
}

export async function listProjects(
  db: TDb,
  slug: TCategory,
  userId: string,
): Promise<TProjectSummary[]> {
  return db
    .select({
      slug: project.slug,
      title: project.title,
      description: project.description,
      status: project.status,
      comingSoonLabel: project.comingSoonLabel,
      episodeCount: countDistinct(lesson.id),
      doneCount: countDistinct(lessonProgress.lessonId),
    })
    .from(project)
    .leftJoin(lesson, and(eq(lesson.projectId, project.id), eq(lesson.published, true)))
    .leftJoin(
      lessonProgress,
      and(
        eq(lessonProgress.lessonId, lesson.id),
        eq(lessonProgress.userId, userId),
        isNotNull(lessonProgress.completedAt),
      ),
    )
    .where(eq(project.category, slug))
    .groupBy(project.id)
    .orderBy(asc(project.position));
}

/**
 * Every published lesson with the learner's progress row on it (null fields: none), in the
 * catalog's order (tracks, then projects by position): what My courses is computed from. A few
 * hundred small rows at most, read in one statement.
 */
export function lessonsWithProgress(db: TDb, userId: string) {
  return db
    .select({
      category: project.category,
      projectId: project.id,
      project: project.slug,
      projectTitle: project.title,
      description: project.description,
      id: lesson.id,
      section: lesson.section,
      number: lesson.number,
      title: lesson.title,
      completedAt: lessonProgress.completedAt,
      updatedAt: lessonProgress.updatedAt,
    })
    .from(lesson)
    .innerJoin(project, eq(project.id, lesson.projectId))
    .innerJoin(category, eq(category.slug, project.category))
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lesson.id), eq(lessonProgress.userId, userId)),
    )
    .where(eq(lesson.published, true))
    .orderBy(asc(category.position), asc(project.position), asc(project.id));
}
