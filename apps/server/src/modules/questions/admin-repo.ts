import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  lessonQuestion,
  lessonQuestionAnswer,
  lessonQuestionBan,
  lessonQuestionReport,
} from '../../db/schema.ts';

const QUEUE_SIZE = 50;

/** Open reports, newest first, with the post they are about. */
export const openReports = (db: TDb) =>
  db
    .select({
      id: lessonQuestionReport.id,
      reason: lessonQuestionReport.reason,
      createdAt: lessonQuestionReport.createdAt,
      questionId: lessonQuestionReport.questionId,
      answerId: lessonQuestionReport.answerId,
      lessonId: lessonQuestion.lessonId,
      title: lessonQuestion.title,
      body: sql<string>`coalesce(${lessonQuestionAnswer.body}, ${lessonQuestion.body})`,
      hidden: sql<boolean>`coalesce(${lessonQuestionAnswer.hiddenAt}, ${lessonQuestion.hiddenAt}) is not null`,
    })
    .from(lessonQuestionReport)
    .innerJoin(lessonQuestion, eq(lessonQuestion.id, lessonQuestionReport.questionId))
    .leftJoin(lessonQuestionAnswer, eq(lessonQuestionAnswer.id, lessonQuestionReport.answerId))
    .where(isNull(lessonQuestionReport.resolvedAt))
    .orderBy(desc(lessonQuestionReport.createdAt))
    .limit(QUEUE_SIZE);

/** Reports about this post (the question itself when `answerId` is null) are settled. */
export const resolveReports = (
  db: TDb,
  questionId: string,
  answerId: string | null,
  resolution: string,
) =>
  db
    .update(lessonQuestionReport)
    .set({ resolvedAt: new Date(), resolution })
    .where(
      and(
        eq(lessonQuestionReport.questionId, questionId),
        answerId
          ? eq(lessonQuestionReport.answerId, answerId)
          : isNull(lessonQuestionReport.answerId),
        isNull(lessonQuestionReport.resolvedAt),
      ),
    );

export async function banAuthor(db: TDb, userId: string, reason: string, bannedBy: string) {
  await db
    .insert(lessonQuestionBan)
    .values({ userId, reason, bannedBy })
    .onConflictDoUpdate({ target: lessonQuestionBan.userId, set: { reason, bannedBy } });
}
