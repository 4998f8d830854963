import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  exerciseDraft,
  exerciseHintOpen,
  exerciseResult,
  lesson,
  lessonExercise,
  lessonProgress,
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
  const [progress, attempts, reviews, drafts, results, hints] = await Promise.all([
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
  };
}
