import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { quizAttempt, type TAttemptAnswer, type TAttemptOption } from '../../../db/schema.ts';

const attemptOf = (ids: { userId: string; lessonId: string }) =>
  and(eq(quizAttempt.userId, ids.userId), eq(quizAttempt.lessonId, ids.lessonId));

/** The learner's latest attempt at the lesson's quiz not yet submitted, if any. */
export async function latestOpenAttempt(db: TDb, userId: string, lessonId: string) {
  const [row] = await db
    .select()
    .from(quizAttempt)
    .where(and(attemptOf({ userId, lessonId }), isNull(quizAttempt.submittedAt)))
    .orderBy(desc(quizAttempt.createdAt))
    .limit(1);
  return row ?? null;
}

/** A new attempt asking the questions in these orders. */
export async function insertAttempt(
  db: TDb,
  userId: string,
  lessonId: string,
  options: TAttemptOption[][],
) {
  const [row] = await db.insert(quizAttempt).values({ userId, lessonId, options }).returning();
  if (!row) throw new Error('quiz attempt insert returned nothing');
  return row;
}

/** The learner's attempt by id at this lesson's quiz, submitted or not. */
export async function findAttempt(
  db: TDb,
  ids: { userId: string; lessonId: string; attemptId: string },
) {
  const [row] = await db
    .select()
    .from(quizAttempt)
    .where(and(eq(quizAttempt.id, ids.attemptId), attemptOf(ids)));
  return row ?? null;
}

/** Closes the attempt with its score and answers; false when it was already submitted. */
export async function closeAttempt(
  db: TDb,
  attemptId: string,
  score: number,
  answers: TAttemptAnswer[],
) {
  const closed = await db
    .update(quizAttempt)
    .set({ score, answers, submittedAt: new Date() })
    .where(and(eq(quizAttempt.id, attemptId), isNull(quizAttempt.submittedAt)))
    .returning({ id: quizAttempt.id });
  return closed.length > 0;
}
