import { MESSAGES, type TSection } from '@thinkbuild/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lesson, project, quizQuestion } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';

let app: TTestApp;
const lessonIn: Partial<Record<TSection, string>> = {};
const cookies: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  await seedIfEmpty(app.db, app.storage, { info: () => {} });
  const [web] = await app.db
    .select()
    .from(project)
    .where(and(eq(project.category, 'web'), eq(project.slug, 'portfolio')));
  for (const section of ['planning', 'build', 'explanation', 'deployment'] as const) {
    const [row] = await app.db
      .select()
      .from(lesson)
      .where(
        and(eq(lesson.projectId, web?.id ?? ''), eq(lesson.section, section), eq(lesson.number, 1)),
      );
    lessonIn[section] = row?.id;
  }
  for (const role of ['free', 'starter', 'builder', 'creator', 'admin'] as const) {
    cookies[role] = (await signInAs(app, role)).cookie;
  }
});
afterAll(() => app.cleanup());

const get = (url: string, who?: string) =>
  app.inject({ url, headers: who ? { cookie: cookies[who] ?? '' } : {} });

const EXPECTED: Record<string, Record<TSection, string | true>> = {
  free: {
    planning: MESSAGES.planningCreatorsOnly,
    build: true,
    explanation: MESSAGES.explanationBuilderOrCreator,
    deployment: MESSAGES.deploymentCreatorOnly,
  },
  starter: {
    planning: MESSAGES.planningCreatorsOnly,
    build: true,
    explanation: MESSAGES.explanationBuilderOrCreator,
    deployment: MESSAGES.deploymentCreatorOnly,
  },
  builder: {
    planning: MESSAGES.planningCreatorsOnly,
    build: true,
    explanation: true,
    deployment: MESSAGES.deploymentCreatorOnly,
  },
  creator: { planning: true, build: true, explanation: true, deployment: true },
  admin: { planning: true, build: true, explanation: true, deployment: true },
};

describe('role × section access', () => {
  for (const [role, sections] of Object.entries(EXPECTED)) {
    for (const [section, expected] of Object.entries(sections) as [TSection, string | true][]) {
      it(`${role} → ${section}: ${expected === true ? 'allowed' : expected}`, async () => {
        for (const url of [
          `/api/lessons/${lessonIn[section]}`,
          `/api/lessons/${lessonIn[section]}/video`,
        ]) {
          const res = await get(url, role);
          if (expected === true) {
            expect(res.statusCode, url).toBe(200);
          } else {
            expect(res.statusCode, url).toBe(403);
            expect(res.json()).toEqual({ code: 'FORBIDDEN', message: expected });
          }
        }
      });
    }
  }

  it('signed out → every section: "You must be signed in to access this content"', async () => {
    for (const section of ['planning', 'build', 'explanation', 'deployment'] as const) {
      for (const url of [
        `/api/lessons/${lessonIn[section]}`,
        `/api/lessons/${lessonIn[section]}/video`,
      ]) {
        const res = await get(url);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: MESSAGES.signInRequired });
      }
    }
  });
});

describe('course and lesson lists', () => {
  it('gives the course frame with access per section and where to resume', async () => {
    const res = await get('/api/courses/web/portfolio', 'starter');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sections.map((s: { section: string }) => s.section)).toEqual([
      'planning',
      'build',
      'explanation',
      'deployment',
    ]);
    expect(body.sections[0].access).toEqual({
      allowed: false,
      message: MESSAGES.planningCreatorsOnly,
    });
    expect(body.lessonCount).toBe(19);
    expect(body.resume.section).toBe('build');
  });

  it("lists a locked section's titles, numerically sorted, with its message", async () => {
    const res = await get('/api/courses/web/portfolio/sections/build', 'free');
    const numbers = res.json().lessons.map((l: { number: number }) => l.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers).toContain(10);
    const locked = await get('/api/courses/web/portfolio/sections/planning', 'free');
    expect(locked.statusCode).toBe(200);
    expect(locked.json().access).toEqual({
      allowed: false,
      message: MESSAGES.planningCreatorsOnly,
    });
    expect(locked.json().lessons.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown or coming-soon course and 400 for a bad section', async () => {
    expect((await get('/api/courses/web/nope', 'free')).statusCode).toBe(404);
    expect((await get('/api/courses/web/online-store', 'free')).statusCode).toBe(404);
    expect((await get('/api/courses/web/portfolio/sections/cooking', 'free')).statusCode).toBe(400);
    expect((await get('/api/lessons/not-a-uuid', 'free')).statusCode).toBe(400);
  });
});

describe('quiz', () => {
  type TAttempt = { id: string; questions: { options: { id: string; text: string }[] }[] };
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

describe('progress', () => {
  const put = (id: string | undefined, payload: object, who = 'free') =>
    app.inject({
      method: 'PUT',
      url: `/api/lessons/${id}/progress`,
      headers: { cookie: cookies[who] ?? '', origin: ORIGIN },
      payload,
    });

  it('saves the position and restores it; watching makes a lesson with a quiz "watched", not complete', async () => {
    const id = lessonIn.build;
    expect((await put(id, { positionSeconds: 2.5, durationSeconds: 7 })).json()).toEqual({
      positionSeconds: 2.5,
      completed: false,
    });
    expect((await get(`/api/lessons/${id}`, 'free')).json().progress).toEqual({
      positionSeconds: 2.5,
      completed: false,
      bestScore: null,
    });
    // Mastery (issue 15): only passing its quiz completes a lesson that has one.
    expect((await put(id, { positionSeconds: 6.9, durationSeconds: 7 })).json()).toEqual({
      positionSeconds: 6.9,
      completed: false,
    });
    const list = await get('/api/courses/web/portfolio/sections/build', 'free');
    expect(list.json().lessons.find((l: { id: string }) => l.id === id)).toMatchObject({
      completed: false,
      state: 'watched',
    });
    const catalog = await get('/api/catalog/web', 'free');
    expect(catalog.json().projects[0]).toMatchObject({
      slug: 'portfolio',
      doneCount: 0,
      episodeCount: 19,
    });
    const recent = await get('/api/progress/recent', 'free');
    expect(recent.json().recent).toMatchObject({
      category: 'web',
      project: 'portfolio',
      lesson: { id, section: 'build', number: 1 },
    });
  });

  it('refuses a negative position and a locked section', async () => {
    expect((await put(lessonIn.build, { positionSeconds: -1 })).statusCode).toBe(400);
    expect((await put(lessonIn.deployment, { positionSeconds: 1 }, 'builder')).statusCode).toBe(
      403,
    );
  });
});
