import {
  filesAfterStep,
  STEP_MESSAGES,
  stepName,
  type TExerciseFile,
  versionLabel,
  WORKSPACE_MESSAGES,
} from '@thinkbuild/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lesson, lessonExercise, project } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { caller, learnerAs, wsUrl } from './workspace-helpers.ts';

/*
 * A project's exercises as the steps of the learner's own project (core's projectSteps,
 * decisions/039): the exercise says which step it is, a passed step is kept in My project as a
 * version, and "Use the reference code for this step" puts the step's starting code there.
 * The mobile Portfolio's first three lessons get three exercises here, for a Creator: two that
 * build on each other and one written on its own.
 */
let app: TTestApp;
let call: ReturnType<typeof caller>;
const lessons: { id: string; title: string }[] = [];

const page = (text: string): TExerciseFile => ({
  name: 'index.html',
  language: 'html',
  content: `<h1>${text}</h1>`,
});
const style: TExerciseFile = { name: 'style.css', language: 'css', content: 'h1 { color: red; }' };
const exercise = (starter: string, solution: string) => ({
  instructions: 'Change the heading.',
  starterFiles: [page(starter), style],
  solutionFiles: [page(solution), style],
  checks: "test('heading', () => {})",
  hints: [],
});
const GAME = { category: 'mobile', slug: 'portfolio' } as const;
const gameWs = (path = '') => wsUrl(path, GAME.slug, GAME.category);
const stepUrl = (i: number, tail = '') => gameWs(`/steps/${lessons[i]?.id}${tail}`);
const pass = { passed: true, checks: [{ name: 'heading', passed: true, message: 'Well done' }] };

withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, async (built) => {
  app = built;
  call = caller(app);
  await seedIfEmpty(app.db, app.storage, { info: () => {} });
});

beforeAll(async () => {
  const [game] = await app.db
    .select({ id: project.id })
    .from(project)
    .where(and(eq(project.category, GAME.category), eq(project.slug, GAME.slug)));
  if (!game) throw new Error('the mobile Portfolio is not seeded');
  const rows = await app.db
    .select({ id: lesson.id, title: lesson.title })
    .from(lesson)
    .where(eq(lesson.projectId, game.id))
    .orderBy(asc(lesson.section), asc(lesson.number))
    .limit(3);
  lessons.push(...rows);
  const ids = await app.db
    .select({ id: lesson.id })
    .from(lesson)
    .where(eq(lesson.projectId, game.id));
  await app.db.delete(lessonExercise).where(
    inArray(
      lessonExercise.lessonId,
      ids.map((r) => r.id),
    ),
  );
  await app.db.insert(lessonExercise).values([
    { lessonId: rows[0]?.id ?? '', ...exercise('start', 'one') },
    { lessonId: rows[1]?.id ?? '', ...exercise('one', 'two') },
    { lessonId: rows[2]?.id ?? '', ...exercise('elsewhere', 'alone') },
  ]);
});

const nameOf = (i: number) => stepName({ number: i + 1, of: 2 }, lessons[i]?.title ?? '');

describe('the exercise says which step of the project it is', () => {
  it('numbers the exercises that build on each other, and not one written on its own', async () => {
    const { cookie } = await learnerAs(app, 'creator');
    const steps = [];
    for (const { id } of lessons) {
      const res = await call('GET', `/api/lessons/${id}/exercise`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      steps.push(res.json().step);
    }
    expect(steps).toEqual([
      { number: 1, of: 2, name: nameOf(0), category: GAME.category, project: GAME.slug },
      { number: 2, of: 2, name: nameOf(1), category: GAME.category, project: GAME.slug },
      null,
    ]);
  });

  it('is no step where the project is not open for My project (a track still coming)', async () => {
    const { cookie } = await learnerAs(app, 'creator');
    const [unity] = await app.db
      .select({ id: lesson.id })
      .from(lesson)
      .innerJoin(project, eq(project.id, lesson.projectId))
      .innerJoin(lessonExercise, eq(lessonExercise.lessonId, lesson.id))
      .where(and(eq(project.category, 'game'), eq(project.slug, '3d-shooter-unity')))
      .limit(1);
    const res = await call('GET', `/api/lessons/${unity?.id}/exercise`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().step).toBeNull();
  });

  it('tells the admin’s editor which step an exercise is, and that one on its own is none', async () => {
    const { cookie } = await signInAs(app, 'admin');
    const stepOf = async (i: number) => {
      const res = await call('GET', `/api/admin/lessons/${lessons[i]?.id}/exercise`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().step;
    };
    expect(await stepOf(0)).toEqual({ number: 1, of: 2 });
    expect(await stepOf(1)).toEqual({ number: 2, of: 2 });
    expect(await stepOf(2)).toBeNull();
  });
});

describe('keeping a passed step in My project', () => {
  it('is refused until the step’s checks passed, then keeps the files as a "Passed" version', async () => {
    const { cookie } = await learnerAs(app, 'creator');
    const files = [page('mine'), style];
    const early = await call('POST', stepUrl(0), cookie, { files });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(STEP_MESSAGES.needsPass);

    const reported = await call(
      'POST',
      `/api/lessons/${lessons[0]?.id}/exercise/result`,
      cookie,
      pass,
    );
    expect(reported.statusCode, reported.body).toBe(200);
    // A file of my own, in a folder, saved in My project before the step is kept.
    const before = (await call('GET', gameWs(), cookie)).json();
    const extra = { path: 'js/extra.js', content: 'console.log(1);' };
    const saved = await call('PUT', gameWs(), cookie, {
      baseRevision: before.revision,
      files: [...before.files, extra],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const kept = await call('POST', stepUrl(0), cookie, { files });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().files).toEqual(filesAfterStep([...before.files, extra], files));
    expect(kept.json().files).toContainEqual(extra);
    const versions = (await call('GET', gameWs('/versions'), cookie)).json().versions;
    expect(versions[0]).toMatchObject({ kind: 'step', label: versionLabel('step', nameOf(0)) });
    // Passed again with the same files: nothing new in History.
    const again = await call('POST', stepUrl(0), cookie, { files });
    expect(again.json().revision).toBe(kept.json().revision);
    const after = (await call('GET', gameWs('/versions'), cookie)).json().versions;
    expect(after).toHaveLength(versions.length);
  });

  it('kept from two tabs at once, the same pass is one version', async () => {
    const { cookie } = await learnerAs(app, 'creator');
    const reported = await call(
      'POST',
      `/api/lessons/${lessons[0]?.id}/exercise/result`,
      cookie,
      pass,
    );
    expect(reported.statusCode, reported.body).toBe(200);
    const files = [page('both tabs'), style];
    const both = await Promise.all([
      call('POST', stepUrl(0), cookie, { files }),
      call('POST', stepUrl(0), cookie, { files }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0]?.json().revision).toBe(both[1]?.json().revision);
    const versions = (await call('GET', gameWs('/versions'), cookie)).json().versions;
    expect(versions.filter((v: { kind: string }) => v.kind === 'step')).toHaveLength(1);
  });

  it('refuses files an exercise could not hold (400), and a lesson that is no step (404)', async () => {
    const { cookie } = await learnerAs(app, 'creator');
    const twoPages = await call('POST', stepUrl(0), cookie, {
      files: [page('a'), { ...page('b'), name: 'other.html' }],
    });
    expect(twoPages.statusCode).toBe(400);
    const alone = await call('POST', stepUrl(2), cookie, { files: [page('a')] });
    expect(alone.statusCode).toBe(404);
    expect(alone.json().message).toBe(STEP_MESSAGES.notAStep);
    // A step of the mobile Portfolio is no step of the web one.
    const elsewhere = await call('POST', wsUrl(`/steps/${lessons[0]?.id}/reference`), cookie, {
      files: [page('a')],
    });
    expect(elsewhere.statusCode).toBe(404);
    const badId = await call('POST', gameWs('/steps/not-a-lesson/reference'), cookie, {
      files: [page('a')],
    });
    expect(badId.statusCode).toBe(400);
  });
});

describe('Use the reference code for this step', () => {
  it('puts the step’s starting code in the project, recorded as such, keeping my copy first', async () => {
    const { cookie } = await learnerAs(app, 'creator');
    const start = (await call('GET', gameWs(), cookie)).json();
    const mine = [{ path: 'index.html', content: '<h1>my own work</h1>' }];
    const typed = await call('PUT', gameWs(), cookie, {
      baseRevision: start.revision,
      files: mine,
    });
    expect(typed.statusCode, typed.body).toBe(200);

    // The step's editor held something else again: it is kept too.
    const editor = [page('typed in the step')];
    const res = await call('POST', stepUrl(1, '/reference'), cookie, { files: editor });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().files).toEqual(filesAfterStep(mine, exercise('one', 'two').starterFiles));
    const versions = (await call('GET', gameWs('/versions'), cookie)).json().versions;
    expect(versions[0]).toMatchObject({
      kind: 'reference',
      label: versionLabel('reference', nameOf(1)),
    });
    // My typing is in History: a version holds exactly it.
    const look = await Promise.all(
      versions.map((v: { id: string }) => call('GET', gameWs(`/versions/${v.id}`), cookie)),
    );
    const held = look.map((r) => JSON.stringify(r.json().files));
    expect(held).toContain(JSON.stringify(mine));
    expect(held).toContain(JSON.stringify(filesAfterStep(mine, editor)));
  });

  it('refuses a signed-out visitor (401) and a free account (403)', async () => {
    const body = { files: [page('a')] };
    expect((await call('POST', stepUrl(1, '/reference'), undefined, body)).statusCode).toBe(401);
    const { cookie } = await learnerAs(app, 'free');
    const res = await call('POST', stepUrl(1, '/reference'), cookie, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(WORKSPACE_MESSAGES.needsPlan);
  });
});
