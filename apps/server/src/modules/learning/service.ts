import type { TCategory } from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import { closedLessons, openLesson } from './access/index.ts';
import {
  countLessons,
  currentVideoKey,
  fillLessonDuration,
  findOpenProject,
  findProject,
  lessonLinks,
  lessonExists as lessonRowExists,
  lessonsWithVideo,
  projectsByIds,
  projectsWithSlug,
  publicCourseTexts,
} from './content/index.ts';
import { firstExerciseStarter, publishRefusal } from './exercise/index.ts';
import { lessonScores } from './progress/index.ts';
import { claimUpload, lessonUploadOf, releaseUpload, touchUpload } from './video/index.ts';

/*
 * Learning's face for other modules (decisions/017): it owns the course tables (category,
 * project, lesson, quizzes, uploads) and the learner's progress, and other modules read and
 * write them only through the functions here, each taking ids or a viewer. Its own areas
 * (content, access, progress, quiz, exercise, review, video, learner, catalog, course pages)
 * import each other through their index.ts, never through this file.
 */

// The tag that whatever is built from the course content carries (blog posts, admin writes).
export { CATALOG_TAG } from './cache-keys.ts';
export { LESSON_NOT_FOUND } from './content/index.ts';
// Offline answers are scored and saved as online ones (modules/offline, decisions/022).
// modules/workspaces keeps a passed step (and a step's reference code) in the learner's project;
// modules/sites checks a Deployment lesson's site check at the learner's published address.
export { postSiteCheck, projectStep, putExerciseDraft } from './exercise/index.ts';
// The author's Insights (modules/insights, decisions/046): counts over many learners only.
export {
  dropOffView,
  exercisesView,
  funnelView,
  insightsProjects,
  quizView,
  retentionView,
  rollUpInsights,
  type TSpan,
} from './insights/index.ts';
export { lessonVideoKey, saveProgress } from './learner/index.ts';
export type { TLowData } from './low-data.ts';
// A learner's own rows, for "Download my data" (modules/account).
export { learningDataOf } from './personal-data-repo.ts';
export { submitQuiz } from './quiz/index.ts';
export { answerReview } from './review/index.ts';
export {
  attachVideo,
  removeOrphanVideos,
  type TUploadedVideo,
  UPLOAD_IN_PROGRESS_MESSAGE,
  UPLOAD_STALE_MS,
} from './video/index.ts';
// Watching a downloaded lesson offline is added up on sync as online (modules/offline).
export { recordWatching } from './watching/index.ts';

/** Whether a lesson with this id exists, published or not. */
export const lessonExists = (db: TDb, lessonId: string) => lessonRowExists(db, lessonId);

/**
 * Refuses (403 with the plan's or the order lock's message, 404 for no such published lesson)
 * unless the viewer may open the lesson now: what a learner's notes on it need (modules/notes).
 */
export async function requireOpenLesson(db: TDb, viewer: TViewer, lessonId: string) {
  await openLesson(db, viewer, lessonId);
}

/** How many lessons there are, published or not (the admin dashboard). */
export const lessonCount = (db: TDb) => countLessons(db);

/** A published project by its address, or null: its id, slug and title. */
export async function publishedCourse(db: TDb, category: TCategory, slug: string) {
  const found = await findProject(db, category, slug);
  return found && { id: found.id, slug: found.slug, title: found.title };
}

/**
 * A project open for My project (modules/workspaces): published, in a published category. Null
 * if none. One indexed read: every save of a workspace asks it.
 */
export const projectForWorkspace = (db: TDb, category: TCategory, slug: string) =>
  findOpenProject(db, category, slug);

/**
 * The starter files of a project's first exercise in course order (null: it has none): what a
 * new workspace starts from. `db` may be the caller's transaction.
 */
export const firstExerciseFilesOf = (db: TDb, projectId: string) =>
  firstExerciseStarter(db, projectId);

/** Each published lesson of a project with the learner's best score and exercise standing. */
export const lessonScoresIn = (db: TDb, projectId: string, userId: string) =>
  lessonScores(db, projectId, userId);

/** The category, slug, title and status of each of these projects, by id (missing: none). */
export const projectSummaries = (db: TDb, projectIds: readonly string[]) =>
  projectsByIds(db, projectIds);

/** The projects of every category with this slug, published or not (a post's project). */
export const projectsNamed = (db: TDb, slug: string) => projectsWithSlug(db, slug);

/**
 * The courses a visitor can open (published, with a published lesson): category, slug, title and
 * description, in catalog order. A visitor's search matches them (modules/search).
 */
export const publicCourses = (db: TDb) => publicCourseTexts(db);

/**
 * What a search result or a note needs to link to each of these lessons (its title and
 * description too), by id.
 */
export const lessonPlaces = (db: TDb, lessonIds: readonly string[]) => lessonLinks(db, lessonIds);

/**
 * Which of these lessons the viewer may not open: its section is not in their plan, or a
 * "Learn in order" project has a lesson to finish first. What hangs under a lesson (a question
 * found by search) is as closed as the lesson.
 */
export async function lessonsClosedTo(db: TDb, viewer: TViewer, lessonIds: readonly string[]) {
  const places = await lessonLinks(db, lessonIds);
  const closed = await closedLessons(
    db,
    viewer,
    [...places].map(([lessonId, p]) => ({
      lessonId,
      section: p.section,
      learnInOrder: p.learnInOrder,
    })),
  );
  return new Set([...lessonIds].filter((id) => !places.has(id) || closed.has(id)));
}

/** Every lesson that has a video, with its key (renditions makes what is missing). */
export const lessonVideos = (db: TDb) => lessonsWithVideo(db);

/** The lesson's video key now (null: no video, or no such lesson). */
export const videoKeyOfLesson = (db: TDb, lessonId: string) => currentVideoKey(db, lessonId);

/** Sets the lesson's length from its video, when it has none yet. */
export const recordLessonLength = (db: TDb, lessonId: string, seconds: number) =>
  fillLessonDuration(db, lessonId, seconds);

/** Why a video may not publish the lesson now (its exercise's Try checks), or null. */
export const videoPublishRefusal = (db: TDb, lessonId: string) => publishRefusal(db, lessonId);

/** True when `uploadId` now holds the lesson's one upload claim (decisions/005). */
export const claimVideoUpload = (db: TDb, lessonId: string, uploadId: string) =>
  claimUpload(db, lessonId, uploadId);

/** The upload sent bytes: its claim stays fresh. False when another upload took the lesson. */
export const keepVideoUploadClaim = (db: TDb, uploadId: string) => touchUpload(db, uploadId);

/** The upload finished, failed or was cancelled: its claim goes. */
export const releaseVideoUpload = (db: TDb, uploadId: string) => releaseUpload(db, uploadId);

/** The upload that holds the lesson's claim, if any. */
export const videoUploadOf = (db: TDb, lessonId: string) => lessonUploadOf(db, lessonId);

/**
 * The lesson's id, section and title when the viewer may open it (403 with the lesson page's
 * reason, 404 when it is not published): what hangs under a lesson (its questions) follows it.
 */
export async function lessonOpenTo(db: TDb, viewer: TViewer, lessonId: string) {
  const { lesson } = await openLesson(db, viewer, lessonId);
  return { id: lesson.id, section: lesson.section, title: lesson.title };
}
