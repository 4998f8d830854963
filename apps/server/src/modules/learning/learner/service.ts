// What a signed-in learner reads and writes on the course and lesson pages: the course's frame,
// a lesson with its quiz attempt and text, its captions and video, progress saves and "Continue".
import {
  completesByWatching,
  completesWithExercise,
  continueWith,
  exerciseStandingFor,
  neighbours,
  nextOrderLock,
  SECTIONS,
  type TCategory,
  type TCourseResponse,
  type TLessonResponse,
  type TProgressRequest,
  type TRecentResponse,
  type TSection,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
import { captionCues, lessonText, readCaptions } from '../../lesson-text/service.ts';
import { accessFor, lessonFrame, openLesson, openLessonFor } from '../access/index.ts';
import { learningCacheKeys, type TCourseReads } from '../cache-keys.ts';
import {
  findProject,
  hasCompleteQuiz,
  listLessons,
  listQuestions,
  sectionTotals,
} from '../content/index.ts';
import { exerciseStanding, lessonHasExercise } from '../exercise/index.ts';
import {
  doneCount,
  firstLesson,
  mostRecentProgress,
  progressByLesson,
  savePosition,
} from '../progress/index.ts';
import { openAttempt } from '../quiz/index.ts';
import { reviewSummary } from '../review/index.ts';

export function projectOrThrow({ db, memo }: TCourseReads, category: TCategory, slug: string) {
  return memo(learningCacheKeys.project(category, slug), async () => {
    const found = await findProject(db, category, slug);
    if (!found) throw notFound('This course does not exist');
    return {
      id: found.id,
      slug: found.slug,
      title: found.title,
      description: found.description,
      learnInOrder: found.learnInOrder,
    };
  });
}

/**
 * The course page's frame: sections with counts and access, progress, where to resume. Counts
 * are SQL aggregates and the resume lesson one indexed row, so the cost does not grow with the
 * number of lessons read into memory (bench/lesson-list.bench.ts).
 */
export async function getCourse(
  reads: TCourseReads,
  viewer: TViewer,
  category: TCategory,
  slug: string,
): Promise<TCourseResponse> {
  const { db, memo } = reads;
  const found = await projectOrThrow(reads, category, slug);
  const open = SECTIONS.filter((s) => accessFor(viewer, s).allowed);
  const [totals, done, resume] = await Promise.all([
    // The same for everyone: counted once per write, not per request.
    memo(learningCacheKeys.sectionTotals(found.id), () => sectionTotals(db, found.id)),
    doneCount(db, found.id, viewer.id),
    // Resume at the first unfinished lesson the learner may open, else the first they may
    // open, else the first lesson.
    firstLesson(db, found.id, viewer.id, open, true)
      .then((l) => l ?? firstLesson(db, found.id, viewer.id, open, false))
      .then((l) => l ?? firstLesson(db, found.id, viewer.id, SECTIONS, false)),
  ]);
  const totalOf = (s: TSection) => totals.find((c) => c.section === s)?.total ?? 0;
  return {
    category,
    project: { slug: found.slug, title: found.title, description: found.description },
    sections: SECTIONS.map((section) => ({
      section,
      lessonCount: totalOf(section),
      access: accessFor(viewer, section),
    })),
    resume,
    doneCount: done,
    lessonCount: totals.reduce((n, c) => n + c.total, 0),
  };
}

export async function getLesson(db: TDb, viewer: TViewer, id: string): Promise<TLessonResponse> {
  const { lesson, project, lock } = await lessonFrame(db, viewer, id, { describe: true });
  const [questions, siblings, progress, text, exercise] = await Promise.all([
    listQuestions(db, id),
    listLessons(db, lesson.projectId),
    progressByLesson(db, viewer.id, [id]),
    lessonText(db, id),
    lessonHasExercise(db, id),
  ]);
  const mine = progress.get(id);
  const { prev, next } = neighbours(siblings, id);
  const ref = (l: typeof prev) =>
    l ? { id: l.id, section: l.section, number: l.number, title: l.title } : null;
  return {
    id,
    category: project.category,
    project: project.slug,
    section: lesson.section,
    number: lesson.number,
    title: lesson.title,
    description: lesson.description,
    difficulty: lesson.difficulty,
    durationSeconds: lesson.durationSeconds,
    // Questions and shuffled options only: the correct option stays on the server.
    lockedBy: lock,
    // No attempt starts on a locked lesson.
    quiz: lock ? null : await openAttempt(db, viewer.id, id, questions),
    progress: {
      positionSeconds: mine?.positionSeconds ?? 0,
      completed: Boolean(mine?.completedAt),
      bestScore: mine?.bestQuizScore ?? null,
    },
    prev: ref(prev),
    next: ref(next),
    // Next Lesson's own lock: the next lesson of this section waits for this one (or for what
    // this one waits for) until it is complete; the first lesson of a section never waits.
    nextLockedBy:
      next?.section === lesson.section
        ? nextOrderLock({
            learnInOrder: project.learnInOrder,
            isAdmin: viewer.role === 'admin',
            here: {
              id,
              number: lesson.number,
              title: lesson.title,
              completed: Boolean(mine?.completedAt),
            },
            hereLock: lock,
          })
        : null,
    // A lesson locked until an earlier one is complete shows none of its content.
    hasCaptions: !lock && text.hasCaptions,
    snippets: lock ? [] : text.snippets,
    hasExercise: !lock && exercise,
  };
}

/** The captions file for the player's <track>: the same access rule as the video. */
export async function lessonCaptionsFile(db: TDb, viewer: TViewer | null, id: string) {
  await openLessonFor(db, viewer, id);
  return (await readCaptions(db, id)).vtt;
}

/** The captions' cues for the transcript: the same access rule as the video. */
export async function lessonCaptionCues(db: TDb, viewer: TViewer, id: string) {
  await openLesson(db, viewer, id);
  return captionCues(db, id);
}

/** The video of a lesson the viewer may open; without a session, only a preview lesson. */
export async function lessonVideoKey(db: TDb, viewer: TViewer | null, id: string) {
  const { lesson } = await openLessonFor(db, viewer, id);
  if (!lesson.videoKey) throw notFound('This lesson has no video yet');
  return lesson.videoKey;
}

export async function saveProgress(db: TDb, viewer: TViewer, id: string, body: TProgressRequest) {
  const { lesson } = await openLesson(db, viewer, id);
  const duration = lesson.durationSeconds ?? body.durationSeconds;
  const position = duration ? Math.min(body.positionSeconds, duration) : body.positionSeconds;
  const watched = duration ? position / duration : 0;
  // Mastery: watching completes only a lesson without a quiz to pass.
  const hasQuiz = hasCompleteQuiz(await listQuestions(db, id));
  const complete = completesWithExercise(
    completesByWatching(watched, hasQuiz),
    exerciseStandingFor(viewer.role, await exerciseStanding(db, viewer.id, id)),
  );
  const saved = await savePosition(db, viewer.id, id, position, complete);
  return {
    positionSeconds: saved?.positionSeconds ?? position,
    completed: Boolean(saved?.completedAt),
  };
}

/**
 * "Continue" on /home: in the project the learner worked in last, the first lesson they have not
 * completed among the sections their plan opens (never one already complete), and whether
 * reviewing the questions waiting is the better step (core's continueWith).
 */
export async function getRecent(
  db: TDb,
  viewer: TViewer,
  timeZone: string,
): Promise<TRecentResponse> {
  const [row, review] = await Promise.all([
    mostRecentProgress(db, viewer.id),
    reviewSummary(db, viewer, timeZone),
  ]);
  const open = SECTIONS.filter((s) => accessFor(viewer, s).allowed);
  const lesson = row && (await firstLesson(db, row.projectId, viewer.id, open, true));
  const next = continueWith({ waiting: review.waiting, hasLesson: Boolean(lesson) });
  return {
    recent: row && {
      category: row.category,
      project: row.project,
      projectTitle: row.projectTitle,
      lesson: lesson ?? null,
    },
    waiting: review.waiting,
    next,
  };
}
