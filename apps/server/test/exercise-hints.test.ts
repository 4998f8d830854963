import { EXERCISES_NEED_STARTER, MESSAGES, type TExercise } from '@thinkbuild/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exerciseHintOpen, lessonExercise, user } from '../src/db/schema.ts';
import { HINT_NOT_OFFERED } from '../src/modules/learning/exercise/hints.ts';
import { adminCall } from './admin-helpers.ts';
import type { TTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { withPassingTry } from './exercise-helpers.ts';
import { withSeededRoles } from './learning-helpers.ts';

/**
 * An exercise's hints (core's hintLadder): the admin writes them, the server gives a hint's
 * text only once the ladder offers it, keeps which ones a learner opened (once each), and the
 * solution comes after the last hint.
 */
let app: TTestApp;
let admin: ReturnType<typeof adminCall>;

const HINTS = [
  'Think about which element holds the links.',
  'Each link is an `<a>` element.',
  'Count the links you need: the instructions say how many.',
];
const html = { name: 'index.html', language: 'html', content: '<nav></nav>' } as const;
const solved = { ...html, content: '<nav><a>1</a><a>2</a><a>3</a></nav>' };
const EXERCISE: TExercise = {
  instructions: 'Add **three** links to the `<nav>`.',
  starterFiles: [html],
  solutionFiles: [solved],
  checks: "test('Three links', () => expect($$('nav a')).toHaveLength(3), { hint: 3 });",
  hints: HINTS,
};
const failed = (hint?: number) => ({
  passed: false,
  checks: [{ name: 'Three links', passed: false, message: 'Found 0 links', ...(hint && { hint }) }],
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const url = (id: string | undefined, tail = '') => `/api/lessons/${id}/exercise${tail}`;
const hint = (id: string | undefined, n: number | string, cookie?: string) =>
  call('POST', url(id, `/hints/${n}`), cookie);
const adminUrl = (id: string | undefined) => `/api/admin/lessons/${id}/exercise`;

const { lessonIn, cookies } = withSeededRoles(async (built) => {
  app = built;
  admin = adminCall(app, cookies.admin ?? '');
  const build = await admin('PUT', adminUrl(lessonIn.build), withPassingTry(EXERCISE));
  expect(build.statusCode, build.body).toBe(200);
  const two = { ...EXERCISE, hints: HINTS.slice(0, 2) };
  const explanation = await admin('PUT', adminUrl(lessonIn.explanation), withPassingTry(two));
  expect(explanation.statusCode, explanation.body).toBe(200);
});

const starter = async () => (await signInAs(app, 'starter')).cookie;
const userIdOf = async (cookie: string) => {
  const me = await call('GET', '/api/auth/get-session', cookie);
  return me.json().user.id as string;
};

describe('the admin writes hints', () => {
  it('saves and reads back up to three hints, trimmed', async () => {
    const res = await admin('GET', adminUrl(lessonIn.build));
    expect(res.statusCode).toBe(200);
    expect(res.json().hints).toEqual(HINTS);
    const saved = await admin(
      'PUT',
      adminUrl(lessonIn.build),
      withPassingTry({ ...EXERCISE, hints: [` ${HINTS[0]} `, ...HINTS.slice(1)] }),
    );
    expect(saved.json().hints).toEqual(HINTS);
  });

  it('refuses bad hints with a message per field (400), and keeps the stored ones', async () => {
    const four = await admin('PUT', adminUrl(lessonIn.build), {
      ...withPassingTry(EXERCISE),
      hints: [...HINTS, 'A fourth'],
    });
    expect(four.statusCode).toBe(400);
    expect(four.json().fields).toEqual({ hints: 'Give at most 3 hints' });
    const blank = await admin('PUT', adminUrl(lessonIn.build), {
      ...withPassingTry(EXERCISE),
      hints: ['One', '   '],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ 'hints.1': 'Write the hint, or remove it' });
    const notList = await admin('PUT', adminUrl(lessonIn.build), {
      ...withPassingTry(EXERCISE),
      hints: 'Look closer',
    });
    expect(notList.statusCode).toBe(400);
    expect(notList.json().fields).toEqual({ hints: 'Give the hints as a list' });
    expect((await admin('GET', adminUrl(lessonIn.build))).json().hints).toEqual(HINTS);
  });

  it('is for admins only: a learner is refused (403), a visitor asked to sign in (401)', async () => {
    const body = withPassingTry({ ...EXERCISE, hints: ['Mine'] });
    expect((await call('PUT', adminUrl(lessonIn.build), cookies.creator, body)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', adminUrl(lessonIn.build), undefined, body)).statusCode).toBe(401);
    expect((await admin('GET', adminUrl(lessonIn.build))).json().hints).toEqual(HINTS);
  });
});

describe('a learner opens hints', () => {
  it('gets the count and no hint text before a failed check; opening one is refused (403)', async () => {
    const cookie = await starter();
    const res = await call('GET', url(lessonIn.build), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().hints).toEqual({ count: 3, opened: [] });
    for (const text of HINTS) expect(res.body).not.toContain(text);
    const early = await hint(lessonIn.build, 1, cookie);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(HINT_NOT_OFFERED);
    expect(early.body).not.toContain(HINTS[0]);
  });

  it('refuses a visitor (401), a free plan (403) and a lesson the plan does not open (403)', async () => {
    const out = await hint(lessonIn.build, 1);
    expect(out.statusCode).toBe(401);
    expect(out.json().message).toBe(MESSAGES.signInRequired);
    const free = await hint(lessonIn.build, 1, cookies.free);
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toBe(EXERCISES_NEED_STARTER);
    const cookie = await starter();
    const locked = await hint(lessonIn.explanation, 1, cookie);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(MESSAGES.explanationBuilderOrCreator);
    expect(locked.body).not.toContain(HINTS[0]);
  });

  it('refuses a number that is not a hint (400) and a hint the exercise lacks (404)', async () => {
    for (const n of ['0', '4', 'two', '1.5']) {
      const res = await hint(lessonIn.build, n, cookies.builder);
      expect(res.statusCode, n).toBe(400);
      expect(res.json().fields?.number, n).toMatch(/hint/);
    }
    const res = await call('POST', url(lessonIn.explanation, '/result'), cookies.builder, failed());
    expect(res.statusCode).toBe(200);
    const missing = await hint(lessonIn.explanation, 3, cookies.builder);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This exercise has no hint 3');
    const none = await hint(lessonIn.deployment, 1, cookies.admin);
    expect(none.statusCode).toBe(404);
  });

  it('climbs the ladder: hint 1 after a failure, the next on request, once each', async () => {
    const cookie = await starter();
    await call('POST', url(lessonIn.build, '/result'), cookie, failed());
    expect((await hint(lessonIn.build, 2, cookie)).statusCode).toBe(403);
    const first = await hint(lessonIn.build, 1, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      hints: { count: 3, opened: [{ number: 1, text: HINTS[0] }] },
      solutionFiles: null,
    });
    const userId = await userIdOf(cookie);
    const rows = () =>
      app.db.select().from(exerciseHintOpen).where(eq(exerciseHintOpen.userId, userId));
    const [before] = await rows();
    const again = await hint(lessonIn.build, 1, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const after = await rows();
    expect(after).toHaveLength(1);
    expect(after[0]?.openedAt).toEqual(before?.openedAt);
    // On request: hint 2 follows hint 1 without another failure; hint 3 does not yet.
    expect((await hint(lessonIn.build, 3, cookie)).statusCode).toBe(403);
    expect((await hint(lessonIn.build, 2, cookie)).statusCode).toBe(200);
    const read = await call('GET', url(lessonIn.build), cookie);
    expect(read.json().hints.opened).toEqual([
      { number: 1, text: HINTS[0] },
      { number: 2, text: HINTS[1] },
    ]);
    expect(read.body).not.toContain(HINTS[2]);
  });

  it('offers the hint a failed check points to', async () => {
    const cookie = await starter();
    await call('POST', url(lessonIn.build, '/result'), cookie, failed(3));
    const pointed = await hint(lessonIn.build, 3, cookie);
    expect(pointed.statusCode).toBe(200);
    expect(pointed.json().hints.opened).toEqual([{ number: 3, text: HINTS[2] }]);
  });

  it('keeps "Show solution" for last: after three failures and every hint', async () => {
    const cookie = await starter();
    for (let i = 0; i < 3; i++) {
      const res = await call('POST', url(lessonIn.build, '/result'), cookie, failed());
      expect(res.json().solutionFiles).toBeNull();
    }
    expect((await hint(lessonIn.build, 1, cookie)).json().solutionFiles).toBeNull();
    expect((await hint(lessonIn.build, 2, cookie)).json().solutionFiles).toBeNull();
    const read = await call('GET', url(lessonIn.build), cookie);
    expect(read.json().solutionFiles).toBeNull();
    expect(read.body).not.toContain('<a>1</a>');
    const last = await hint(lessonIn.build, 3, cookie);
    expect(last.json().solutionFiles).toEqual([solved]);
    expect((await call('GET', url(lessonIn.build), cookie)).json().solutionFiles).toEqual([solved]);
  });

  it('lists opened hints in "Download my data"; they go with the account', async () => {
    const cookie = await starter();
    await call('POST', url(lessonIn.build, '/result'), cookie, failed());
    await hint(lessonIn.build, 1, cookie);
    const data = await app.inject({ url: '/api/account/data', headers: { cookie } });
    expect(data.statusCode).toBe(200);
    expect(data.json().learning.exerciseHintsOpened).toEqual([
      {
        lessonId: lessonIn.build,
        lesson: expect.any(String),
        hint: 1,
        openedAt: expect.any(String),
      },
    ]);
    const userId = await userIdOf(cookie);
    const [exercise] = await app.db
      .select({ id: lessonExercise.id })
      .from(lessonExercise)
      .where(eq(lessonExercise.lessonId, lessonIn.build ?? ''));
    await app.db.delete(user).where(eq(user.id, userId));
    const left = await app.db
      .select()
      .from(exerciseHintOpen)
      .where(
        and(
          eq(exerciseHintOpen.userId, userId),
          eq(exerciseHintOpen.exerciseId, exercise?.id ?? ''),
        ),
      );
    expect(left).toEqual([]);
  });
});
