import { WATCH_BUCKET_SECONDS } from '@thinkbuild/core';
import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  exerciseDraft,
  exerciseHintOpen,
  exerciseResult,
  exerciseSolutionOpen,
  lesson,
  lessonExercise,
  lessonProgress,
  lessonWatch,
  quizAttempt,
  reviewItem,
} from '../../db/schema.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything learning keeps about one learner, for "Download my data" (modules/account): each
 * row named by its lesson's title and id, so the file reads without our database. Only rows
 * whose user_id is theirs; deleting the account deletes them all (the foreign keys cascade).
 */
export async function learningDataOf(db: TDb, userId: string) {
  const [progress, attempts, reviews, drafts, results, hints, shown, watched] = await Promise.all([
    db
      .select({ row: lessonProgress, title: lesson.title })
      .from(lessonProgress)
      .innerJoin(lesson, eq(lesson.id, lessonProgress.lessonId))
      .where(eq(lessonProgress.userId, userId))
      .orderBy(asc(lessonProgress.updatedAt)),
    db
      .select({ row: quizAttempt, title: lesson.title })
      .from(quizAttempt)
      .innerJoin(lesson, eq(lesson.id, quizAttempt.lessonId))
      .where(eq(quizAttempt.userId, userId))
      .orderBy(asc(quizAttempt.createdAt)),
    db
      .select({ row: reviewItem, title: lesson.title })
      .from(reviewItem)
      .innerJoin(lesson, eq(lesson.id, reviewItem.lessonId))
      .where(eq(reviewItem.userId, userId))
      .orderBy(asc(reviewItem.createdAt)),
    db
      .select({ row: exerciseDraft, title: lesson.title, lessonId: lesson.id })
      .from(exerciseDraft)
      .innerJoin(lessonExercise, eq(lessonExercise.id, exerciseDraft.exerciseId))
      .innerJoin(lesson, eq(lesson.id, lessonExercise.lessonId))
      .where(eq(exerciseDraft.userId, userId)),
    db
      .select({ row: exerciseResult, title: lesson.title, lessonId: lesson.id })
      .from(exerciseResult)
      .innerJoin(lessonExercise, eq(lessonExercise.id, exerciseResult.exerciseId))
      .innerJoin(lesson, eq(lesson.id, lessonExercise.lessonId))
      .where(eq(exerciseResult.userId, userId)),
    db
      .select({ row: exerciseHintOpen, title: lesson.title, lessonId: lesson.id })
      .from(exerciseHintOpen)
      .innerJoin(lessonExercise, eq(lessonExercise.id, exerciseHintOpen.exerciseId))
      .innerJoin(lesson, eq(lesson.id, lessonExercise.lessonId))
      .where(eq(exerciseHintOpen.userId, userId))
      .orderBy(asc(exerciseHintOpen.openedAt)),
    db
      .select({ row: exerciseSolutionOpen, title: lesson.title, lessonId: lesson.id })
      .from(exerciseSolutionOpen)
      .innerJoin(lessonExercise, eq(lessonExercise.id, exerciseSolutionOpen.exerciseId))
      .innerJoin(lesson, eq(lesson.id, lessonExercise.lessonId))
      .where(eq(exerciseSolutionOpen.userId, userId))
      .orderBy(asc(exerciseSolutionOpen.openedAt)),
    db
      .select({ row: lessonWatch, title: lesson.title })
      .from(lessonWatch)
      .innerJoin(lesson, eq(lesson.id, lessonWatch.lessonId))
      .where(eq(lessonWatch.userId, userId))
      .orderBy(asc(lessonWatch.lessonId), asc(lessonWatch.bucket)),
  ]);
  return {
    progress: progress.map(({ row, title }) => ({
      lessonId: row.lessonId,
      lesson: title,
      positionSeconds: row.positionSeconds,
      completedAt: iso(row.completedAt),
      bestQuizScore: row.bestQuizScore,
      updatedAt: iso(row.updatedAt),
    })),
    quizAttempts: attempts.map(({ row, title }) => ({
      lessonId: row.lessonId,
      lesson: title,
      score: row.score,
      // Per question, the option chosen as the lesson lists it (0 is its first) and whether right.
      answers: row.answers,
      startedAt: iso(row.createdAt),
      submittedAt: iso(row.submittedAt),
    })),
    reviewItems: reviews.map(({ row, title }) => ({
      lessonId: row.lessonId,
      lesson: title,
      question: row.position,
      streak: row.streak,
      lastAnsweredAt: iso(row.lastAnsweredAt),
      createdAt: iso(row.createdAt),
    })),
    exerciseDrafts: drafts.map(({ row, title, lessonId }) => ({
      lessonId,
      lesson: title,
      files: row.files,
      updatedAt: iso(row.updatedAt),
    })),
    exerciseResults: results.map(({ row, title, lessonId }) => ({
      lessonId,
      lesson: title,
      passed: row.passed,
      checks: row.checks,
      failedCount: row.failedCount,
      passedAt: iso(row.passedAt),
      updatedAt: iso(row.updatedAt),
    })),
    exerciseHintsOpened: hints.map(({ row, title, lessonId }) => ({
      lessonId,
      lesson: title,
      hint: row.hint,
      openedAt: iso(row.openedAt),
    })),
    // When "Show solution" was first pressed on each exercise.
    exerciseSolutionsOpened: shown.map(({ row, title, lessonId }) => ({
      lessonId,
      lesson: title,
      openedAt: iso(row.openedAt),
    })),
    // Which 10-second stretches of each video were played, how often, first and last (decisions/045).
    watching: watched.map(({ row, title }) => ({
      lessonId: row.lessonId,
      lesson: title,
      fromSecond: row.bucket * WATCH_BUCKET_SECONDS,
      toSecond: (row.bucket + 1) * WATCH_BUCKET_SECONDS,
      plays: row.plays,
      firstPlayedAt: iso(row.firstAt),
      lastPlayedAt: iso(row.lastAt),
    })),
  };
}
