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

/** Answers by others to the learner's questions since they last looked (the header badge). */
export async function newAnswersFor(db: TDb, userId: string) {
  const [row] = await db
    .select({ n: count() })
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
    );
  return row?.n ?? 0;
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
