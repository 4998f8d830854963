import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import {
  lesson,
  lessonProgress,
  project,
  quizQuestion,
  reviewItem,
  type TAttemptOption,
} from '../../../db/schema.ts';

/** Questions got wrong in a quiz join (or rejoin, from the start) the learner's review queue. */
export async function queueMistakes(
  db: TDb,
  userId: string,
  lessonId: string,
  positions: readonly number[],
) {
  if (positions.length === 0) return;
  await db
    .insert(reviewItem)
    .values(positions.map((position) => ({ userId, lessonId, position })))
    .onConflictDoUpdate({
      target: [reviewItem.userId, reviewItem.lessonId, reviewItem.position],
      set: { streak: 0, lastAnsweredAt: null, options: null },
    });
}

/**
 * The learner's queue with each question and its lesson (published lessons of published
 * projects only), and whether they ever passed that lesson's quiz.
 */
export function queueOf(db: TDb, userId: string, id?: string) {
  return db
    .select({
      item: reviewItem,
      question: {
        position: quizQuestion.position,
        question: quizQuestion.question,
        options: quizQuestion.options,
        explanations: quizQuestion.explanations,
        correctOption: quizQuestion.correctOption,
      },
      lesson: {
        id: lesson.id,
        title: lesson.title,
        section: lesson.section,
        number: lesson.number,
      },
      project: {
        slug: project.slug,
        category: project.category,
        learnInOrder: project.learnInOrder,
      },
      bestQuizScore: lessonProgress.bestQuizScore,
    })
    .from(reviewItem)
    .innerJoin(lesson, and(eq(lesson.id, reviewItem.lessonId), eq(lesson.published, true)))
    .innerJoin(project, and(eq(project.id, lesson.projectId), eq(project.status, 'published')))
    .innerJoin(
      quizQuestion,
      and(
        eq(quizQuestion.lessonId, reviewItem.lessonId),
        eq(quizQuestion.position, reviewItem.position),
      ),
    )
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lesson.id), eq(lessonProgress.userId, userId)),
    )
    .where(and(eq(reviewItem.userId, userId), id ? eq(reviewItem.id, id) : undefined))
    .orderBy(reviewItem.createdAt);
}

export type TQueued = Awaited<ReturnType<typeof queueOf>>[number];

/** Stores the option order a question is asked in (only where none is stored yet). */
export async function saveAskedOrder(db: TDb, id: string, order: TAttemptOption[]) {
  const [row] = await db
    .update(reviewItem)
    .set({ options: order })
    .where(and(eq(reviewItem.id, id), sql`${reviewItem.options} is null`))
    .returning({ options: reviewItem.options });
  return row?.options ?? null;
}

/**
 * Records an answer to the order asked: the next schedule, or removal (`next` null). The
 * asked order is cleared, so the next time brings a fresh one and a second submission of the
 * same answer finds nothing to answer (false).
 */
export async function recordAnswer(
  db: TDb,
  id: string,
  next: { streak: number; lastAnsweredAt: Date | null } | null,
) {
  const open = and(eq(reviewItem.id, id), isNotNull(reviewItem.options));
  const rows = next
    ? await db
        .update(reviewItem)
        .set({ ...next, options: null })
        .where(open)
        .returning({ id: reviewItem.id })
    : await db.delete(reviewItem).where(open).returning({ id: reviewItem.id });
  return rows.length > 0;
}
