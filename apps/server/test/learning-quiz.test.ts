import { MESSAGES } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quizQuestion } from '../src/db/schema.ts';
import type { TTestApp } from './app.ts';
import { ORIGIN } from './auth-helpers.ts';
import { type TAttempt, withSeededRoles } from './learning-helpers.ts';

/** Quiz attempts and grading through the API (split from learning.test.ts). */
let app: TTestApp;

const { lessonIn, cookies, get } = withSeededRoles((built) => {
  app = built;
});

describe('quiz', () => {
  const submit = (id: string | undefined, payload: unknown, who = 'creator') =>
    app.inject({
      method: 'POST',
      url: `/api/lessons/${id}/quiz`,
      headers: { cookie: cookies[who] ?? '', origin: ORIGIN },
      payload: payload as object,
    });
  const newAttempt = async (id: string | undefined, who = 'creator'): Promise<TAttempt> =>
    (
      await app.inject({
        method: 'POST',
        url: `/api/lessons/${id}/quiz/attempts`,
        headers: { cookie: cookies[who] ?? '', origin: ORIGIN },
      })
    ).json();
  /** The right and a wrong option id per question, found by text from the answer key. */
  const keyFor = async (id: string | undefined, attempt: TAttempt) => {
    const rows = await app.db
      .select()
      .from(quizQuestion)
      .where(eq(quizQuestion.lessonId, id ?? ''))
      .orderBy(quizQuestion.position);
    return attempt.questions.map((q, i) => {
      const rightText = rows[i]?.options[rows[i]?.correctOption ?? 0];
      const right = q.options.find((o) => o.text === rightText)?.id ?? '';
      const wrong = q.options.find((o) => o.text !== rightText)?.id ?? '';
      return { right, wrong };
    });
  };

  it('never sends the correct answers, and shuffles the options per attempt', async () => {
    const res = await get(`/api/lessons/${lessonIn.build}`, 'creator');
    const { quiz } = res.json();
    expect(quiz.questions).toHaveLength(5);
    for (const q of quiz.questions) {
      expect(Object.keys(q).sort()).toEqual(['options', 'position', 'question']);
      for (const o of q.options) expect(Object.keys(o).sort()).toEqual(['id', 'text']);
    }
    expect(res.body).not.toMatch(/correctOption|"correct"|"index"/);
    // A reload shows the same attempt; a new attempt has new ids and its own order.
    expect((await get(`/api/lessons/${lessonIn.build}`, 'creator')).json().quiz).toEqual(quiz);
    await submit(lessonIn.build, {
      attemptId: quiz.id,
      answers: quiz.questions.map((q: TAttempt['questions'][0]) => q.options[0]?.id),
    });
    const next = await newAttempt(lessonIn.build);
    expect(next.id).not.toBe(quiz.id);
    const texts = (a: TAttempt) => a.questions.map((q) => q.options.map((o) => o.text).join('|'));
    const ids = (a: TAttempt) => a.questions.flatMap((q) => q.options.map((o) => o.id));
    expect(texts(next)).not.toEqual(texts(quiz));
    expect(ids(next).some((i) => ids(quiz).includes(i))).toBe(false);
    expect(ids(next).every((i) => !/^[0-4]$/.test(i))).toBe(true);
  });

  it('refuses the wrong shapes with 400', async () => {
    const attempt = await newAttempt(lessonIn.build);
    const first = attempt.questions.map((q) => q.options[0]?.id ?? '');
    for (const payload of [
      { attemptId: attempt.id, answers: first.slice(0, 4) },
      { attemptId: attempt.id, answers: [...first.slice(0, 4), 'not-an-option'] },
      { attemptId: attempt.id, answers: [0, 1, 2, 3, 4] },
      { attemptId: 'nope', answers: first },
      { answers: first },
      {},
    ]) {
      const res = await submit(lessonIn.build, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('after a failed attempt says which were wrong, not the right options; reveals them from the second failure', async () => {
    const id = lessonIn.explanation;
    const one = await newAttempt(id, 'builder');
    const k1 = await keyFor(id, one);
    const poor = await submit(
      id,
      {
        attemptId: one.id,
        answers: [k1[0]?.right, k1[1]?.right, k1[2]?.wrong, k1[3]?.wrong, k1[4]?.wrong],
      },
      'builder',
    );
    expect(poor.json()).toMatchObject({
      score: 2,
      total: 5,
      passed: false,
      bestScore: 2,
      revealed: false,
    });
    expect(poor.json().results.map((r: { correct: boolean }) => r.correct)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(
      poor.json().results.every((r: { correctOption: unknown }) => r.correctOption === null),
    ).toBe(true);
    expect(poor.body).not.toContain(k1[2]?.right);

    // The same attempt cannot be sent again with better answers.
    const again = await submit(
      id,
      { attemptId: one.id, answers: k1.map((k) => k.right) },
      'builder',
    );
    expect(again.statusCode).toBe(409);

    const two = await newAttempt(id, 'builder');
    const k2 = await keyFor(id, two);
    const second = await submit(
      id,
      { attemptId: two.id, answers: k2.map((k) => k.wrong) },
      'builder',
    );
    expect(second.json()).toMatchObject({ score: 0, revealed: true });
    expect(second.json().results.map((r: { correctOption: string }) => r.correctOption)).toEqual(
      k2.map((k) => k.right),
    );

    const three = await newAttempt(id, 'builder');
    const k3 = await keyFor(id, three);
    const good = await submit(
      id,
      { attemptId: three.id, answers: k3.map((k) => k.right) },
      'builder',
    );
    expect(good.json()).toMatchObject({
      score: 5,
      passed: true,
      bestScore: 5,
      completed: true,
      revealed: true,
    });
  });

  it('reveals the right options on a first-time pass', async () => {
    const id = lessonIn.build;
    const attempt = await newAttempt(id, 'builder');
    const k = await keyFor(id, attempt);
    const answers = [...k.slice(0, 4).map((x) => x.right), k[4]?.wrong];
    const res = await submit(id, { attemptId: attempt.id, answers }, 'builder');
    expect(res.json()).toMatchObject({ score: 4, passed: true, revealed: true });
    expect(res.json().results[4].correctOption).toBe(k[4]?.right);
  });

  it("refuses another learner's attempt and checks section access like the video", async () => {
    const mine = await newAttempt(lessonIn.build, 'creator');
    const answers = mine.questions.map((q) => q.options[0]?.id);
    const theirs = await submit(lessonIn.build, { attemptId: mine.id, answers }, 'builder');
    expect(theirs.statusCode).toBe(404);
    const res = await submit(lessonIn.planning, { attemptId: mine.id, answers }, 'starter');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.planningCreatorsOnly);
  });
});
