import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { reviewItem } from '../src/db/schema.ts';
import { ORIGIN } from './auth-helpers.ts';
import { setUpLearning, type TLearner } from './learning-helpers.ts';

/** The review queue (/api/review, decisions/013). */
const { ctx, as, questionsOf, takeQuiz, allExplanations } = setUpLearning();

describe('review queue', () => {
  const TZ = 'Africa/Johannesburg';
  const review = (l: TLearner) => l.call('GET', `/api/review?timeZone=${encodeURIComponent(TZ)}`);
  const answer = (l: TLearner, id: string, optionId: string) =>
    l.call('POST', `/api/review/${id}/answer`, { optionId, timeZone: TZ });
  /** A review question's right and wrong option ids, by text. */
  async function optionsOf(q: {
    lesson: { id: string };
    question: string;
    options: { id: string; text: string }[];
  }) {
    const row = (await questionsOf(q.lesson.id)).find((r) => r.question === q.question);
    const rightText = row?.options[row.correctOption];
    return {
      right: q.options.find((o) => o.text === rightText)?.id ?? '',
      wrong: q.options.find((o) => o.text !== rightText)?.id ?? '',
      rightExplanation: row?.explanations[row.correctOption] ?? '',
    };
  }
  const yesterday = (userId: string) =>
    ctx.app.db
      .update(reviewItem)
      .set({ lastAnsweredAt: new Date(Date.now() - 36 * 3600_000) })
      .where(eq(reviewItem.userId, userId));

  it('refuses signed-out visitors and bad input', async () => {
    for (const [method, url] of [
      ['GET', '/api/review'],
      ['GET', '/api/review/summary'],
      ['POST', '/api/review/8d2a3c7e-1b7f-4e55-9c1a-2f1f0c0e0b11/answer'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { origin: ORIGIN },
        ...(method === 'POST' ? { payload: { optionId: 'x' } } : {}),
      });
      expect(res.statusCode, url).toBe(401);
    }
    const learner = await as('free');
    expect((await learner.call('GET', '/api/review?timeZone=Mars/Olympus')).statusCode).toBe(400);
    expect((await learner.call('GET', '/api/review/summary?timeZone=')).statusCode).toBe(400);
    expect(
      (await learner.call('POST', '/api/review/not-a-uuid/answer', { optionId: 'x' })).statusCode,
    ).toBe(400);
    const missing = await learner.call(
      'POST',
      '/api/review/8d2a3c7e-1b7f-4e55-9c1a-2f1f0c0e0b11/answer',
      {},
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('optionId');
    const unknown = await answer(learner, '8d2a3c7e-1b7f-4e55-9c1a-2f1f0c0e0b11', 'abc');
    expect(unknown.statusCode).toBe(404);
  });

  it('asks wrong answers again without answers, spaced over days, until right twice', async () => {
    const learner = await as('free');
    expect((await learner.call('GET', '/api/review/summary')).json()).toEqual({ waiting: 0 });
    await takeQuiz(learner, ctx.build[1] ?? '', 3);
    expect((await learner.call('GET', `/api/review/summary?timeZone=${TZ}`)).json()).toEqual({
      waiting: 2,
    });

    const first = await review(learner);
    expect(first.statusCode).toBe(200);
    expect(first.json().waiting).toBe(2);
    // No answer and no explanation before the learner answers.
    expect(first.body).not.toMatch(/xplanation":|correct/i);
    for (const t of await allExplanations())
      expect(first.body).not.toContain(JSON.stringify(t).slice(1, -1));
    // A reload asks the same option order.
    const byId = (body: { questions: { id: string; options: unknown }[] }) =>
      Object.fromEntries(body.questions.map((q) => [q.id, q.options]));
    expect(byId((await review(learner)).json())).toEqual(byId(first.json()));

    const [a, b] = first.json().questions;
    const ka = await optionsOf(a);
    const right = await answer(learner, a.id, ka.right);
    expect(right.json()).toMatchObject({
      correct: true,
      chosen: ka.right,
      done: false,
      waiting: 1,
    });
    expect(right.json().explanation).toBe(ka.rightExplanation);
    // Once a day: not again today.
    expect((await answer(learner, a.id, ka.right)).statusCode).toBe(409);

    const kb = await optionsOf(b);
    const wrong = await answer(learner, b.id, kb.wrong);
    // One failed attempt, not passed: review keeps the right option back too.
    expect(wrong.json()).toMatchObject({
      correct: false,
      correctOption: null,
      correctExplanation: null,
      waiting: 0,
    });
    expect(wrong.body).not.toContain(kb.rightExplanation);
    expect((await review(learner)).json()).toEqual({ waiting: 0, questions: [] });

    // The next day both are back, in a fresh option order.
    await yesterday(learner.userId);
    const next = (await review(learner)).json();
    expect(next.waiting).toBe(2);
    const a2 = next.questions.find((q: { id: string }) => q.id === a.id);
    expect(a2.options.map((o: { id: string }) => o.id)).not.toEqual(
      a.options.map((o: { id: string }) => o.id),
    );
    const done = await answer(learner, a2.id, (await optionsOf(a2)).right);
    expect(done.json()).toMatchObject({ correct: true, done: true, waiting: 1 });
    const b2 = next.questions.find((q: { id: string }) => q.id === b.id);
    // b was wrong yesterday: one right answer is not enough.
    expect((await answer(learner, b2.id, (await optionsOf(b2)).right)).json()).toMatchObject({
      done: false,
    });
    expect(
      await ctx.app.db.select().from(reviewItem).where(eq(reviewItem.userId, learner.userId)),
    ).toHaveLength(1);
  });

  it("counts days in the server's time zone, whatever zone the client names", async () => {
    const learner = await as('free');
    await takeQuiz(learner, ctx.build[1] ?? '', 3);
    const far = 'Pacific/Kiritimati'; // UTC+14: its midnight is 12:00 in Johannesburg
    const at = (utc: string) => new Date(`${new Date().toISOString().slice(0, 10)}T${utc}Z`);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(at('09:30:00')); // 11:30 in Johannesburg, 23:30 in Kiritimati
      const [q] = (await learner.call('GET', `/api/review?timeZone=${far}`)).json().questions;
      const { right } = await optionsOf(q);
      const first = await learner.call('POST', `/api/review/${q.id}/answer`, {
        optionId: right,
        timeZone: far,
      });
      expect(first.json()).toMatchObject({ correct: true, done: false });
      // 12:30 in Johannesburg, the same day; already tomorrow in Kiritimati.
      vi.setSystemTime(at('10:30:00'));
      const queue = (await learner.call('GET', `/api/review?timeZone=${far}`)).json();
      expect(queue.waiting).toBe(1);
      expect(queue.questions.map((x: { id: string }) => x.id)).not.toContain(q.id);
      const again = await learner.call('POST', `/api/review/${q.id}/answer`, {
        optionId: right,
        timeZone: far,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'You answered this question today. It comes back tomorrow.',
      );
      const summary = await learner.call('GET', `/api/review/summary?timeZone=${far}`);
      expect(summary.json()).toEqual({ waiting: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("never asks questions of lessons the learner cannot open, and refuses answering them or another's", async () => {
    const learner = await as('free');
    // Queued while the lessons were open (a plan that lapsed; a project put in order later).
    const [locked, planning] = await ctx.app.db
      .insert(reviewItem)
      .values([
        { userId: learner.userId, lessonId: ctx.build[5] ?? '', position: 1 },
        { userId: learner.userId, lessonId: ctx.planning1, position: 1 },
      ])
      .returning();
    expect((await review(learner)).json()).toEqual({ waiting: 0, questions: [] });
    const refused = await answer(learner, locked?.id ?? '', 'abc');
    expect(refused.statusCode).toBe(403);
    // Nothing done yet: lesson 5 names lesson 1, the first unfinished lesson on its way.
    expect(refused.json().message).toMatch(/^Up next after lesson 1,/);
    const plan = await answer(learner, planning?.id ?? '', 'abc');
    expect(plan.statusCode).toBe(403);
    expect(plan.json().message).toBe('Planning is only available to Creators');

    const other = await as('free');
    await takeQuiz(other, ctx.build[1] ?? '', 4);
    const [theirs] = (await review(other)).json().questions;
    expect((await answer(learner, theirs.id, theirs.options[0].id)).statusCode).toBe(404);
    const bad = await answer(other, theirs.id, 'not-one-of-them');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('optionId');
  });
});

describe('review after a pass', () => {
  it('shows the right answer and its explanation in review once the quiz is passed', async () => {
    const learner = await as('free');
    await takeQuiz(learner, ctx.build[1] ?? '', 4);
    const { questions } = (await learner.call('GET', '/api/review')).json();
    expect(questions).toHaveLength(1);
    const q = questions[0];
    const row = (await questionsOf(q.lesson.id)).find((r) => r.question === q.question);
    const wrong = q.options.find(
      (o: { text: string }) => o.text !== row?.options[row.correctOption],
    );
    const res = (
      await learner.call('POST', `/api/review/${q.id}/answer`, { optionId: wrong.id })
    ).json();
    expect(res.correct).toBe(false);
    expect(res.correctExplanation).toBe(row?.explanations[row.correctOption]);
    expect(q.options.find((o: { id: string }) => o.id === res.correctOption).text).toBe(
      row?.options[row.correctOption],
    );
  });
});
