import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quizAttempt, quizQuestion } from '../src/db/schema.ts';
import type { TTestApp } from './app.ts';
import { ORIGIN } from './auth-helpers.ts';
import { type TAttempt, withSeededRoles } from './learning-helpers.ts';

/**
 * A submitted attempt keeps what was chosen per question, as the author's option (decisions/045):
 * what the Insights count, and what "Download my data" shows the learner.
 */
let app: TTestApp;

const { lessonIn, cookies } = withSeededRoles((built) => {
  app = built;
});

const post = (url: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { cookie: cookies.builder ?? '', origin: ORIGIN },
    ...(payload ? { payload } : {}),
  });

describe('quiz answers', () => {
  it('keeps each chosen option by its place in the question, and whether it was right', async () => {
    const id = lessonIn.build ?? '';
    const attempt: TAttempt = (await post(`/api/lessons/${id}/quiz/attempts`)).json();
    const questions = await app.db
      .select()
      .from(quizQuestion)
      .where(eq(quizQuestion.lessonId, id))
      .orderBy(quizQuestion.position);
    // The first question answered with its author's option 2 (or 1, when 2 is the right one),
    // the others rightly.
    const wrongIndex = questions[0]?.correctOption === 2 ? 1 : 2;
    const chosen = attempt.questions.map((q, i) => {
      const row = questions[i];
      const index = i === 0 ? wrongIndex : (row?.correctOption ?? 0);
      return q.options.find((o) => o.text === row?.options[index])?.id ?? '';
    });
    const res = await post(`/api/lessons/${id}/quiz`, { attemptId: attempt.id, answers: chosen });
    expect(res.statusCode).toBe(200);
    expect(res.json().score).toBe(4);

    const [row] = await app.db.select().from(quizAttempt).where(eq(quizAttempt.id, attempt.id));
    expect(row?.answers).toEqual(
      questions.map((q, i) => ({
        position: q.position,
        option: i === 0 ? wrongIndex : q.correctOption,
        correct: i !== 0,
      })),
    );
    // The response never says which option is which in the author's list.
    expect(res.body).not.toMatch(/"option"|"index"/);

    const data = await app.inject({
      url: '/api/account/data',
      headers: { cookie: cookies.builder ?? '' },
    });
    const kept = data.json().learning.quizAttempts;
    expect(kept.find((a: { submittedAt: string | null }) => a.submittedAt)?.answers).toEqual(
      row?.answers,
    );
  });

  it('keeps no answers on an attempt not yet submitted', async () => {
    const attempt: TAttempt = (
      await post(`/api/lessons/${lessonIn.explanation ?? ''}/quiz/attempts`)
    ).json();
    const [row] = await app.db.select().from(quizAttempt).where(eq(quizAttempt.id, attempt.id));
    expect(row?.answers).toBeNull();
  });
});
