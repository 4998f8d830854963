import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SEARCHES_PER_MINUTE } from '../src/modules/search/routes.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { makeBlog, makeCategories, makeProject } from './factories.ts';
import { addLesson } from './search-helpers.ts';
import { makeWebBuildWithSsr } from './ssr-build.ts';

// GET /search, where the header's plain form goes (docs/decisions/023): a visitor gets the
// results rendered on the server without the app; a signed-in learner gets the app, whose
// /search is theirs.
let app: TTestApp;
let root: string;

/** The fake web build's SSR entry: it writes what it was asked into the page. */
const SSR_ENTRY = `export const renderVisitorSearch = async (q, found) => ({
  html: '<h1>' + q + '</h1><pre>' + JSON.stringify(found) + '</pre>',
  meta: undefined,
  sources: [],
});
export const assemblePage = (template, _manifest, p) =>
  template.replace('<div id="root"></div>', '<div id="root">' + p.html + ' script=' + p.script + '</div>');
`;

beforeAll(async () => {
  root = await makeWebBuildWithSsr('search-page', SSR_ENTRY);
  app = await buildTestApp({
    webDistDir: join(root, 'dist'),
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  await makeCategories(app.db);
  const p = await makeProject(app.db, { title: 'Portfolio Site' });
  await addLesson(app.db, p.id, 'build', 'Flexbox layouts', 'Rows and columns with flexbox.', {
    transcript: 'Say hello to the pangolin.',
  });
  await makeBlog(app.db, { title: 'Centring with flexbox' });
});

afterAll(async () => {
  await app?.cleanup();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the /search page', () => {
  it('renders a visitor’s results on the server, without the app', async () => {
    const res = await get('/search?q=flexbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>flexbox</h1>');
    expect(res.body).toContain('"kind":"lesson"');
    expect(res.body).toContain('"kind":"blog"');
    expect(res.body).toContain('script=false');
    // Public text only: a lesson's transcript never shows, nor finds it.
    expect(res.body).not.toContain('pangolin');
    expect((await get('/search?q=pangolin')).body).toContain('"results":[]');
    expect((await get('/search?q=portfolio')).body).toContain('"kind":"course"');
  });

  it('asks for words when there are none, and refuses too many with the field’s message', async () => {
    for (const url of ['/search', '/search?q=', '/search?q=%20%20']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<pre>null</pre>');
    }
    const long = await get(`/search?q=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('"refusal":"Search for at most 100 characters"');
  });

  it('gives a signed-in learner the app, whose /search is their own', async () => {
    const { cookie } = await signInAs(app, 'free');
    const res = await get('/search?q=flexbox', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('"kind"');
  });

  it('counts with the API in one limit per address, then says so in the page (429)', async () => {
    const from = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < PUBLIC_SEARCHES_PER_MINUTE / 2; i++)
      expect((await app.inject({ url: '/api/search/public?q=flexbox', ...from })).statusCode).toBe(
        200,
      );
    for (let i = 0; i < PUBLIC_SEARCHES_PER_MINUTE / 2; i++)
      expect((await app.inject({ url: '/search?q=flexbox', ...from })).statusCode).toBe(200);
    const refused = await app.inject({ url: '/search?q=flexbox', ...from });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(
      '"refusal":"Too many attempts. Please wait a minute and try again."',
    );
    // The page without words reads nothing and is never refused.
    expect((await app.inject({ url: '/search', ...from })).statusCode).toBe(200);
  });
});
