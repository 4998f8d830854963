import { MESSAGES, type TSection } from '@thinkbuild/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lesson } from '../src/db/schema.ts';
import type { TTestApp } from './app.ts';
import { ORIGIN } from './auth-helpers.ts';
import { withSeededRoles } from './learning-helpers.ts';

/** Access per role and section, the course and lesson lists, progress (quiz: learning-quiz.test.ts). */
let app: TTestApp;

const { lessonIn, cookies, get } = withSeededRoles((built) => {
  app = built;
});

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
            // The lesson itself also says what is behind the lock (see below); the video does not.
            const { locked: _about, ...body } = res.json();
            expect(body).toEqual({ code: 'FORBIDDEN', message: expected });
          }
        }
      });
    }
  }

  it('signed out → every section: "You must be signed in to access this content"', async () => {
    for (const section of ['planning', 'build', 'explanation', 'deployment'] as const) {
      const urls = [`/api/lessons/${lessonIn[section]}`, `/api/lessons/${lessonIn[section]}/video`];
      // Build's first lesson is the course's free preview: its video plays signed out
      // (decisions/023, test/course-pages.test.ts); its lesson frame stays signed-in only.
      if (section === 'build') expect((await get(urls.pop() ?? '')).statusCode).toBe(200);
      for (const url of urls) {
        const res = await get(url);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: MESSAGES.signInRequired });
      }
    }
  });
});

describe('a lesson the plan does not open', () => {
  it('signed out: 401 and nothing about the lesson', async () => {
    const res = await get(`/api/lessons/${lessonIn.planning}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: MESSAGES.signInRequired });
  });

  it('wrong plan: 403 with the SPEC.md message, the title, description and section totals', async () => {
    const [me] = await app.db
      .select()
      .from(lesson)
      .where(eq(lesson.id, lessonIn.planning ?? ''));
    if (!me) throw new Error('no Planning lesson seeded');
    const siblings = await app.db
      .select()
      .from(lesson)
      .where(
        and(
          eq(lesson.projectId, me.projectId),
          eq(lesson.section, 'planning'),
          eq(lesson.published, true),
        ),
      );
    const res = await get(`/api/lessons/${lessonIn.planning}`, 'free');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'FORBIDDEN',
      message: MESSAGES.planningCreatorsOnly,
      locked: {
        title: me.title,
        description: me.description,
        section: 'planning',
        sectionLessons: siblings.length,
        // Whole seconds, as the database adds them up.
        sectionSeconds: Math.round(siblings.reduce((n, l) => n + (l.durationSeconds ?? 0), 0)),
      },
    });
    expect(siblings.length).toBeGreaterThan(0);
    // The video stays a bare refusal: no details ride along with it.
    const video = await get(`/api/lessons/${lessonIn.planning}/video`, 'free');
    expect(video.json()).toEqual({ code: 'FORBIDDEN', message: MESSAGES.planningCreatorsOnly });
  });

  it('allowed: the lesson itself, no lock details', async () => {
    const res = await get(`/api/lessons/${lessonIn.planning}`, 'creator');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: lessonIn.planning, section: 'planning' });
    expect(res.json()).not.toHaveProperty('locked');
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
    // Mastery (decisions/013): only passing its quiz completes a lesson that has one.
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
