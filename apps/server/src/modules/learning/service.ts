import {
  isLessonComplete,
  neighbours,
  PASS_SCORE,
  QUESTIONS_PER_LESSON,
  SECTIONS,
  sectionAccess,
  sortLessons,
  type TCategory,
  type TCourseResponse,
  type TLessonListResponse,
  type TLessonResponse,
  type TProgressRequest,
  type TQuizResult,
  type TSection,
} from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import {
  findLesson,
  findProject,
  listLessons,
  listLessonsWithProgress,
  listQuestions,
  mostRecentProgress,
  progressByLesson,
  savePosition,
  saveQuizScore,
} from './repo.ts';

const accessFor = (viewer: TViewer, section: TSection) =>
  sectionAccess(section, { signedIn: true, role: viewer.role });

async function projectOrThrow(db: TDb, category: TCategory, slug: string) {
  const found = await findProject(db, category, slug);
  if (!found) throw notFound('This course does not exist');
  return found;
}

/** The course page's frame: sections with counts and access, progress, where to resume. */
export async function getCourse(
  db: TDb,
  viewer: TViewer,
  category: TCategory,
  slug: string,
): Promise<TCourseResponse> {
  const found = await projectOrThrow(db, category, slug);
  const lessons = sortLessons(await listLessonsWithProgress(db, found.id, viewer.id));
  const done = lessons.filter((l) => l.completedAt);
  // Resume at the first unfinished lesson the learner may open, else the first lesson.
  const open = lessons.filter((l) => accessFor(viewer, l.section).allowed);
  const resume = open.find((l) => !l.completedAt) ?? open[0] ?? lessons[0] ?? null;
  return {
    category,
    project: { slug: found.slug, title: found.title, description: found.description },
    sections: SECTIONS.map((section) => ({
      section,
      lessonCount: lessons.filter((l) => l.section === section).length,
      access: accessFor(viewer, section),
    })),
    resume: resume ? { id: resume.id, section: resume.section, number: resume.number } : null,
    doneCount: done.length,
    lessonCount: lessons.length,
  };
}

/** One section's lessons; a locked section still lists its titles (with its access message). */
export async function getSectionLessons(
  db: TDb,
  viewer: TViewer,
  category: TCategory,
  slug: string,
  section: TSection,
): Promise<TLessonListResponse> {
  const found = await projectOrThrow(db, category, slug);
  const lessons = await listLessonsWithProgress(db, found.id, viewer.id, section);
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
  const [questions, siblings, progress] = await Promise.all([
    listQuestions(db, id),
    listLessons(db, lesson.projectId),
    progressByLesson(db, viewer.id, [id]),
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
    // Only questions and options: the correct option stays on the server until submission.
    questions: questions.map(({ position, question, options }) => ({
      position,
      question,
      options,
    })),
    progress: {
      positionSeconds: mine?.positionSeconds ?? 0,
      completed: Boolean(mine?.completedAt),
      bestScore: mine?.bestQuizScore ?? null,
    },
    prev: ref(prev),
    next: ref(next),
  };
}

export async function lessonVideoKey(db: TDb, viewer: TViewer, id: string): Promise<string> {
  const { lesson } = await openLesson(db, viewer, id);
  if (!lesson.videoKey) throw notFound('This lesson has no video yet');
  return lesson.videoKey;
}

export async function submitQuiz(
  db: TDb,
  viewer: TViewer,
  id: string,
  answers: number[],
): Promise<TQuizResult> {
  await openLesson(db, viewer, id);
  const questions = await listQuestions(db, id);
  if (questions.length !== QUESTIONS_PER_LESSON)
    throw new AppError('CONFLICT', 'This lesson has no complete quiz yet');
  const results = questions.map((q, i) => {
    const chosen = answers[i] ?? -1;
    return { chosen, correctOption: q.correctOption, correct: chosen === q.correctOption };
  });
  const score = results.filter((r) => r.correct).length;
  const passed = score >= PASS_SCORE;
  const saved = await saveQuizScore(db, viewer.id, id, score, passed);
  return {
    score,
    total: QUESTIONS_PER_LESSON,
    passed,
    bestScore: saved?.bestQuizScore ?? score,
    completed: Boolean(saved?.completedAt),
    results,
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
