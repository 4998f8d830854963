import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RUN_TRY_CHECKS, type TExercise } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lesson, lessonExercise } from '../src/db/schema.ts';
import { adminCall, createLesson, tusCreate, tusPatch, tusStart } from './admin-helpers.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { PASSING_TRY, withPassingTry } from './exercise-helpers.ts';
import { lessonInput, makeCategories, makeProject } from './factories.ts';

/**
 * The publish rule of exercises (docs/decisions/019, "Authoring"): a lesson with an exercise is
 * published, and a published lesson's exercise saved, only after Try checks passed for exactly
 * its files and checks. The browser reports the Try with the save; the server keeps what it was for.
 */
let app: TTestApp;
let admin: ReturnType<typeof adminCall>;
let adminCookie = '';
let slug = '';
let clip: Buffer;
let number = 0;

const EXERCISE: TExercise = {
  instructions: 'Add **three** links to the `<nav>`.',
  starterFiles: [{ name: 'index.html', language: 'html', content: '<nav></nav>' }],
  solutionFiles: [
    { name: 'index.html', language: 'html', content: '<nav><a>1</a><a>2</a><a>3</a></nav>' },
  ],
  checks: "test('Nav has three links', () => expect($$('nav a')).toHaveLength(3));",
  hints: [],
};
const check = (passed: boolean, message = passed ? 'Passed' : 'Found 2 links; expected 3') => ({
  name: 'Nav has three links',
  passed,
  message,
});
const url = (id: string) => `/api/admin/lessons/${id}/exercise`;
const refused = {
  code: 'VALIDATION',
  message: RUN_TRY_CHECKS,
  fields: { verification: RUN_TRY_CHECKS },
};

withTestApp({ env: { FFPROBE_PATH: '/nonexistent/ffprobe' } }, async (built) => {
  app = built;
  adminCookie = (await signInAs(app, 'admin')).cookie;
  admin = adminCall(app, adminCookie);
  await makeCategories(app.db);
  slug = (await makeProject(app.db, { title: 'Portfolio' })).slug;
  clip = await readFile(join(import.meta.dirname, 'media', 'intro.mp4'));
});

const newLesson = async () =>
  (await createLesson(app, adminCookie, lessonInput(slug, { number: ++number }))).id;

/** Uploads the clip for the lesson (which publishes it); the tus answers. */
async function upload(id: string) {
  const start = await tusStart(app, adminCookie, id, clip.length);
  if (start.statusCode !== 201) return { start, sent: null };
  const sent = await tusPatch(app, adminCookie, String(start.headers.location), 0, clip);
  return { start, sent };
}

const publishedOf = async (id: string) =>
  (await app.db.select().from(lesson).where(eq(lesson.id, id)))[0]?.published;

/** A lesson with its video, so published, and a verified exercise. */
async function publishedWithExercise() {
  const id = await newLesson();
  expect((await admin('PUT', url(id), withPassingTry(EXERCISE))).statusCode).toBe(200);
  const { sent } = await upload(id);
  expect(sent?.statusCode).toBe(204);
  expect(await publishedOf(id)).toBe(true);
  return id;
}

describe('saving an exercise with its Try', () => {
  it('keeps an unpublished lesson’s exercise unverified without a Try, verified with one', async () => {
    const id = await newLesson();
    const plain = await admin('PUT', url(id), EXERCISE);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().verifiedAt).toBeNull();
    const tried = await admin('PUT', url(id), withPassingTry(EXERCISE));
    expect(tried.json().verifiedAt).toEqual(expect.any(String));
    expect((await admin('GET', url(id))).json().verifiedAt).toBe(tried.json().verifiedAt);
    const [row] = await app.db.select().from(lessonExercise).where(eq(lessonExercise.lessonId, id));
    expect(row?.verifiedHash).toMatch(/^[\w-]{43}$/);
  });

  it('does not verify on a Try whose solution fails or whose starter files already pass', async () => {
    const id = await newLesson();
    const failing = { solution: [check(false)], starter: [check(false)] };
    const passing = { solution: [check(true)], starter: [check(true)] };
    const none = { solution: [], starter: [] };
    for (const verification of [failing, passing, none]) {
      const res = await admin('PUT', url(id), { ...EXERCISE, verification });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().verifiedAt).toBeNull();
    }
  });

  it('new instructions keep the verification; changed files or checks clear it', async () => {
    const id = await newLesson();
    const first = (await admin('PUT', url(id), withPassingTry(EXERCISE))).json();
    const reworded = await admin('PUT', url(id), { ...EXERCISE, instructions: 'Three links.' });
    expect(reworded.json().verifiedAt).toBe(first.verifiedAt);
    const changed = [
      { ...EXERCISE, checks: `${EXERCISE.checks}\ntest('More', () => {});` },
      { ...EXERCISE, solutionFiles: [{ ...EXERCISE.solutionFiles[0], content: '<nav></nav>' }] },
      { ...EXERCISE, starterFiles: [{ ...EXERCISE.starterFiles[0], name: 'page.html' }] },
    ];
    for (const exercise of changed) {
      expect(
        (await admin('PUT', url(id), withPassingTry(EXERCISE))).json().verifiedAt,
      ).not.toBeNull();
      const res = await admin('PUT', url(id), exercise);
      expect(res.statusCode).toBe(200);
      expect(res.json().verifiedAt).toBeNull();
      // Back to the content it was verified for is not a Try either: the hash was cleared.
      expect((await admin('PUT', url(id), EXERCISE)).json().verifiedAt).toBeNull();
    }
  });
});

describe('publishing a lesson with an exercise', () => {
  it('refuses its video upload (which publishes it) while the exercise is unverified', async () => {
    const id = await newLesson();
    await admin('PUT', url(id), EXERCISE);
    const { start } = await upload(id);
    expect(start.statusCode).toBe(400);
    expect(start.body).toBe(RUN_TRY_CHECKS);
    expect(await publishedOf(id)).toBe(false);
    // After a passing Try the same upload publishes it.
    await admin('PUT', url(id), withPassingTry(EXERCISE));
    expect((await upload(id)).sent?.statusCode).toBe(204);
    expect(await publishedOf(id)).toBe(true);
  });

  it('refuses to publish when the exercise changed while its video was uploading', async () => {
    const id = await newLesson();
    await admin('PUT', url(id), withPassingTry(EXERCISE));
    const start = await tusStart(app, adminCookie, id, clip.length);
    expect(start.statusCode).toBe(201);
    await admin('PUT', url(id), { ...EXERCISE, checks: 'test("none", () => {});' });
    const sent = await tusPatch(app, adminCookie, String(start.headers.location), 0, clip);
    expect(sent.statusCode).toBe(400);
    expect(sent.body).toBe(RUN_TRY_CHECKS);
    expect(await publishedOf(id)).toBe(false);
  });

  it('publishes a lesson without an exercise as before', async () => {
    const id = await newLesson();
    const url = await tusCreate(app, adminCookie, id, clip.length);
    expect((await tusPatch(app, adminCookie, url, 0, clip)).statusCode).toBe(204);
    expect(await publishedOf(id)).toBe(true);
  });
});

describe('saving the exercise of a published lesson', () => {
  it('refuses it without a passing Try (400 on the verification), and saves nothing', async () => {
    const id = await publishedWithExercise();
    const changed = { ...EXERCISE, checks: `${EXERCISE.checks}\n// one more line` };
    const unverified = await admin('PUT', url(id), changed);
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json()).toEqual(refused);
    const failing = await admin('PUT', url(id), {
      ...changed,
      verification: { solution: [check(false)], starter: [check(false)] },
    });
    expect(failing.json()).toEqual(refused);
    const stored = (await admin('GET', url(id))).json();
    expect(stored.checks).toBe(EXERCISE.checks);
    expect(stored.verifiedAt).toEqual(expect.any(String));
  });

  it('saves it with a passing Try, and with new instructions only', async () => {
    const id = await publishedWithExercise();
    const changed = { ...EXERCISE, checks: `${EXERCISE.checks}\n// one more line` };
    const saved = await admin('PUT', url(id), { ...changed, verification: PASSING_TRY });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().checks).toBe(changed.checks);
    const reworded = await admin('PUT', url(id), { ...changed, instructions: 'New words' });
    expect(reworded.statusCode).toBe(200);
    // Learners get what was saved.
    const { cookie } = await signInAs(app, 'creator');
    const learner = await app.inject({
      url: `/api/lessons/${id}/exercise`,
      headers: { origin: ORIGIN, cookie },
    });
    expect(learner.json()).toMatchObject({ instructions: 'New words', checks: changed.checks });
  });
});

describe('refusals', () => {
  it('is 401 signed out and 403 for a learner, Try or not', async () => {
    const id = await newLesson();
    const body = withPassingTry(EXERCISE);
    const out = await app.inject({
      method: 'PUT',
      url: url(id),
      headers: { origin: ORIGIN },
      payload: body,
    });
    expect(out.statusCode).toBe(401);
    const { cookie } = await signInAs(app, 'creator');
    expect((await adminCall(app, cookie)('PUT', url(id), body)).statusCode).toBe(403);
  });

  it('answers a malformed Try with 400 and the field that is wrong', async () => {
    const id = await newLesson();
    const res = await admin('PUT', url(id), {
      ...EXERCISE,
      starterFiles: [{ name: 'style.css', language: 'css', content: '' }],
      verification: { solution: [{ name: '', passed: 'yes', message: 'x' }], starter: 'none' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        starterFiles: 'Add one HTML file: it is the page the preview shows',
        'verification.solution.0.name': 'Name the check',
        'verification.solution.0.passed': 'Say whether the check passed',
        'verification.starter': expect.any(String),
      },
    });
  });

  it('is 404 for a lesson that does not exist', async () => {
    const res = await admin(
      'PUT',
      url('00000000-0000-4000-8000-000000000000'),
      withPassingTry(EXERCISE),
    );
    expect(res.statusCode).toBe(404);
  });
});
