import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { makeBlog, makeCategories, makeProject } from './factories.ts';
import { addLesson } from './search-helpers.ts';
import { makeWebBuildWithSsr } from './ssr-build.ts';

// The course pages and the blog are written for a visitor (Log In, Sign up free); a signed-in
// learner who opens one gets the app, whose header and next steps are theirs (decisions/047).
let app: TTestApp;
let root: string;
let slug = '';
let post = '';

const SSR_ENTRY = `const parts = (text) => ({ html: '<h1>' + text + '</h1>', meta: undefined, sources: [] });
export const renderCourses = async (list) => parts('Every course: ' + list.courses.length);
export const renderCourse = async (course) => parts('Course: ' + course.title);
export const renderBlogs = async () => parts('All the blogs');
export const renderBlogPost = async (post) => parts('Post: ' + post.title);
export const assemblePage = (template, _manifest, p) =>
  template.replace('<div id="root"></div>', '<div id="root">' + p.html + '</div>');
`;

beforeAll(async () => {
  root = await makeWebBuildWithSsr('signed-in-pages', SSR_ENTRY);
  // Caching on, as in production: the visitor's kept page must never answer a learner.
  app = await buildTestApp({
    webDistDir: join(root, 'dist'),
    env: { PUBLIC_CACHE_TTL_SECONDS: '600', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  await makeCategories(app.db);
  const project = await makeProject(app.db, { title: 'Portfolio Site' });
  slug = project.slug;
  await addLesson(app.db, project.id, 'build', 'Flexbox layouts', 'Rows and columns.');
  post = (await makeBlog(app.db, { title: 'Centring with flexbox' })).slug;
});
afterAll(async () => {
  await app.cleanup();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  app.inject({ url, headers: { ...(cookie && { cookie }) } });

/** The app's shell (the fake build's spa.html): an empty root for the app to fill. */
const isAppShell = (body: string) => body.includes('<div id="root"></div>');

describe('public pages for a signed-in learner', () => {
  const pages = () => [
    { url: '/courses', visitorSees: 'Every course: 1' },
    { url: `/courses/web/${slug}`, visitorSees: 'Course: Portfolio Site' },
    { url: '/blogs', visitorSees: 'All the blogs' },
    { url: `/blogpage/${post}`, visitorSees: 'Post: Centring with flexbox' },
  ];

  it('gives a visitor the page rendered on the server, and a signed-in learner the app', async () => {
    const { cookie } = await signInAs(app, 'builder');
    for (const { url, visitorSees } of pages()) {
      // The visitor first, so the rendered page is in the cache when the learner asks.
      const visitor = await get(url);
      expect(visitor.statusCode, url).toBe(200);
      expect(visitor.body, url).toContain(visitorSees);
      const learner = await get(url, cookie);
      expect(learner.statusCode, url).toBe(200);
      expect(isAppShell(learner.body), url).toBe(true);
      expect(learner.body, url).not.toContain(visitorSees);
      expect(String(learner.headers.vary).toLowerCase(), url).toContain('cookie');
    }
  });

  it('gives the visitor page for a session cookie that no longer signs anyone in', async () => {
    const { cookie } = await signInAs(app, 'builder');
    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: ORIGIN },
    });
    expect(signedOut.statusCode).toBe(200);
    for (const { url, visitorSees } of pages()) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(visitorSees);
    }
    const forged = await get('/courses', 'better-auth.session_token=not-a-session');
    expect(forged.body).toContain('Every course: 1');
  });

  it('keeps the 404 of an address that is no course or post', async () => {
    const { cookie } = await signInAs(app, 'builder');
    expect((await get('/courses/nope/x', cookie)).statusCode).toBe(404);
    expect((await get('/blogpage/Not%20A%20Slug', cookie)).statusCode).toBe(404);
  });
});
