import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { lessonQuestion, lessonQuestionAnswer, lessonQuestionMail } from '../../db/schema.ts';

const DEFAULTS = { answersMail: true, digestMail: false };

/** The learner's question mail choices (the defaults when they never changed them). */
export async function mailChoices(db: TDb, userId: string) {
  const [row] = await db
    .select({
      answersMail: lessonQuestionMail.answersMail,
      digestMail: lessonQuestionMail.digestMail,
    })
    .from(lessonQuestionMail)
    .where(eq(lessonQuestionMail.userId, userId));
  return row ?? DEFAULTS;
}

export async function setMailChoices(
  db: TDb,
  userId: string,
  set: Partial<{ answersMail: boolean; digestMail: boolean; seenAnswersAt: Date }>,
) {
  await db
    .insert(lessonQuestionMail)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: lessonQuestionMail.userId, set });
}

/** What an answer mail needs: the answer, its thread and the asker. */
export async function answerForMail(db: TDb, answerId: string) {
  const [row] = await db
    .select({
      questionId: lessonQuestion.id,
      lessonId: lessonQuestion.lessonId,
      title: lessonQuestion.title,
      askerId: lessonQuestion.userId,
      answererId: lessonQuestionAnswer.userId,
      deleted: sql<boolean>`(${lessonQuestionAnswer.deletedAt} is not null or ${lessonQuestionAnswer.hiddenAt} is not null)`,
    })
    .from(lessonQuestionAnswer)
    .innerJoin(lessonQuestion, eq(lessonQuestion.id, lessonQuestionAnswer.questionId))
    .where(eq(lessonQuestionAnswer.id, answerId));
  return row ?? null;
}

/** Questions nobody has answered yet (visible ones), oldest first: the admin's daily mail. */
export async function unansweredQuestions(db: TDb, limit: number) {
  const open = and(
    eq(lessonQuestion.answerCount, 0),
    isNull(lessonQuestion.deletedAt),
    isNull(lessonQuestion.hiddenAt),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: lessonQuestion.id,
        title: lessonQuestion.title,
        createdAt: lessonQuestion.createdAt,
      })
      .from(lessonQuestion)
      .where(open)
      .orderBy(lessonQuestion.createdAt)
      .limit(limit),
    db.select({ n: count() }).from(lessonQuestion).where(open),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Who asked for the daily mail of unanswered questions (the sender checks they are admins). */
export const digestSubscribers = (db: TDb) =>
  db
    .select({ userId: lessonQuestionMail.userId })
    .from(lessonQuestionMail)
    .where(eq(lessonQuestionMail.digestMail, true));

/** The learner's own questions with answers by others since they last looked. */
export const questionsWithNewAnswers = (db: TDb, userId: string) =>
  db
    .selectDistinct({ id: lessonQuestion.id, title: lessonQuestion.title })
    .from(lessonQuestionAnswer)
    .innerJoin(lessonQuestion, eq(lessonQuestion.id, lessonQuestionAnswer.questionId))
    .leftJoin(lessonQuestionMail, eq(lessonQuestionMail.userId, userId))
    .where(
      and(
        eq(lessonQuestion.userId, userId),
        ne(lessonQuestionAnswer.userId, userId),
        isNull(lessonQuestionAnswer.deletedAt),
        isNull(lessonQuestionAnswer.hiddenAt),
        gt(
          lessonQuestionAnswer.createdAt,
          sql`coalesce(${lessonQuestionMail.seenAnswersAt}, 'epoch'::timestamptz)`,
        ),
      ),
    )
    .limit(20);
