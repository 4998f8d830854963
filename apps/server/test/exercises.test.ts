import { EXERCISES_NEED_STARTER, MESSAGES, type TExercise } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exerciseDraft, lessonExercise, user } from '../src/db/schema.ts';
import { adminCall } from './admin-helpers.ts';
import type { TTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { withPassingTry } from './exercise-helpers.ts';
import { withSeededRoles } from './learning-helpers.ts';

/** A lesson's code exercise: access by role and plan, drafts, results, the admin's writes. */
let app: TTestApp;
let admin: ReturnType<typeof adminCall>;

const html = { name: 'index.html', language: 'html', content: '<nav></nav>' } as const;
const css = { name: 'style.css', language: 'css', content: 'nav { display: flex; }' } as const;
const solved = { ...html, content: '<nav><a>1</a><a>2</a><a>3</a></nav>' };
const EXERCISE: TExercise = {
  instructions: 'Add **three** links to the `<nav>`.',
  starterFiles: [html, css],
  solutionFiles: [solved, css],
  checks: "expect(document.querySelectorAll('nav a')).toHaveLength(3);",
  hints: [],
};
const pass = {
  passed: true,
  checks: [{ name: 'Three links', passed: true, message: 'Well done' }],
};
const fail = {
  passed: false,
  checks: [{ name: 'Three links', passed: false, message: 'Your <nav> has 0 links; it needs 3' }],
};

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const url = (id: string | undefined, tail = '') => `/api/lessons/${id}/exercise${tail}`;
const adminUrl = (id: string | undefined) => `/api/admin/lessons/${id}/exercise`;

const { lessonIn, cookies } = withSeededRoles(async (built) => {
  app = built;
  admin = adminCall(app, cookies.admin ?? '');
  for (const section of ['build', 'explanation'] as const) {
    const res = await admin('PUT', adminUrl(lessonIn[section]), withPassingTry(EXERCISE));
    expect(res.statusCode, res.body).toBe(200);
  }
});

describe('reading an exercise', () => {
  it('refuses a signed-out visitor (401)', async () => {
    const res = await call('GET', url(lessonIn.build));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.signInRequired);
  });

  it('gives a free account the instructions only, with canRun false', async () => {
    const res = await call('GET', url(lessonIn.build), cookies.free);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ canRun: false, instructions: EXERCISE.instructions });
    expect(res.body).not.toContain('toHaveLength');
    expect(res.body).not.toContain('display: flex');
    expect(res.body).not.toContain('<a>');
  });

  it('gives Starter the files and checks, no draft, no result and no solution yet', async () => {
    const { cookie } = await signInAs(app, 'starter');
    const res = await call('GET', url(lessonIn.build), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      canRun: true,
      kind: 'code',
      instructions: EXERCISE.instructions,
      starterFiles: EXERCISE.starterFiles,
      checks: EXERCISE.checks,
      draft: null,
      result: null,
      hints: { count: 0, opened: [] },
      solutionFiles: null,
      // Written on its own, not as the next step of the demo Portfolio's (workspaces-steps.test.ts).
      step: null,
      site: null,
    });
  });

  it('follows the lesson: a section the plan does not open is 403 with its message', async () => {
    for (const who of ['free', 'starter'] as const) {
      const res = await call('GET', url(lessonIn.explanation), cookies[who]);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message).toBe(MESSAGES.explanationBuilderOrCreator);
      const lesson = await call('GET', `/api/lessons/${lessonIn.explanation}`, cookies[who]);
      expect(lesson.statusCode, who).toBe(403);
    }
    expect((await call('GET', url(lessonIn.explanation), cookies.builder)).statusCode).toBe(200);
  });

  it('is 404 for a lesson without an exercise, and for no lesson at all', async () => {
    const none = await call('GET', url(lessonIn.deployment), cookies.admin);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This lesson has no exercise');
    const missing = await call('GET', url('00000000-0000-4000-8000-000000000000'), cookies.admin);
    expect(missing.statusCode).toBe(404);
  });

  it('the lesson says whether it has one, so the page loads the editor only then', async () => {
    for (const who of ['free', 'starter'] as const) {
      const res = await call('GET', `/api/lessons/${lessonIn.build}`, cookies[who]);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().hasExercise, who).toBe(true);
    }
    const none = await call('GET', `/api/lessons/${lessonIn.deployment}`, cookies.admin);
    expect(none.json().hasExercise).toBe(false);
  });

  it('gives an admin everything to run it', async () => {
    const res = await call('GET', url(lessonIn.build), cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ canRun: true, starterFiles: EXERCISE.starterFiles });
  });
});

describe('drafts', () => {
  it('keeps one draft per learner: a second save replaces the first', async () => {
    const { cookie, email } = await signInAs(app, 'starter');
    const first = await call('PUT', url(lessonIn.build, '/draft'), cookie, { files: [html] });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('PUT', url(lessonIn.build, '/draft'), cookie, {
      files: [solved, css],
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().files).toEqual([solved, css]);
    const read = (await call('GET', url(lessonIn.build), cookie)).json();
    expect(read.draft.files).toEqual([solved, css]);
    // Another learner's draft is their own.
    const other = (await call('GET', url(lessonIn.build), cookies.creator)).json();
    expect(other.draft).toBeNull();
    const [learner] = await app.db.select().from(user).where(eq(user.email, email));
    const rows = await app.db
      .select()
      .from(exerciseDraft)
      .where(eq(exerciseDraft.userId, learner?.id ?? ''));
    expect(rows.map((r) => r.files)).toEqual([[solved, css]]);
  });

  it('refuses a free account (403) and a signed-out visitor (401)', async () => {
    const free = await call('PUT', url(lessonIn.build, '/draft'), cookies.free, { files: [html] });
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toBe(EXERCISES_NEED_STARTER);
    const out = await call('PUT', url(lessonIn.build, '/draft'), undefined, { files: [html] });
    expect(out.statusCode).toBe(401);
  });

  it('answers bad files with 400 and the field that is wrong', async () => {
    const res = await call('PUT', url(lessonIn.build, '/draft'), cookies.starter, {
      files: [html, { name: '../x.js', language: 'javascript', content: '' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { 'files.1.name': expect.any(String) },
    });
    const none = await call('PUT', url(lessonIn.build, '/draft'), cookies.starter, {
      files: [css],
    });
    expect(none.json().fields).toEqual({
      files: 'Add one HTML file: it is the page the preview shows',
    });
  });
});

describe('results', () => {
  it('stores a result and shows the solution from the third failed check', async () => {
    const { cookie } = await signInAs(app, 'starter');
    for (const n of [1, 2]) {
      const res = await call('POST', url(lessonIn.build, '/result'), cookie, fail);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        result: { passed: false, failedCount: n, passedAt: null, checks: fail.checks },
        solutionFiles: null,
      });
    }
    const third = await call('POST', url(lessonIn.build, '/result'), cookie, fail);
    expect(third.json().solutionFiles).toEqual(EXERCISE.solutionFiles);
    const read = (await call('GET', url(lessonIn.build), cookie)).json();
    expect(read.result).toMatchObject({ passed: false, failedCount: 3 });
    expect(read.solutionFiles).toEqual(EXERCISE.solutionFiles);
  });

  it('shows the solution once passed, and passed stays passed', async () => {
    const { cookie } = await signInAs(app, 'builder');
    const passed = await call('POST', url(lessonIn.build, '/result'), cookie, pass);
    expect(passed.json().result).toMatchObject({ passed: true, failedCount: 0 });
    expect(passed.json().solutionFiles).toEqual(EXERCISE.solutionFiles);
    const passedAt = passed.json().result.passedAt;
    expect(passedAt).toEqual(expect.any(String));
    const later = await call('POST', url(lessonIn.build, '/result'), cookie, fail);
    expect(later.json().result).toMatchObject({
      passed: true,
      passedAt,
      failedCount: 1,
      checks: fail.checks,
    });
  });

  it('refuses a free account, and a report whose verdict its checks contradict', async () => {
    const free = await call('POST', url(lessonIn.build, '/result'), cookies.free, pass);
    expect(free.statusCode).toBe(403);
    const lie = await call('POST', url(lessonIn.build, '/result'), cookies.starter, {
      passed: true,
      checks: fail.checks,
    });
    expect(lie.statusCode).toBe(400);
    expect(lie.json().fields).toEqual({
      passed: 'The exercise passes exactly when every check passes',
    });
  });
});

describe('the admin writes exercises', () => {
  it('refuses every learner and a signed-out visitor', async () => {
    for (const who of ['free', 'starter', 'creator'] as const) {
      for (const method of ['PUT', 'DELETE', 'GET'] as const) {
        const body = method === 'PUT' ? EXERCISE : undefined;
        const res = await call(method, adminUrl(lessonIn.build), cookies[who], body);
        expect(res.statusCode, `${who} ${method}`).toBe(403);
      }
    }
    expect((await call('PUT', adminUrl(lessonIn.build), undefined, EXERCISE)).statusCode).toBe(401);
  });

  it('answers bad input with 400 and a plain message per field', async () => {
    const res = await admin('PUT', adminUrl(lessonIn.build), {
      ...EXERCISE,
      instructions: 'x'.repeat(4001),
      starterFiles: [html, { ...css, name: 'style.js' }],
      checks: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        instructions: 'Keep the instructions under 4000 characters',
        'starterFiles.1.name': "A css file's name ends with .css",
        checks: 'Write at least one check',
      },
    });
  });

  it('replaces an exercise in place (drafts stay) and deletes it with its drafts', async () => {
    const id = lessonIn.planning;
    expect((await admin('GET', adminUrl(id))).statusCode).toBe(404);
    expect((await admin('PUT', adminUrl(id), withPassingTry(EXERCISE))).statusCode).toBe(200);
    const [created] = await app.db
      .select()
      .from(lessonExercise)
      .where(eq(lessonExercise.lessonId, id ?? ''));
    await call('PUT', url(id, '/draft'), cookies.creator, { files: [solved] });
    // New instructions need no new Try: the files and checks it passed for are the same.
    const replaced = await admin('PUT', adminUrl(id), { ...EXERCISE, instructions: 'New words' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      instructions: 'New words',
      updatedAt: expect.any(String),
    });
    const read = (await call('GET', url(id), cookies.creator)).json();
    expect(read).toMatchObject({ instructions: 'New words', draft: { files: [solved] } });
    expect((await admin('GET', adminUrl(id))).json().instructions).toBe('New words');

    expect((await admin('DELETE', adminUrl(id))).json()).toEqual({ deleted: true });
    expect((await call('GET', url(id), cookies.creator)).statusCode).toBe(404);
    const [row] = await app.db
      .select()
      .from(lessonExercise)
      .where(eq(lessonExercise.lessonId, id ?? ''));
    expect(row).toBeUndefined();
    const drafts = await app.db
      .select()
      .from(exerciseDraft)
      .where(eq(exerciseDraft.exerciseId, created?.id ?? ''));
    expect(drafts).toHaveLength(0);
    expect((await admin('DELETE', adminUrl(id))).statusCode).toBe(404);
  });

  it('is 404 for a lesson that does not exist', async () => {
    const res = await admin('PUT', adminUrl('00000000-0000-4000-8000-000000000000'), EXERCISE);
    expect(res.statusCode).toBe(404);
  });
});
