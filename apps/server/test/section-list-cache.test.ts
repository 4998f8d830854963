import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lesson, project, quizQuestion } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { flushTestRedis } from './redis-helpers.ts';

/**
 * The signed-in section list keeps the section's lessons (same for everyone) and the
 * learner's progress (theirs) in memory. What a learner does must show on their next list at
 * once, on the server that took the write and on every other one.
 */
const CACHING = {
  SESSION_CACHE_TTL_SECONDS: '60',
  PUBLIC_CACHE_TTL_SECONDS: '60',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
};
const LIST = '/api/courses/web/portfolio/sections/build';
// Its own Redis database: redis-shared-state.test.ts counts sign-ins from this address in 5.
const REDIS_URL = 'redis://127.0.0.1:6379/9';

type TListed = {
  id: string;
  number: number;
  title: string;
  completed: boolean;
  state: string;
  lockedBy: { number: number } | null;
};

/** The web Portfolio's Build lesson ids by number (a "Learn in order" project with quizzes). */
async function buildLessons(app: TTestApp) {
  const rows = await app.db
    .select({ id: lesson.id, number: lesson.number })
    .from(lesson)
    .innerJoin(project, eq(project.id, lesson.projectId))
    .where(
      and(eq(project.category, 'web'), eq(project.slug, 'portfolio'), eq(lesson.section, 'build')),
    );
  return Object.fromEntries(rows.map((r) => [r.number, r.id])) as Record<number, string>;
}

/** A learner's calls, sent to whichever server a test names (one session, any server). */
function caller(cookie: string) {
  return (app: TTestApp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { cookie, origin: ORIGIN },
      ...(payload ? { payload } : {}),
    });
}
type TCall = ReturnType<typeof caller>;

async function list(app: TTestApp, call: TCall, query = ''): Promise<TListed[]> {
  const res = await call(app, 'GET', `${LIST}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().lessons;
}

/** Starts an attempt on `start` and submits it on `submit`, `right` of the answers right. */
async function takeQuiz(start: TTestApp, submit: TTestApp, call: TCall, id: string, right: number) {
  const attempt = (await call(start, 'POST', `/api/lessons/${id}/quiz/attempts`)).json() as {
    id: string;
    questions: { options: { id: string; text: string }[] }[];
  };
  const rows = await start.db
    .select()
    .from(quizQuestion)
    .where(eq(quizQuestion.lessonId, id))
    .orderBy(quizQuestion.position);
  const answers = attempt.questions.map((q, i) => {
    const row = rows[i];
    const rightText = row?.options[row.correctOption];
    const pick = i < right ? q.options.find((o) => o.text === rightText) : undefined;
    return (pick ?? q.options.find((o) => o.text !== rightText))?.id ?? '';
  });
  const res = await call(submit, 'POST', `/api/lessons/${id}/quiz`, {
    attemptId: attempt.id,
    answers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { passed: boolean };
}

/** The admin form's input for a lesson as it is, for an edit. */
async function lessonInput(app: TTestApp, call: TCall, id: string) {
  const body = (await call(app, 'GET', `/api/admin/lessons/${id}`)).json();
  return {
    category: body.category,
    project: { kind: 'existing', slug: body.project.slug },
    section: body.section,
    number: body.number,
    difficulty: body.difficulty,
    title: body.title,
    description: body.description,
    questions: body.questions,
  };
}

describe('one server, caches on', () => {
  let app: TTestApp;
  let build: Record<number, string>;
  beforeAll(async () => {
    app = await buildTestApp({ env: CACHING });
    await seedIfEmpty(app.db, app.storage, { info: () => {} });
    build = await buildLessons(app);
  });
  afterAll(() => app?.cleanup());

  it('shows each state change on the next list at once, and the locks follow', async () => {
    const call = caller((await signInAs(app, 'free')).cookie);
    const one = build[1] ?? '';
    let lessons = await list(app, call);
    expect(lessons[0]).toMatchObject({ number: 1, state: 'not_started', completed: false });
    expect(lessons[1]).toMatchObject({ number: 2, lockedBy: { number: 1 } });
    // Read twice: the second answer comes from memory and must be the same.
    expect(await list(app, call)).toEqual(lessons);

    await call(app, 'PUT', `/api/lessons/${one}/progress`, {
      positionSeconds: 3,
      durationSeconds: 7,
    });
    lessons = await list(app, call);
    expect(lessons[0]).toMatchObject({ state: 'watched', completed: false });
    expect(lessons[1]?.lockedBy).toMatchObject({ number: 1 });

    expect((await takeQuiz(app, app, call, one, 2)).passed).toBe(false);
    lessons = await list(app, call);
    expect(lessons[0]).toMatchObject({ state: 'quiz_failed', completed: false });
    expect(lessons[1]?.lockedBy).toMatchObject({ number: 1 });

    expect((await takeQuiz(app, app, call, one, 5)).passed).toBe(true);
    lessons = await list(app, call);
    expect(lessons[0]).toMatchObject({ state: 'complete', completed: true });
    expect(lessons[1]).toMatchObject({ number: 2, lockedBy: null, state: 'not_started' });
    expect(lessons[2]?.lockedBy).toMatchObject({ number: 2 });

    // Pages: a page's first lesson waits for the last one of the page before.
    const second = await list(app, call, '?after=1&limit=1');
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ number: 2, lockedBy: null });
    const third = await list(app, call, '?after=2&limit=1');
    expect(third[0]).toMatchObject({ number: 3, lockedBy: { number: 2 } });
    const res = await call(app, 'GET', `${LIST}?after=1&limit=2`);
    expect(res.json().nextAfter).toBe(3);
    const last = await call(app, 'GET', `${LIST}?after=${lessons.length - 1}&limit=5`);
    expect(last.json()).toMatchObject({ nextAfter: null });
    expect(last.json().lessons).toHaveLength(1);
  });

  it('keeps each learner to their own progress', async () => {
    const first = caller((await signInAs(app, 'free')).cookie);
    const other = caller((await signInAs(app, 'free')).cookie);
    await list(app, first);
    await list(app, other);
    expect((await takeQuiz(app, app, first, build[1] ?? '', 5)).passed).toBe(true);
    expect((await list(app, first))[0]?.state).toBe('complete');
    expect((await list(app, other))[0]).toMatchObject({ state: 'not_started', completed: false });
    expect((await list(app, other))[1]?.lockedBy).toMatchObject({ number: 1 });
  });

  it('shows an admin edit to every learner at once', async () => {
    const learner = caller((await signInAs(app, 'free')).cookie);
    const admin = caller((await signInAs(app, 'admin')).cookie);
    expect((await list(app, learner))[2]?.title).not.toBe('Renamed while cached');
    const input = await lessonInput(app, admin, build[3] ?? '');
    const saved = await admin(app, 'PUT', `/api/admin/lessons/${build[3]}`, {
      ...input,
      title: 'Renamed while cached',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await list(app, learner))[2]?.title).toBe('Renamed while cached');
    // "Learn in order" off: no lesson waits any more.
    await admin(app, 'PUT', `/api/admin/lessons/${build[3]}`, {
      ...input,
      project: { ...input.project, learnInOrder: false },
    });
    expect((await list(app, learner)).every((l) => l.lockedBy === null)).toBe(true);
    await admin(app, 'PUT', `/api/admin/lessons/${build[3]}`, {
      ...input,
      project: { ...input.project, learnInOrder: true },
    });
    expect((await list(app, learner))[1]?.lockedBy).toMatchObject({ number: 1 });
  });

  it('refuses a signed-out caller and bad input, also once the list is cached', async () => {
    const call = caller((await signInAs(app, 'free')).cookie);
    await list(app, call);
    const signedOut = await app.inject({ url: LIST });
    expect(signedOut.statusCode).toBe(401);
    expect((await call(app, 'GET', `${LIST}?limit=0`)).statusCode).toBe(400);
    expect((await call(app, 'GET', `${LIST}?after=-1`)).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/courses/web/portfolio/sections/cooking')).statusCode).toBe(
      400,
    );
    expect((await call(app, 'GET', '/api/courses/web/nope/sections/build')).statusCode).toBe(404);
  });
});

describe('two servers sharing Redis and the database, caches on', () => {
  let a: TTestApp;
  let b: TTestApp;
  let build: Record<number, string>;
  beforeAll(async () => {
    await flushTestRedis(REDIS_URL);
    const env = { ...CACHING, REDIS_URL };
    a = await buildTestApp({ env });
    b = await buildTestApp({ env, database: { ...a.database, close: async () => {} } });
    await seedIfEmpty(a.db, a.storage, { info: () => {} });
    build = await buildLessons(a);
  });
  afterAll(async () => {
    await b?.cleanup();
    await a?.cleanup();
    await flushTestRedis(REDIS_URL);
  });

  it('a lesson completed on server B shows complete on server A at once', async () => {
    const call = caller((await signInAs(a, 'free')).cookie);
    const one = build[1] ?? '';
    // Both servers hold the learner's list in memory.
    expect((await list(a, call))[0]?.state).toBe('not_started');
    expect((await list(b, call))[0]?.state).toBe('not_started');

    expect((await takeQuiz(b, b, call, one, 5)).passed).toBe(true);
    const onA = await list(a, call);
    expect(onA[0]).toMatchObject({ state: 'complete', completed: true });
    expect(onA[1]?.lockedBy).toBeNull();
    expect((await list(b, call))[0]?.state).toBe('complete');

    // And the other way: a position saved on A shows on B.
    await call(a, 'PUT', `/api/lessons/${build[2]}/progress`, {
      positionSeconds: 2,
      durationSeconds: 7,
    });
    expect((await list(b, call))[1]).toMatchObject({ state: 'watched', completed: false });
    // A failed quiz started on A and submitted on B.
    expect((await takeQuiz(a, b, call, build[2] ?? '', 1)).passed).toBe(false);
    expect((await list(a, call))[1]).toMatchObject({ state: 'quiz_failed', completed: false });
  });

  it('an admin edit on one server shows on the other at once', async () => {
    const learner = caller((await signInAs(a, 'free')).cookie);
    const admin = caller((await signInAs(a, 'admin')).cookie);
    await list(a, learner);
    await list(b, learner);
    const input = await lessonInput(b, admin, build[4] ?? '');
    const saved = await admin(b, 'PUT', `/api/admin/lessons/${build[4]}`, {
      ...input,
      title: 'Renamed on server B',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The public cache's bus carries the news; give it the moment Redis takes.
    await expect
      .poll(async () => (await list(a, learner))[3]?.title, { timeout: 2_000 })
      .toBe('Renamed on server B');
  });
});
