import {
  coursePlans,
  previewLesson,
  SECTIONS,
  type TCategory,
  type TCourseCard,
  type TCourseOverview,
  type TCoverWidth,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import { foundingPlaces } from '../../auth/service.ts';
import {
  courseLevelOf,
  previewContent,
  publicProject,
  publicProjects,
  type TPublicProject,
} from '../content/index.ts';

/** What the pages need of the renditions module: which lessons have their cover frames. */
export type TCoverSource = { coverFolders(lessonIds: string[]): Promise<Map<string, string>> };

/** The project's first lesson (section order, then number): its video gives the cover frame. */
const firstLessonId = (p: TPublicProject) => p.lessons[0]?.id ?? '';

function cardOf(p: TPublicProject, covers: Map<string, string>): TCourseCard {
  return {
    category: p.category,
    categoryTitle: p.categoryTitle,
    slug: p.slug,
    title: p.title,
    description: p.description,
    level: courseLevelOf(p.level),
    lessonCount: p.lessons.length,
    totalSeconds: p.lessons.reduce((n, l) => n + (l.durationSeconds ?? 0), 0),
    hasCover: covers.has(firstLessonId(p)),
  };
}

/** /courses: every project of every track that has lessons to watch. */
export async function listCourses(db: TDb, covers: TCoverSource) {
  const projects = await publicProjects(db);
  const folders = await covers.coverFolders(projects.map(firstLessonId));
  return { courses: projects.map((p) => cardOf(p, folders)) };
}

async function projectOrThrow(db: TDb, category: TCategory, slug: string) {
  const p = await publicProject(db, category, slug);
  if (!p) throw notFound('This course does not exist');
  return p;
}

/**
 * /courses/:category/:project: outcomes, syllabus, plans, the free preview lesson and the
 * founding-member places (`foundingTotal`: LIFETIME_ACCESS_USERS), which decide what a new
 * account gets (docs/decisions/032).
 */
export async function courseOverview(
  db: TDb,
  covers: TCoverSource,
  category: TCategory,
  slug: string,
  foundingTotal: number,
): Promise<TCourseOverview> {
  const p = await projectOrThrow(db, category, slug);
  const folders = await covers.coverFolders([firstLessonId(p)]);
  const preview = previewLesson(p.lessons);
  const perSection = Object.fromEntries(
    SECTIONS.map((s) => [s, p.lessons.filter((l) => l.section === s).length]),
  );
  return {
    ...cardOf(p, folders),
    outcomes: p.outcomes,
    prerequisites: p.prerequisites,
    sections: SECTIONS.map((section) => ({
      section,
      lessons: p.lessons
        .filter((l) => l.section === section)
        .map((l) => ({
          number: l.number,
          title: l.title,
          durationSeconds: l.durationSeconds,
          preview: l.id === preview?.id,
        })),
    })).filter((s) => s.lessons.length > 0),
    plans: coursePlans(perSection),
    founding: await foundingPlaces(db, foundingTotal),
    preview: preview && {
      id: preview.id,
      section: preview.section,
      title: preview.title,
      durationSeconds: preview.durationSeconds,
      ...(await previewContent(db, preview.id)),
    },
  };
}

/** The storage key of a course's cover at one width, or null while it is not made. */
export async function coverKey(
  db: TDb,
  covers: TCoverSource,
  category: TCategory,
  slug: string,
  width: TCoverWidth,
) {
  const p = await publicProject(db, category, slug);
  const lessonId = p && firstLessonId(p);
  if (!lessonId) return null;
  const folder = (await covers.coverFolders([lessonId])).get(lessonId);
  return folder ? `${folder}cover-${width}.webp` : null;
}
