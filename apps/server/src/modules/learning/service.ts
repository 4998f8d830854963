import {
  isLessonComplete,
  LESSON_PAGE_SIZE,
  neighbours,
  PASS_SCORE,
  revealsAnswers,
  SECTIONS,
  sectionAccess,
  type TCategory,
  type TCourseResponse,
  type TLessonListQuery,
  type TLessonListResponse,
  type TLessonResponse,
  type TProgressRequest,
  type TQuizAttempt,
  type TQuizResult,
  type TQuizSubmitRequest,
  type TSection,
} from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { TMemo } from '../../http/public-cache.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import { captionCues, lessonText, readCaptions } from '../lesson-text/service.ts';
import { failedAttempts, gradeAttempt, openAttempt } from './quiz-attempts.ts';
import {
  doneCount,
  findLesson,
  findProject,
  firstLesson,
  listLessons,
  listLessonsWithProgress,
  listQuestions,
  mostRecentProgress,
  progressByLesson,
  savePosition,
  saveQuizScore,
  sectionTotals,
} from './repo.ts';

const accessFor = (viewer: TViewer, section: TSection) =>
  sectionAccess(section, { signedIn: true, role: viewer.role });

/** What the course pages read that is the same for every learner: memoized until a write. */
export type TCourseReads = { db: TDb; memo: TMemo };

function projectOrThrow({ db, memo }: TCourseReads, category: TCategory, slug: string) {
  return memo(`project:${category}:${slug}`, async () => {
    const found = await findProject(db, category, slug);
    if (!found) throw notFound('This course does not exist');
    return { id: found.id, slug: found.slug, title: found.title, description: found.description };
  });
}

/**
 * The course page's frame: sections with counts and access, progress, where to resume. Counts
 * are SQL aggregates and the resume lesson one indexed row, so the cost does not grow with the
 * number of lessons read into memory (issue 12).
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
    memo(`section-totals:${found.id}`, () => sectionTotals(db, found.id)),
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

/** One page of a section's lessons; a locked section still lists its titles (with its message). */
export async function getSectionLessons(
  reads: TCourseReads,
  viewer: TViewer,
  category: TCategory,
  slug: string,
  section: TSection,
  page: TLessonListQuery = { after: 0, limit: LESSON_PAGE_SIZE },
): Promise<TLessonListResponse> {
  const found = await projectOrThrow(reads, category, slug);
  // One row more than asked tells whether another page follows.
  const rows = await listLessonsWithProgress(reads.db, found.id, viewer.id, section, {
    after: page.after,
    limit: page.limit + 1,
  });
  const lessons = rows.slice(0, page.limit);
  return {
    section,
    access: accessFor(viewer, section),
    lessons: lessons.map(({ id, number, title, difficulty, durationSeconds, completedAt }) => ({
      id,
      number,
      title,
      difficulty,
      durationSeconds,
      completed: Boolean(completedAt),
    })),
    nextAfter: rows.length > page.limit ? (lessons.at(-1)?.number ?? null) : null,
  };
}

/** A published lesson the viewer may open, or the SPEC.md message for the section. */
async function openLesson(db: TDb, viewer: TViewer, id: string) {
  const found = await findLesson(db, id);
  if (found?.project.status !== 'published') throw notFound('This lesson does not exist');
  const access = accessFor(viewer, found.lesson.section);
  if (!access.allowed) throw new AppError('FORBIDDEN', access.message);
  return found;
}

export async function getLesson(db: TDb, viewer: TViewer, id: string): Promise<TLessonResponse> {
  const { lesson, project } = await openLesson(db, viewer, id);
  const [questions, siblings, progress, text] = await Promise.all([
    listQuestions(db, id),
    listLessons(db, lesson.projectId),
    progressByLesson(db, viewer.id, [id]),
    lessonText(db, id),
  ]);
  const mine = progress.get(id);
  const { prev, next } = neighbours(siblings, id);
  const ref = (l: typeof prev) => (l ? { id: l.id, section: l.section, number: l.number } : null);
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
    quiz: await openAttempt(db, viewer.id, id, questions),
    progress: {
      positionSeconds: mine?.positionSeconds ?? 0,
      completed: Boolean(mine?.completedAt),
      bestScore: mine?.bestQuizScore ?? null,
    },
    prev: ref(prev),
    next: ref(next),
    hasCaptions: text.hasCaptions,
    snippets: text.snippets,
  };
}

/** The captions file for the player's <track>: the same access rule as the video. */
export async function lessonCaptionsFile(db: TDb, viewer: TViewer, id: string) {
  await openLesson(db, viewer, id);
  return (await readCaptions(db, id)).vtt;
}

/** The captions' cues for the transcript: the same access rule as the video. */
export async function lessonCaptionCues(db: TDb, viewer: TViewer, id: string) {
  await openLesson(db, viewer, id);
  return captionCues(db, id);
}

export async function lessonVideoKey(db: TDb, viewer: TViewer, id: string): Promise<string> {
  const { lesson } = await openLesson(db, viewer, id);
  if (!lesson.videoKey) throw notFound('This lesson has no video yet');
  return lesson.videoKey;
}

/** A new try at the quiz (or the open one): its own option order. */
export async function startQuizAttempt(
  db: TDb,
  viewer: TViewer,
  id: string,
): Promise<TQuizAttempt> {
  await openLesson(db, viewer, id);
  const attempt = await openAttempt(db, viewer.id, id, await listQuestions(db, id));
  if (!attempt) throw new AppError('CONFLICT', 'This lesson has no complete quiz yet');
  return attempt;
}

/**
 * Scores an attempt. The answer says which questions were wrong; the right options only once
 * the learner passes or from their second failed attempt on (core's revealsAnswers).
 */
export async function submitQuiz(
  db: TDb,
  viewer: TViewer,
  id: string,
  body: TQuizSubmitRequest,
): Promise<TQuizResult> {
  await openLesson(db, viewer, id);
  const questions = await listQuestions(db, id);
  const ids = { userId: viewer.id, lessonId: id, attemptId: body.attemptId };
  const { score, results } = await gradeAttempt(db, ids, body.answers, questions);
  const passed = score >= PASS_SCORE;
  const saved = await saveQuizScore(db, viewer.id, id, score, passed);
  const revealed = revealsAnswers(passed, await failedAttempts(db, viewer.id, id));
  return {
    score,
    total: questions.length,
    passed,
    bestScore: saved?.bestQuizScore ?? score,
    completed: Boolean(saved?.completedAt),
    revealed,
    results: results.map(({ rightId, ...r }) => ({
      ...r,
      correctOption: revealed ? rightId : null,
    })),
  };
}

export async function saveProgress(db: TDb, viewer: TViewer, id: string, body: TProgressRequest) {
  const { lesson } = await openLesson(db, viewer, id);
  const duration = lesson.durationSeconds ?? body.durationSeconds;
  const position = duration ? Math.min(body.positionSeconds, duration) : body.positionSeconds;
  const watched = duration ? position / duration : 0;
  const saved = await savePosition(db, viewer.id, id, position, isLessonComplete(watched, null));
  return {
    positionSeconds: saved?.positionSeconds ?? position,
    completed: Boolean(saved?.completedAt),
  };
}

export async function getRecent(db: TDb, viewer: TViewer) {
  const row = await mostRecentProgress(db, viewer.id);
  if (!row) return { recent: null };
  return {
    recent: {
      category: row.category,
      project: row.project,
      projectTitle: row.projectTitle,
      lesson: { id: row.lessonId, section: row.section, number: row.number, title: row.title },
    },
  };
}
