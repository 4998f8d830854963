import { EXERCISES_NEED_STARTER, MESSAGES, SOLUTION_AFTER_FAILED_CHECKS } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exerciseSolutionOpen, lesson, lessonExercise, user } from '../src/db/schema.ts';
import { NO_EXERCISE } from '../src/modules/learning/exercise/exercises.ts';
import { NO_SOLUTION, SOLUTION_NOT_OFFERED } from '../src/modules/learning/exercise/hints.ts';
import { adminCall } from './admin-helpers.ts';
import type { TTestApp } from './app.ts';
import { navExercise, navReport, SOLVED_NAV, withPassingTry } from './exercise-helpers.ts';
import { withSeededRoles } from './learning-helpers.ts';
import { caller, learnerAs } from './workspace-helpers.ts';

/**
 * "Show solution" is recorded (exercise_solution_open, for the author's Insights): only when the
 * hint ladder gives the learner the solution (core's revealsSolution, as GET …/exercise sends
 * solutionFiles), once per learner and exercise with the first time, and in "Download my data".
 */
let app: TTestApp;
let call: ReturnType<typeof caller>;

const HINTS = ['Which element holds the links?', 'Each link is an `<a>`.', 'You need three.'];
const EXERCISE = navExercise(HINTS);
const failed = navReport(false);
const passed = navReport(true);

const url = (id: string | undefined, tail = '') => `/api/lessons/${id}/exercise${tail}`;
const openSolution = (id: string | undefined, cookie?: string) =>
  call('POST', url(id, '/solution'), cookie);
const report = (id: string | undefined, cookie: string, body: object) =>
  call('POST', url(id, '/result'), cookie, body);
const hint = (id: string | undefined, n: number, cookie: string) =>
  call('POST', url(id, `/hints/${n}`), cookie);

const { lessonIn, cookies } = withSeededRoles(async (built) => {
  app = built;
  call = caller(app);
  const admin = adminCall(app, cookies.admin ?? '');
  const build = await admin(
    'PUT',
    `/api/admin/lessons/${lessonIn.build}/exercise`,
    withPassingTry(EXERCISE),
  );
  expect(build.statusCode, build.body).toBe(200);
});

const starter = async () => (await learnerAs(app, 'starter')).cookie;
async function exerciseIdOf(lessonId: string | undefined) {
  const [row] = await app.db
    .select({ id: lessonExercise.id })
    .from(lessonExercise)
    .where(eq(lessonExercise.lessonId, lessonId ?? ''));
  return row?.id ?? '';
}
const openings = async (userId: string) =>
  app.db.select().from(exerciseSolutionOpen).where(eq(exerciseSolutionOpen.userId, userId));

/** Where the ladder gives the solution: every hint opened, and enough failed checks. */
async function climbToSolution(cookie: string) {
  for (let i = 0; i < SOLUTION_AFTER_FAILED_CHECKS; i++)
    expect((await report(lessonIn.build, cookie, failed)).statusCode).toBe(200);
  for (let n = 1; n <= HINTS.length; n++)
    expect((await hint(lessonIn.build, n, cookie)).statusCode).toBe(200);
  expect((await call('GET', url(lessonIn.build), cookie)).json().solutionFiles).toEqual([
    SOLVED_NAV,
  ]);
}

describe('recording that a learner opened the solution: refusals', () => {
  it('asks a visitor to sign in (401)', async () => {
    const res = await openSolution(lessonIn.build);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.signInRequired);
  });

  it('refuses a cross-site request (403), as every write of the API', async () => {
    const res = await app.inject({
      method: 'POST',
      url: url(lessonIn.build, '/solution'),
      headers: { origin: 'https://elsewhere.example', cookie: cookies.builder ?? '' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses before the ladder offers the solution (403), and records nothing', async () => {
    const { cookie, userId } = await learnerAs(app, 'starter');
    const early = await openSolution(lessonIn.build, cookie);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'FORBIDDEN', message: SOLUTION_NOT_OFFERED });
    // Enough failures, but not every hint opened.
    for (let i = 0; i < SOLUTION_AFTER_FAILED_CHECKS; i++)
      await report(lessonIn.build, cookie, failed);
    await hint(lessonIn.build, 1, cookie);
    await hint(lessonIn.build, 2, cookie);
    expect((await openSolution(lessonIn.build, cookie)).statusCode).toBe(403);
    expect(await openings(userId)).toEqual([]);
  });

  it('refuses every hint opened with too few failed checks (403)', async () => {
    const cookie = await starter();
    await report(lessonIn.build, cookie, failed);
    // Each hint follows the one before on request.
    for (let n = 1; n <= HINTS.length; n++)
      expect((await hint(lessonIn.build, n, cookie)).statusCode).toBe(200);
    const res = await openSolution(lessonIn.build, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SOLUTION_NOT_OFFERED);
  });

  it('answers 404 for a lesson without an exercise, and for a site check (no solution)', async () => {
    expect((await call('GET', url(lessonIn.planning), cookies.admin)).statusCode).toBe(404);
    const res = await openSolution(lessonIn.planning, cookies.admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(NO_EXERCISE);
    // A seeded Deployment lesson's site check: its hints are the help.
    const [siteCheck] = await app.db
      .select({ lessonId: lessonExercise.lessonId })
      .from(lessonExercise)
      .where(eq(lessonExercise.kind, 'publish'))
      .limit(1);
    expect(siteCheck).toBeDefined();
    const site = await openSolution(siteCheck?.lessonId, cookies.admin);
    expect(site.statusCode).toBe(404);
    expect(site.json().message).toBe(NO_SOLUTION);
  });

  it('refuses a lesson the learner may not open: its plan (403), none there (404)', async () => {
    const free = await openSolution(lessonIn.build, cookies.free);
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toBe(EXERCISES_NEED_STARTER);
    const locked = await openSolution(lessonIn.explanation, await starter());
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(MESSAGES.explanationBuilderOrCreator);
    const missing = await openSolution(crypto.randomUUID(), cookies.builder);
    expect(missing.statusCode).toBe(404);
    const bad = await openSolution('not-a-lesson', cookies.builder);
    expect(bad.statusCode).toBe(400);
  });
});

describe('recording that a learner opened the solution', () => {
  it('records the first opening once the ladder offers it; a second answers the same', async () => {
    const { cookie, userId } = await learnerAs(app, 'starter');
    await climbToSolution(cookie);
    const first = await openSolution(lessonIn.build, cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const { openedAt } = first.json();
    expect(Object.keys(first.json())).toEqual(['openedAt']);
    expect(Number.isNaN(Date.parse(openedAt))).toBe(false);
    const [row] = await openings(userId);
    expect(row).toMatchObject({ exerciseId: await exerciseIdOf(lessonIn.build) });
    expect(row?.openedAt.toISOString()).toBe(openedAt);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await openSolution(lessonIn.build, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ openedAt });
    const after = await openings(userId);
    expect(after).toHaveLength(1);
    expect(after[0]?.openedAt).toEqual(row?.openedAt);
  });

  it('records it for a learner who passed (the solution is theirs then too)', async () => {
    const { cookie, userId } = await learnerAs(app, 'starter');
    expect((await report(lessonIn.build, cookie, passed)).statusCode).toBe(200);
    const res = await openSolution(lessonIn.build, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await openings(userId)).toHaveLength(1);
  });

  it('lists the opening in "Download my data"; it goes with the account', async () => {
    const { cookie, userId } = await learnerAs(app, 'starter');
    await climbToSolution(cookie);
    const { openedAt } = (await openSolution(lessonIn.build, cookie)).json();
    const [{ title } = { title: '' }] = await app.db
      .select({ title: lesson.title })
      .from(lesson)
      .where(eq(lesson.id, lessonIn.build ?? ''));
    const data = await app.inject({ url: '/api/account/data', headers: { cookie } });
    expect(data.statusCode).toBe(200);
    expect(data.json().learning.exerciseSolutionsOpened).toEqual([
      { lessonId: lessonIn.build, lesson: title, openedAt },
    ]);

    await app.db.delete(user).where(eq(user.id, userId));
    expect(await openings(userId)).toEqual([]);
  });
});
