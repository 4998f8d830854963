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
  const submit = (id: string | undefined, payload: unknown, who = 'creator') =>
    app.inject({
      method: 'POST',
      url: `/api/lessons/${id}/quiz`,
      headers: { cookie: cookies[who] ?? '', origin: ORIGIN },
      payload: payload as object,
    });

  it('never sends the correct answers before submission', async () => {
    const res = await get(`/api/lessons/${lessonIn.build}`, 'creator');
    const { questions } = res.json();
    expect(questions).toHaveLength(5);
    for (const q of questions)
      expect(Object.keys(q).sort()).toEqual(['options', 'position', 'question']);
    expect(res.body).not.toMatch(/correctOption|"correct"/);
  });

  it('refuses the wrong shapes with 400', async () => {
    for (const payload of [
      { answers: [0, 1, 2, 3] },
      { answers: [0, 1, 2, 3, 5] },
      { answers: [0, 1, 2, 3, 1.5] },
      { answers: 'a' },
      {},
    ]) {
      const res = await submit(lessonIn.build, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('scores, reveals the right options, keeps the best score and completes on a pass', async () => {
    const id = lessonIn.explanation;
    const key = await app.db
      .select()
      .from(quizQuestion)
      .where(eq(quizQuestion.lessonId, id ?? ''))
      .orderBy(quizQuestion.position);
    const right = key.map((q) => q.correctOption);
    const wrong = right.map((c) => (c + 1) % 5);
    const poor = await submit(
      id,
      { answers: [right[0], right[1], wrong[2], wrong[3], wrong[4]] },
      'builder',
    );
    expect(poor.json()).toMatchObject({
      score: 2,
      total: 5,
      passed: false,
      bestScore: 2,
      completed: false,
    });
    expect(poor.json().results[2]).toEqual({
      chosen: wrong[2],
      correctOption: right[2],
      correct: false,
    });
    const good = await submit(id, { answers: right }, 'builder');
    expect(good.json()).toMatchObject({ score: 5, passed: true, bestScore: 5, completed: true });
    const worse = await submit(id, { answers: wrong }, 'builder');
    expect(worse.json()).toMatchObject({ score: 0, bestScore: 5, completed: true });
  });

  it('checks section access like the video', async () => {
    const res = await submit(lessonIn.planning, { answers: [0, 0, 0, 0, 0] }, 'starter');
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

  it('saves the position, restores it, and completes at 90% watched', async () => {
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
    expect((await put(id, { positionSeconds: 6.5, durationSeconds: 7 })).json().completed).toBe(
      true,
    );
    // Going back does not undo completion.
    expect((await put(id, { positionSeconds: 1, durationSeconds: 7 })).json()).toEqual({
      positionSeconds: 1,
      completed: true,
    });
    const list = await get('/api/courses/web/portfolio/sections/build', 'free');
    expect(list.json().lessons.find((l: { id: string }) => l.id === id).completed).toBe(true);
    const catalog = await get('/api/catalog/web', 'free');
    expect(catalog.json().projects[0]).toMatchObject({
      slug: 'portfolio',
      doneCount: 1,
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
