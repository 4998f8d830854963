import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { lessonQuestion, lessonQuestionAnswer, lessonQuestionVote } from '../../db/schema.ts';

/*
 * What happens to a learner's posts when they delete their account (decisions/038): a question
 * that others answered stays, unlinked ("Deleted account"), because the answers were written
 * for it and other learners read them; every other question and all their answers go. Their
 * helpful votes leave the posts' counts. Runs as the last step before better-auth deletes the
 * user row (the foreign keys then unlink what stays and drop votes, reports and choices).
 */
export async function erasePostsOf(db: TDb, userId: string) {
  await db.transaction(async (tx) => {
    for (const table of [lessonQuestion, lessonQuestionAnswer] as const) {
      const column =
        table === lessonQuestion ? lessonQuestionVote.questionId : lessonQuestionVote.answerId;
      const onAnswers = table === lessonQuestionAnswer;
      await tx
        .update(table)
        .set({ helpfulCount: sql`greatest(${table.helpfulCount} - 1, 0)` })
        .where(
          inArray(
            table.id,
            tx
              .select({ id: column })
              .from(lessonQuestionVote)
              .where(
                and(
                  eq(lessonQuestionVote.userId, userId),
                  onAnswers
                    ? isNotNull(lessonQuestionVote.answerId)
                    : sql`${lessonQuestionVote.answerId} is null`,
                ),
              ),
          ),
        );
    }
    const answers = await tx
      .delete(lessonQuestionAnswer)
      .where(eq(lessonQuestionAnswer.userId, userId))
      .returning({ id: lessonQuestionAnswer.id, questionId: lessonQuestionAnswer.questionId });
    const threads = [...new Set(answers.map((a) => a.questionId))];
    if (threads.length > 0) {
      await tx
        .update(lessonQuestion)
        .set({
          answerCount: sql`(select count(*)::int from ${lessonQuestionAnswer} where ${lessonQuestionAnswer.questionId} = ${lessonQuestion.id})`,
          acceptedAnswerId: sql`case when ${lessonQuestion.acceptedAnswerId} in (${sql.join(
            answers.map((a) => sql`${a.id}::uuid`),
            sql`, `,
          )}) then null else ${lessonQuestion.acceptedAnswerId} end`,
        })
        .where(inArray(lessonQuestion.id, threads));
    }
    // Questions nobody else answered go; the rest are unlinked by the foreign key.
    await tx
      .delete(lessonQuestion)
      .where(
        and(
          eq(lessonQuestion.userId, userId),
          sql`not exists (select 1 from ${lessonQuestionAnswer} where ${lessonQuestionAnswer.questionId} = ${lessonQuestion.id} and ${lessonQuestionAnswer.userId} is distinct from ${userId})`,
        ),
      );
  });
}
