import { QUESTIONS_PAGE_SIZE, type TQuestionSort } from '@thinkbuild/core/questions';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  lessonQuestion,
  lessonQuestionAnswer,
  lessonQuestionBan,
  lessonQuestionMail,
  lessonQuestionReport,
  lessonQuestionVote,
} from '../../db/schema.ts';

export type TQuestionRow = typeof lessonQuestion.$inferSelect;
export type TAnswerRow = typeof lessonQuestionAnswer.$inferSelect;
type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TRunner = TDb | TTx;

/** A lesson's threads, a page at a time: unanswered (newest) first, or most helpful first. */
export async function listQuestions(
  db: TDb,
  lessonId: string,
  { sort, page, withHidden }: { sort: TQuestionSort; page: number; withHidden: boolean },
) {
  const where = and(
    eq(lessonQuestion.lessonId, lessonId),
    withHidden ? undefined : isNull(lessonQuestion.hiddenAt),
  );
  const order =
    sort === 'helpful'
      ? [desc(lessonQuestion.helpfulCount), desc(lessonQuestion.createdAt)]
      : [asc(sql`(${lessonQuestion.answerCount} > 0)`), desc(lessonQuestion.createdAt)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lessonQuestion)
      .where(where)
      .orderBy(...order)
      .limit(QUESTIONS_PAGE_SIZE)
      .offset((page - 1) * QUESTIONS_PAGE_SIZE),
    db.select({ n: count() }).from(lessonQuestion).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The lesson of each of these questions, by question id. */
export async function lessonsOfQuestions(db: TDb, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: lessonQuestion.id, lessonId: lessonQuestion.lessonId })
    .from(lessonQuestion)
    .where(inArray(lessonQuestion.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.lessonId]));
}

export async function findQuestion(db: TRunner, id: string) {
  const [row] = await db.select().from(lessonQuestion).where(eq(lessonQuestion.id, id));
  return row ?? null;
}

export async function findAnswer(db: TRunner, id: string) {
  const [row] = await db
    .select({ answer: lessonQuestionAnswer, question: lessonQuestion })
    .from(lessonQuestionAnswer)
    .innerJoin(lessonQuestion, eq(lessonQuestion.id, lessonQuestionAnswer.questionId))
    .where(eq(lessonQuestionAnswer.id, id));
  return row ?? null;
}

export const answersOf = (db: TDb, questionId: string) =>
  db
    .select()
    .from(lessonQuestionAnswer)
    .where(eq(lessonQuestionAnswer.questionId, questionId))
    .orderBy(asc(lessonQuestionAnswer.createdAt));

/** The posts of this thread the user marked helpful ('' for the question itself). */
export async function votesIn(db: TDb, userId: string, questionId: string) {
  const rows = await db
    .select({ answerId: lessonQuestionVote.answerId })
    .from(lessonQuestionVote)
    .where(
      and(eq(lessonQuestionVote.userId, userId), eq(lessonQuestionVote.questionId, questionId)),
    );
  return new Set(rows.map((r) => r.answerId ?? ''));
}

export async function insertQuestion(db: TDb, row: typeof lessonQuestion.$inferInsert) {
  const [created] = await db.insert(lessonQuestion).values(row).returning();
  if (!created) throw new Error('question not inserted');
  return created;
}

/** An answer, and the thread's count with it, in one transaction. */
export async function insertAnswer(tx: TTx, row: typeof lessonQuestionAnswer.$inferInsert) {
  const [created] = await tx.insert(lessonQuestionAnswer).values(row).returning();
  if (!created) throw new Error('answer not inserted');
  await tx
    .update(lessonQuestion)
    .set({ answerCount: sql`${lessonQuestion.answerCount} + 1` })
    .where(eq(lessonQuestion.id, row.questionId));
  return created;
}

export const updateQuestion = (db: TRunner, id: string, set: Partial<TQuestionRow>) =>
  db.update(lessonQuestion).set(set).where(eq(lessonQuestion.id, id));

export const updateAnswer = (db: TRunner, id: string, set: Partial<TAnswerRow>) =>
  db.update(lessonQuestionAnswer).set(set).where(eq(lessonQuestionAnswer.id, id));

export const removeQuestion = (db: TRunner, id: string) =>
  db.delete(lessonQuestion).where(eq(lessonQuestion.id, id));

/** Removes an answer and counts it out of its thread. */
export async function removeAnswer(tx: TTx, answer: TAnswerRow) {
  await tx.delete(lessonQuestionAnswer).where(eq(lessonQuestionAnswer.id, answer.id));
  await tx
    .update(lessonQuestion)
    .set({ answerCount: sql`greatest(${lessonQuestion.answerCount} - 1, 0)` })
    .where(eq(lessonQuestion.id, answer.questionId));
}

/**
 * Turns the user's "helpful" on the post on or off; the post's count follows in the same
 * transaction. Answers the new count and whether the vote is now on.
 */
export async function toggleVote(
  tx: TTx,
  userId: string,
  questionId: string,
  answerId: string | null,
) {
  const mine = and(
    eq(lessonQuestionVote.userId, userId),
    eq(lessonQuestionVote.questionId, questionId),
    answerId ? eq(lessonQuestionVote.answerId, answerId) : isNull(lessonQuestionVote.answerId),
  );
  const removed = await tx.delete(lessonQuestionVote).where(mine).returning();
  const on = removed.length === 0;
  // Two votes of one person at once (a double click): both found no vote, one inserted it, the
  // other's insert did nothing and must not count it again.
  const added = on
    ? await tx
        .insert(lessonQuestionVote)
        .values({ userId, questionId, answerId })
        .onConflictDoNothing()
        .returning()
    : [];
  const step = on ? added.length : -1;
  const table = answerId ? lessonQuestionAnswer : lessonQuestion;
  const [row] = await tx
    .update(table)
    .set({ helpfulCount: sql`greatest(${table.helpfulCount} + ${step}, 0)` })
    .where(eq(table.id, answerId ?? questionId))
    .returning({ helpful: table.helpfulCount });
  return { helpful: row?.helpful ?? 0, votedHelpful: on };
}

export async function hasReported(
  db: TDb,
  userId: string,
  questionId: string,
  answerId: string | null,
) {
  const [row] = await db
    .select({ id: lessonQuestionReport.id })
    .from(lessonQuestionReport)
    .where(
      and(
        eq(lessonQuestionReport.userId, userId),
        eq(lessonQuestionReport.questionId, questionId),
        answerId
          ? eq(lessonQuestionReport.answerId, answerId)
          : isNull(lessonQuestionReport.answerId),
        isNull(lessonQuestionReport.resolvedAt),
      ),
    );
  return Boolean(row);
}

export const insertReport = (db: TDb, row: typeof lessonQuestionReport.$inferInsert) =>
  db.insert(lessonQuestionReport).values(row);

export async function banOf(db: TDb, userId: string) {
  const [row] = await db
    .select()
    .from(lessonQuestionBan)
    .where(eq(lessonQuestionBan.userId, userId));
  return row ?? null;
}

/** Votes the user gave, to take out of the posts' counts before the account goes. */
export const votesBy = (db: TRunner, userId: string) =>
  db.select().from(lessonQuestionVote).where(eq(lessonQuestionVote.userId, userId));

export const questionsBy = (db: TRunner, userId: string) =>
  db.select().from(lessonQuestion).where(eq(lessonQuestion.userId, userId));

export const answersBy = (db: TRunner, userId: string) =>
  db.select().from(lessonQuestionAnswer).where(eq(lessonQuestionAnswer.userId, userId));

export const reportsBy = (db: TDb, userId: string) =>
  db.select().from(lessonQuestionReport).where(eq(lessonQuestionReport.userId, userId));

export async function mailSettingsOf(db: TDb, userId: string) {
  const [row] = await db
    .select()
    .from(lessonQuestionMail)
    .where(eq(lessonQuestionMail.userId, userId));
  return row ?? null;
}

/** Several answers' threads at once, by answer id (the erasure step). */
export const answerCountsOf = (db: TRunner, questionIds: readonly string[]) =>
  questionIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: lessonQuestion.id, answers: lessonQuestion.answerCount })
        .from(lessonQuestion)
        .where(inArray(lessonQuestion.id, [...questionIds]));
