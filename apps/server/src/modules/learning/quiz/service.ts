// The quiz under a lesson: a learner's attempts and their grading (decisions/017: learning owns
// quiz_question and quiz_attempt). Its routes call it, and offline sync through learning/service.ts.
import {
  completesByQuiz,
  completesWithExercise,
  exerciseStandingFor,
  nextStepAfterQuiz,
  revealsAnswers,
  type TQuizAttempt,
  type TQuizResult,
  type TQuizSubmitRequest,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
import { openLesson } from '../access/index.ts';
import { listLessons, listQuestions } from '../content/index.ts';
import { exerciseStanding } from '../exercise/index.ts';
import { failedAttempts, progressInProject, saveQuizScore } from '../progress/index.ts';
import { queueMistakes } from '../review/index.ts';
import { gradeAttempt, openAttempt } from './attempts.ts';

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
 *
 * Closing the attempt, keeping the score and queueing the mistakes for review are one
 * transaction: a closed attempt cannot be submitted again, so a failure after the close alone
 * would lose its score and review entries for good. On failure nothing is kept and the same
 * attempt can be submitted again.
 */
export async function submitQuiz(
  db: TDb,
  viewer: TViewer,
  id: string,
  body: TQuizSubmitRequest,
): Promise<TQuizResult> {
  const { lesson } = await openLesson(db, viewer, id);
  const questions = await listQuestions(db, id);
  const ids = { userId: viewer.id, lessonId: id, attemptId: body.attemptId };
  const { score, results, passed, saved, revealed } = await db.transaction(async (tx) => {
    const graded = await gradeAttempt(tx, ids, body.answers, questions);
    const written = await keepScore(tx, viewer, id, graded);
    return { ...graded, ...written };
  });
  const completed = Boolean(saved?.completedAt);
  // Read after the save: this lesson's completion counts.
  const [siblings, mine] = await Promise.all([
    listLessons(db, lesson.projectId),
    progressInProject(db, lesson.projectId, viewer.id),
  ]);
  const nextStep = nextStepAfterQuiz(
    siblings.map((l) => ({ ...l, completed: mine.get(l.id)?.completed ?? false })),
    id,
    { passed, completed },
  );
  return {
    score,
    total: questions.length,
    passed,
    bestScore: saved?.bestQuizScore ?? score,
    completed,
    revealed,
    // The chosen option's explanation always; the right option and its explanation only once
    // revealed.
    results: results.map(({ rightId, rightExplanation, ...r }) => ({
      ...r,
      correctOption: revealed ? rightId : null,
      correctExplanation: revealed ? rightExplanation : null,
    })),
    nextStep,
  };
}

/**
 * A graded attempt's writes, inside the submission's transaction: the best score (completing
 * the lesson when the quiz and any exercise are passed) and the wrong questions queued for
 * review.
 */
async function keepScore(
  tx: TDb,
  viewer: TViewer,
  id: string,
  { score, results }: { score: number; results: { position: number; correct: boolean }[] },
) {
  const passed = completesByQuiz(score);
  const exercisePassed = exerciseStandingFor(
    viewer.role,
    await exerciseStanding(tx, viewer.id, id),
  );
  const saved = await saveQuizScore(
    tx,
    viewer.id,
    id,
    score,
    completesWithExercise(passed, exercisePassed),
  );
  // What went wrong comes back on /review.
  const wrong = results.filter((r) => !r.correct).map((r) => r.position);
  await queueMistakes(tx, viewer.id, id, wrong);
  const revealed = revealsAnswers(passed, await failedAttempts(tx, viewer.id, id));
  return { passed, saved, revealed };
}
