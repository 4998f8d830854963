import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EXERCISES_NEED_STARTER,
  SITE_CHECK_MESSAGES,
  SITE_CHECKS,
  siteName,
  type TWorkspaceFile,
} from '@thinkbuild/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lesson, project } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { libraryScript } from '../src/http/sandbox-runner.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { publisher, saveSite, siteApi, siteFiles, sitesOrigin } from './site-helpers.ts';
import { caller, wsUrl } from './workspace-helpers.ts';

/*
 * A Deployment lesson's site check (core's site-check.ts, decisions/039 "Site check"): the
 * server checks the learner's published copy of the lesson's project and keeps the outcome as a
 * code exercise's; a browser may not report one. The seeded web Portfolio's Deployment lesson 2
 * has one.
 */
let app: TTestApp;
let call: ReturnType<typeof caller>;
let lessonId = '';
let codeLessonId = '';
const visit = sitesOrigin(() => app);

// A web build holding only the exercise library the sites origin serves (react.js).
const dist = mkdtempSync(join(tmpdir(), 'thinkbuild-site-check-'));
const REACT = 'window.React = { built: true };';
mkdirSync(join(dist, 'sandbox'), { recursive: true });
writeFileSync(join(dist, libraryScript('react')), REACT);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, webDistDir: dist }, async (built) => {
  app = built;
  call = caller(app);
  await seedIfEmpty(app.db, app.storage, { info: () => {} });
});

async function lessonAt(section: 'deployment' | 'build', number: number) {
  const [row] = await app.db
    .select({ id: lesson.id })
    .from(lesson)
    .innerJoin(project, eq(project.id, lesson.projectId))
    .where(
      and(
        eq(project.category, 'web'),
        eq(project.slug, 'portfolio'),
        eq(lesson.section, section),
        eq(lesson.number, number),
      ),
    );
  if (!row) throw new Error(`no web Portfolio ${section} ${number}`);
  return row.id;
}

beforeAll(async () => {
  // The web Portfolio is learnt in order; here its lessons open without the ones before.
  await app.db
    .update(project)
    .set({ learnInOrder: false })
    .where(and(eq(project.category, 'web'), eq(project.slug, 'portfolio')));
  lessonId = await lessonAt('deployment', 2);
  codeLessonId = await lessonAt('build', 2);
});

const checkUrl = (id = lessonId) => `/api/lessons/${id}/exercise/site-check`;
const named = (checks: { name: string; passed: boolean; message: string }[], name: string) =>
  checks.find((c) => c.name === name);

/** Saves `files` as the workspace, from whatever revision is stored. */
async function saveFiles(cookie: string, files: TWorkspaceFile[]) {
  const { revision } = (await call('GET', wsUrl(), cookie)).json();
  expect((await call('PUT', wsUrl(), cookie, { baseRevision: revision, files })).statusCode).toBe(
    200,
  );
}

const titled = (text: string, extra = '') =>
  siteFiles(text).map((f) =>
    f.path === 'index.html'
      ? { ...f, content: f.content.replace('<head>', `<head><title>${text}</title>${extra}`) }
      : f,
  );

describe('A Deployment lesson’s site check', () => {
  it('reads as a site check of its project: no files, no checks, no solution, its hints', async () => {
    const { cookie } = await publisher(app, call);
    const res = await call('GET', `/api/lessons/${lessonId}/exercise`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      canRun: true,
      kind: 'publish',
      starterFiles: [],
      checks: '',
      draft: null,
      step: null,
      solutionFiles: null,
      site: { category: 'web', project: 'portfolio' },
      hints: { count: 2, opened: [] },
    });
    // A code exercise has no site to check.
    const code = (await call('GET', `/api/lessons/${codeLessonId}/exercise`, cookie)).json();
    expect(code).toMatchObject({ kind: 'code', site: null });
  });

  it('fails while nothing is online, and says to publish', async () => {
    const { cookie } = await publisher(app, call);
    const res = await call('POST', checkUrl(), cookie);
    expect(res.statusCode).toBe(200);
    const { result, completed, solutionFiles } = res.json();
    expect(result.passed).toBe(false);
    expect(completed).toBe(false);
    expect(solutionFiles).toBeNull();
    expect(result.checks.map((c: { name: string }) => c.name)).toEqual(Object.values(SITE_CHECKS));
    expect(named(result.checks, SITE_CHECKS.online)?.message).toBe(SITE_CHECK_MESSAGES.notOnline);
    expect(result.failedCount).toBe(1);
  });

  it('reads the published copy: its title, the files it uses, and whether it is the latest', async () => {
    const { cookie } = await publisher(app, call);
    // No <title> in siteFiles: online and complete, but untitled.
    await saveSite(call, cookie, 'First');
    expect((await call('POST', siteApi(), cookie)).statusCode).toBe(200);
    let { result } = (await call('POST', checkUrl(), cookie)).json();
    expect(named(result.checks, SITE_CHECKS.online)?.passed).toBe(true);
    expect(named(result.checks, SITE_CHECKS.latest)?.passed).toBe(true);
    expect(named(result.checks, SITE_CHECKS.title)?.message).toBe(SITE_CHECK_MESSAGES.noTitle);
    expect(named(result.checks, SITE_CHECKS.files)?.passed).toBe(true);

    // A title, but a picture that is not in the site and a path from the origin's root.
    await saveFiles(
      cookie,
      titled('Second', '<link rel="icon" href="/favicon.png"><img src="img/me.png">'),
    );
    expect((await call('POST', siteApi(), cookie)).statusCode).toBe(200);
    ({ result } = (await call('POST', checkUrl(), cookie)).json());
    expect(named(result.checks, SITE_CHECKS.title)?.passed).toBe(true);
    const files = named(result.checks, SITE_CHECKS.files);
    expect(files?.passed).toBe(false);
    expect(files?.message).toContain('“img/me.png”');
    expect(files?.message).toContain('“/favicon.png” starts with "/"');

    // Fixed, published, then changed again without publishing: the address is behind.
    await saveFiles(cookie, titled('Third'));
    expect((await call('POST', siteApi(), cookie)).statusCode).toBe(200);
    await saveFiles(cookie, titled('Fourth'));
    ({ result } = (await call('POST', checkUrl(), cookie)).json());
    expect(result.passed).toBe(false);
    expect(named(result.checks, SITE_CHECKS.latest)?.message).toBe(SITE_CHECK_MESSAGES.older);
  });

  it('passes the latest work online with a title and its files, and the pass is kept', async () => {
    const { cookie, handle } = await publisher(app, call);
    await saveFiles(cookie, titled('Done'));
    expect((await call('POST', siteApi(), cookie)).statusCode).toBe(200);
    // The same copy the visitors get.
    const page = await visit(`/${handle}/${siteName('web', 'portfolio')}/`);
    expect(page.body).toContain('<title>Done</title>');
    const res = await call('POST', checkUrl(), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ passed: true, failedCount: 0 });
    // The lesson's quiz is still to pass: not complete yet.
    expect(res.json().completed).toBe(false);

    // Taken down, a new check fails, but passed once stays passed.
    expect((await call('DELETE', siteApi(), cookie)).statusCode).toBe(200);
    const again = (await call('POST', checkUrl(), cookie)).json();
    expect(named(again.result.checks, SITE_CHECKS.online)?.passed).toBe(false);
    expect(again.result.passed).toBe(true);
    const read = (await call('GET', `/api/lessons/${lessonId}/exercise`, cookie)).json();
    expect(read.result.passed).toBe(true);
  });

  it('counts the exercise library a page names (react.js) as online: the origin serves it', async () => {
    const { cookie, handle } = await publisher(app, call);
    const base = `/${handle}/${siteName('web', 'portfolio')}`;
    // Not online: not even the library answers there.
    expect((await visit(`${base}/react.js`)).statusCode).toBe(404);
    await saveFiles(cookie, titled('App', '<script src="react.js"></script>'));
    expect((await call('POST', siteApi(), cookie)).statusCode).toBe(200);
    const { result } = (await call('POST', checkUrl(), cookie)).json();
    expect(named(result.checks, SITE_CHECKS.files)?.passed).toBe(true);
    const react = await visit(`${base}/react.js`);
    expect(react.statusCode).toBe(200);
    expect(react.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(react.body).toBe(REACT);
    expect(react.headers.etag).toBeTruthy();
    // Only at the site's root, and a file of the learner's own name wins.
    expect((await visit(`${base}/js/react.js`)).statusCode).toBe(404);
    await saveFiles(cookie, [
      ...titled('Own', '<script src="react.js"></script>'),
      { path: 'react.js', content: 'mine();' },
    ]);
    expect((await call('POST', siteApi(), cookie)).statusCode).toBe(200);
    expect((await visit(`${base}/react.js`)).body).toBe('mine();');
  });

  it('refuses a browser’s report and a draft for it, and is refused as the lesson is', async () => {
    const { cookie } = await publisher(app, call);
    const forged = await call('POST', `/api/lessons/${lessonId}/exercise/result`, cookie, {
      passed: true,
      checks: [{ name: SITE_CHECKS.online, passed: true, message: '' }],
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(SITE_CHECK_MESSAGES.checkedByServer);
    const draft = await call('PUT', `/api/lessons/${lessonId}/exercise/draft`, cookie, {
      files: [{ name: 'index.html', language: 'html', content: '<p>x</p>' }],
    });
    expect(draft.statusCode).toBe(403);

    // A code exercise is not checked at an address.
    const code = await call('POST', checkUrl(codeLessonId), cookie);
    expect(code.statusCode).toBe(404);
    expect(code.json().message).toBe(SITE_CHECK_MESSAGES.notASiteCheck);

    // Signed out; a plan without the Deployment section; no such lesson; not an id.
    expect((await call('POST', checkUrl())).statusCode).toBe(401);
    const builder = await signInAs(app, 'builder');
    expect((await call('POST', checkUrl(), builder.cookie)).statusCode).toBe(403);
    const none = await call('POST', checkUrl('00000000-0000-4000-8000-000000000000'), cookie);
    expect(none.statusCode).toBe(404);
    expect((await call('POST', checkUrl('not-an-id'), cookie)).statusCode).toBe(400);
    // Without the plan's exercises at all.
    const free = await signInAs(app, 'free');
    const refused = await call('POST', checkUrl(), free.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).not.toBe(EXERCISES_NEED_STARTER);
  });
});

describe('An admin’s site check', () => {
  it('turns a lesson’s exercise into a site check and back, and checks its input', async () => {
    const admin = await signInAs(app, 'admin');
    const lesson1 = await lessonAt('deployment', 1);
    const url = `/api/admin/lessons/${lesson1}`;
    const put = await call('PUT', `${url}/site-check`, admin.cookie, {
      instructions: '  Publish it, then check it.  ',
      hints: ['Press Publish.'],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      kind: 'publish',
      instructions: 'Publish it, then check it.',
      hints: ['Press Publish.'],
    });
    expect((await call('GET', `${url}/exercise`, admin.cookie)).json().kind).toBe('publish');
    const bad = await call('PUT', `${url}/site-check`, admin.cookie, { instructions: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ instructions: 'Write the instructions' });
    const learner = await signInAs(app, 'creator');
    expect(
      (await call('PUT', `${url}/site-check`, learner.cookie, { instructions: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `${url}/site-check`, undefined, { instructions: 'x' })).statusCode,
    ).toBe(401);
    expect((await call('DELETE', `${url}/exercise`, admin.cookie)).statusCode).toBe(200);
    expect((await call('GET', `${url}/exercise`, admin.cookie)).statusCode).toBe(404);
  });
});
