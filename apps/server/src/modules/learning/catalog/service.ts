import {
  catalogStanding,
  continueWith,
  courseProgress,
  SECTIONS,
  type TCategory,
  type TCategoryResponse,
  type TCategorySummary,
  type TMyCourse,
  type TMyCoursesResponse,
  type TProgressLesson,
  trackStart,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
import { accessFor } from '../access/index.ts';
import { reviewSummary } from '../review/index.ts';
import { lessonsWithProgress, listCategories, listProjects } from './repo.ts';

/** The tracks as learners see them: live wherever they have lessons (core's catalogStanding). */
async function categories(db: TDb): Promise<TCategorySummary[]> {
  return (await listCategories(db)).map(({ publishedLessons, ...c }) => ({
    ...c,
    ...catalogStanding({ ...c, publishedLessons }),
  }));
}

export const getCatalog = async (db: TDb) => ({ categories: await categories(db) });

export async function getCategory(
  db: TDb,
  slug: TCategory,
  userId: string,
): Promise<TCategoryResponse> {
  const summary = (await categories(db)).find((c) => c.slug === slug);
  if (!summary) throw notFound('This category does not exist');
  const projects = (await listProjects(db, slug, userId)).map((p) => ({
    ...p,
    ...catalogStanding({ ...p, publishedLessons: p.episodeCount }),
  }));
  return { category: summary, projects };
}

type TProjectLessons = {
  category: TCategory;
  project: string;
  title: string;
  description: string;
  lessons: TProgressLesson[];
  /** The learner's last progress write in it (null: never started). */
  touched: Date | null;
};

/** The published lessons grouped by project, in the catalog's order. */
async function projectsWithProgress(db: TDb, userId: string): Promise<TProjectLessons[]> {
  const byProject = new Map<string, TProjectLessons>();
  for (const row of await lessonsWithProgress(db, userId)) {
    let entry = byProject.get(row.projectId);
    if (!entry) {
      entry = {
        category: row.category,
        project: row.project,
        title: row.projectTitle,
        description: row.description,
        lessons: [],
        touched: null,
      };
      byProject.set(row.projectId, entry);
    }
    const { id, section, number, title } = row;
    entry.lessons.push({ id, section, number, title, completed: row.completedAt !== null });
    if (row.updatedAt && (!entry.touched || row.updatedAt > entry.touched))
      entry.touched = row.updatedAt;
  }
  return [...byProject.values()];
}

/**
 * /home's My courses: the projects the learner started (any progress in them), last worked in
 * first, with their progress and the lesson Continue opens (core's courseProgress); every track
 * with where it starts for this learner (core's trackStart); and whether review comes first.
 */
export async function getMyCourses(
  db: TDb,
  viewer: TViewer,
  timeZone: string,
): Promise<TMyCoursesResponse> {
  const open = SECTIONS.filter((s) => accessFor(viewer, s).allowed);
  const [tracks, projects, review] = await Promise.all([
    categories(db),
    projectsWithProgress(db, viewer.id),
    reviewSummary(db, viewer, timeZone),
  ]);
  const courses: TMyCourse[] = projects
    .filter((p): p is TProjectLessons & { touched: Date } => p.touched !== null)
    .sort((a, b) => b.touched.getTime() - a.touched.getTime())
    .map((p) => ({
      category: p.category,
      project: p.project,
      title: p.title,
      ...courseProgress(p.lessons, open),
    }));
  const next = continueWith({ waiting: review.waiting, hasLesson: Boolean(courses[0]?.next) });
  return {
    courses,
    tracks: tracks.map((track) => {
      const start = trackStart(
        projects.filter((p) => p.category === track.slug),
        open,
      );
      return {
        ...track,
        start: start && {
          project: start.project.project,
          title: start.project.title,
          description: start.project.description,
          lessonCount: start.project.lessons.length,
          lesson: start.lesson,
        },
      };
    }),
    review: { waiting: review.waiting, first: next === 'review' },
  };
}
