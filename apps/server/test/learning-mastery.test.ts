import { describe, expect, it } from 'vitest';
import { setUpLearning } from './learning-helpers.ts';

/** Mastery (decisions/013): explanations after submitting, and "Learn in order". */
const { ctx, as, questionsOf, takeQuiz, allExplanations } = setUpLearning();

describe('explanations', () => {
  it('every question of the web Portfolio has an explanation for each option', async () => {
    for (const id of [ctx.planning1, ...Object.values(ctx.build)]) {
      for (const q of await questionsOf(id)) {
        expect(q.explanations).toHaveLength(5);
        for (const e of q.explanations) expect(e.length).toBeGreaterThan(10);
      }
    }
  });

  it('sends no explanation before the learner submits', async () => {
    const learner = await as('creator');
    const texts = await allExplanations();
    const responses = [
      await learner.call('GET', `/api/lessons/${ctx.build[1]}`),
      await learner.call('POST', `/api/lessons/${ctx.build[1]}/quiz/attempts`),
      await learner.call('GET', '/api/courses/web/portfolio/sections/build'),
      await learner.call('GET', '/api/courses/web/portfolio'),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(200);
      // (Keys, not the Deeper Explanation section's name.)
      expect(res.body).not.toMatch(/xplanation":/);
      for (const t of texts) expect(res.body).not.toContain(JSON.stringify(t).slice(1, -1));
    }
  });

  it('after a failed submit: what was chosen, right or wrong, the chosen explanation; the right one only from the second failure', async () => {
    const learner = await as('creator');
    const first = await takeQuiz(learner, ctx.build[1] ?? '', 2);
    const body = first.res.json();
    expect(body).toMatchObject({ score: 2, passed: false, revealed: false });
    body.results.forEach((r: Record<string, unknown>, i: number) => {
      const k = first.k[i];
      expect(r.chosen).toBe(i < 2 ? k?.right : k?.wrong);
      expect(r.correct).toBe(i < 2);
      expect(r.explanation).toBe(i < 2 ? k?.rightExplanation : k?.wrongExplanation);
      expect(r.correctOption).toBeNull();
      expect(r.correctExplanation).toBeNull();
    });
    // The right explanations of wrongly answered questions are not in the answer.
    for (const k of first.k.slice(2)) expect(first.res.body).not.toContain(k.rightExplanation);

    const second = await takeQuiz(learner, ctx.build[1] ?? '', 0);
    expect(second.res.json().revealed).toBe(true);
    second.res.json().results.forEach((r: Record<string, unknown>, i: number) => {
      expect(r.correctOption).toBe(second.k[i]?.right);
      expect(r.correctExplanation).toBe(second.k[i]?.rightExplanation);
      expect(r.explanation).toBe(second.k[i]?.wrongExplanation);
    });
  });

  it('reveals the right answers and explanations on a first-time pass', async () => {
    const learner = await as('creator');
    const { res, k } = await takeQuiz(learner, ctx.build[1] ?? '', 4);
    expect(res.json()).toMatchObject({ passed: true, revealed: true, completed: true });
    expect(res.json().results[4]).toMatchObject({
      correct: false,
      correctOption: k[4]?.right,
      correctExplanation: k[4]?.rightExplanation,
      explanation: k[4]?.wrongExplanation,
    });
  });
});

describe('Learn in order', () => {
  it('locks Build lesson 2 until lesson 1 is passed, on every lesson endpoint', async () => {
    const learner = await as('free');
    const two = ctx.build[2] ?? '';
    // Worded as what comes next, never as a paid lock (core's orderLockMessage).
    const message = /^Up next after lesson 1, “HTML Boilerplate and Semantic Page Structure”$/;
    const attempt = (
      await learner.call('POST', `/api/lessons/${ctx.build[1]}/quiz/attempts`)
    ).json();
    // The lesson's frame says which lesson to finish first; it holds no quiz.
    const frame = await learner.call('GET', `/api/lessons/${two}`);
    expect(frame.statusCode).toBe(200);
    expect(frame.json()).toMatchObject({
      number: 2,
      quiz: null,
      lockedBy: { id: ctx.build[1], number: 1 },
      prev: { number: 1 },
      next: { number: 3 },
      // Next Lesson: lesson 3 waits for the same lesson as this one.
      nextLockedBy: { id: ctx.build[1], number: 1 },
    });
    const one = (await learner.call('GET', `/api/lessons/${ctx.build[1]}`)).json();
    expect(one).toMatchObject({ lockedBy: null, nextLockedBy: { id: ctx.build[1], number: 1 } });
    for (const [method, url, payload] of [
      ['GET', `/api/lessons/${two}/video`],
      ['POST', `/api/lessons/${two}/quiz/attempts`],
      [
        'POST',
        `/api/lessons/${two}/quiz`,
        { attemptId: attempt.id, answers: ['a', 'b', 'c', 'd', 'e'] },
      ],
      ['PUT', `/api/lessons/${two}/progress`, { positionSeconds: 1 }],
    ] as const) {
      const res = await learner.call(method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect(res.json().message, url).toMatch(message);
    }
    const list = (await learner.call('GET', '/api/courses/web/portfolio/sections/build')).json();
    expect(list.lessons[0]).toMatchObject({ number: 1, lockedBy: null, state: 'not_started' });
    expect(list.lessons[1].lockedBy).toEqual({
      id: ctx.build[1],
      number: 1,
      title: 'HTML Boilerplate and Semantic Page Structure',
    });

    // Watching is not enough; passing the quiz is.
    await learner.call('PUT', `/api/lessons/${ctx.build[1]}/progress`, {
      positionSeconds: 6.9,
      durationSeconds: 7,
    });
    expect((await learner.call('GET', `/api/lessons/${two}/video`)).statusCode).toBe(403);
    await takeQuiz(learner, ctx.build[1] ?? '', 5);
    expect((await learner.call('GET', `/api/lessons/${ctx.build[1]}`)).json().nextLockedBy).toBe(
      null,
    );
    const opened = (await learner.call('GET', `/api/lessons/${two}`)).json();
    expect(opened.lockedBy).toBeNull();
    expect(opened.nextLockedBy).toMatchObject({ id: two, number: 2 });
    expect(opened.quiz.questions).toHaveLength(5);
    expect((await learner.call('GET', `/api/lessons/${two}/video`)).statusCode).toBe(200);
    const after = (await learner.call('GET', '/api/courses/web/portfolio/sections/build')).json();
    expect(after.lessons[0]).toMatchObject({ state: 'complete', completed: true });
    expect(after.lessons[1].lockedBy).toBeNull();
    expect(after.lessons[2].lockedBy).toMatchObject({ number: 2 });
  });

  it('locks across pages of the list, and never for an admin or a project not in order', async () => {
    const learner = await as('free');
    const page = (
      await learner.call('GET', '/api/courses/web/portfolio/sections/build?after=3&limit=2')
    ).json();
    // Nothing done yet: lesson 4 names lesson 1, the first unfinished lesson on its way.
    expect(page.lessons[0]).toMatchObject({ number: 4, lockedBy: { number: 1 } });
    expect((await learner.call('GET', `/api/lessons/${ctx.mobile2}/video`)).statusCode).toBe(200);
    const admin = await as('admin');
    expect((await admin.call('GET', `/api/lessons/${ctx.build[5]}/video`)).statusCode).toBe(200);
    const list = (await admin.call('GET', '/api/courses/web/portfolio/sections/build')).json();
    expect(list.lessons.every((l: { lockedBy: unknown }) => l.lockedBy === null)).toBe(true);
    const frame = (await admin.call('GET', `/api/lessons/${ctx.build[1]}`)).json();
    expect(frame.nextLockedBy).toBeNull();
    // The last lesson of a section: Next goes to another section, whose first lesson is open.
    const last = Math.max(...Object.keys(ctx.build).map(Number));
    const end = (await learner.call('GET', `/api/lessons/${ctx.build[last]}`)).json();
    expect(end.next.section).not.toBe('build');
    expect(end.nextLockedBy).toBeNull();
  });

  it('the admin turns "Learn in order" on and off for a project', async () => {
    const admin = await as('admin');
    const lessonRes = await admin.call('GET', `/api/admin/lessons/${ctx.mobile2}`);
    const lessonBody = lessonRes.json();
    expect(lessonBody.project.learnInOrder).toBe(false);
    const input = {
      category: lessonBody.category,
      project: { kind: 'existing', slug: lessonBody.project.slug, learnInOrder: true },
      section: lessonBody.section,
      number: lessonBody.number,
      difficulty: lessonBody.difficulty,
      title: lessonBody.title,
      description: lessonBody.description,
      questions: lessonBody.questions,
    };
    const saved = await admin.call('PUT', `/api/admin/lessons/${ctx.mobile2}`, input);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().project.learnInOrder).toBe(true);
    const learner = await as('free');
    expect((await learner.call('GET', `/api/lessons/${ctx.mobile2}/video`)).statusCode).toBe(403);
    const locked = (await learner.call('GET', `/api/lessons/${ctx.mobile2}`)).json();
    expect(locked.lockedBy).toMatchObject({ number: 1 });
    input.project.learnInOrder = false;
    await admin.call('PUT', `/api/admin/lessons/${ctx.mobile2}`, input);
    expect((await learner.call('GET', `/api/lessons/${ctx.mobile2}/video`)).statusCode).toBe(200);
    // Off: no lesson waits, in the list or on the lesson page.
    const open = (await learner.call('GET', `/api/lessons/${ctx.mobile2}`)).json();
    expect(open).toMatchObject({ lockedBy: null, nextLockedBy: null });
    const list = (await learner.call('GET', '/api/courses/mobile/portfolio/sections/build')).json();
    expect(list.lessons.every((l: { lockedBy: unknown }) => l.lockedBy === null)).toBe(true);
  });

  it('with the order off, a section certificate still needs every lesson complete', async () => {
    const learner = await as('creator');
    // The mobile Portfolio is not learnt in order: lesson 2 passed alone completes no section.
    await takeQuiz(learner, ctx.mobile2, 5);
    const mine = (await learner.call('GET', '/api/courses/mobile/portfolio/certificates')).json();
    expect(mine.sections.find((s: { section: string }) => s.section === 'build')).toMatchObject({
      complete: false,
    });
  });
});
