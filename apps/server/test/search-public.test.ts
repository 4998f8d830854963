import { SEARCH_RESULT_LIMIT, type TPublicSearchHit } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { project } from '../src/db/schema.ts';
import { PUBLIC_SEARCHES_PER_MINUTE } from '../src/modules/search/routes.ts';
import type { TTestApp } from './app.ts';
import { makeBlog, makeProject } from './factories.ts';
import { addLesson, withSearchApp } from './search-helpers.ts';

/*
 * GET /api/search/public: what a visitor (no sign-in) finds from the header. Published, public
 * text only: courses, lessons by title and description (never a transcript, code or question),
 * posts; each result links to a course's public page or the post.
 */

let app: TTestApp;
const cookies: Record<string, string> = {};

withSearchApp(cookies, async (built) => {
  app = built;
  const p = await makeProject(app.db, { title: 'Portfolio Site' });
  await app.db
    .update(project)
    .set({ description: 'Build a personal site with a flexbox gallery.' })
    .where(eq(project.id, p.id));
  const soon = await makeProject(app.db, { title: 'Chess App', status: 'coming_soon' });
  await addLesson(app.db, soon.id, 'build', 'Coming quokkas', 'Chess pieces.');
  const empty = await makeProject(app.db, { title: 'Empty Quokka Course' });
  await addLesson(app.db, empty.id, 'build', 'Draft only', 'Not out yet.', { published: false });
  await addLesson(app.db, p.id, 'build', 'Flexbox layouts', 'Rows and columns with flexbox.', {
    transcript: 'Say hello to the pangolin.',
    code: '.okapi { display: flex; }',
  });
  await addLesson(app.db, p.id, 'planning', 'Wireframes', 'Sketch the zebracorn screens first.', {
    transcript: 'Secret planning aardvark words.',
  });
  await addLesson(app.db, p.id, 'build', 'Unfinished lesson', 'Draft about quokkas.', {
    published: false,
  });
  await makeBlog(app.db, {
    title: 'Why semantic HTML',
    summary: 'Landmarks help screen readers.',
    blocks: [
      { paragraph: 'A nav element lists links.', code: 'const narwhal = 1;', language: 'js' },
    ],
  });
  await makeBlog(app.db, { title: 'Secret quokkas draft', published: false });
});

const search = (q: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/search/public?q=${encodeURIComponent(q)}`, headers });
const hits = async (q: string) => {
  const res = await search(q);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as TPublicSearchHit[];
};
const text = (segments: { text: string }[] | null) => segments?.map((s) => s.text).join('') ?? null;

describe('a visitor’s search', () => {
  it('answers without a session: courses, lessons and posts, each where a visitor can go', async () => {
    const results = await hits('flexbox');
    expect(results[0]).toMatchObject({
      kind: 'course',
      category: 'web',
      project: 'portfolio-site',
    });
    expect(text(results[0]?.title ?? null)).toBe('Portfolio Site');
    expect(text(results[0]?.snippet ?? null)).toContain('flexbox gallery');
    expect(results[1]).toMatchObject({
      kind: 'lesson',
      category: 'web',
      project: 'portfolio-site',
      projectTitle: 'Portfolio Site',
      section: 'build',
    });
    expect(text(results[1]?.snippet ?? null)).toContain('Rows and columns with flexbox');
    const [post] = await hits('landmarks');
    expect(post).toMatchObject({ kind: 'blog', slug: 'why-semantic-html' });
  });

  it('finds a post by the words of its text and code: a published post is public', async () => {
    for (const q of ['nav element', 'narwhal']) {
      expect(
        (await hits(q)).map((r) => r.kind),
        q,
      ).toEqual(['blog']);
    }
  });

  it('never finds a lesson by its transcript or code, even an open Build lesson', async () => {
    for (const q of ['pangolin', 'okapi', 'aardvark']) expect(await hits(q), q).toEqual([]);
  });

  it('shows a Planning lesson by its title and description only: nothing of its text', async () => {
    const res = await search('zebracorn');
    const [hit] = res.json().results as TPublicSearchHit[];
    expect(hit).toMatchObject({ kind: 'lesson', section: 'planning' });
    expect(text(hit?.snippet ?? null)).toContain('Sketch the zebracorn screens first');
    expect(res.body).not.toContain('Secret');
    expect(res.body).not.toContain('aardvark');
  });

  it('never shows drafts, unpublished posts, coming-soon projects or courses with no lesson out', async () => {
    expect(await hits('quokkas')).toEqual([]);
    expect(await hits('quokka course')).toEqual([]);
    expect(await hits('chess')).toEqual([]);
  });

  it('never finds a question: they are for signed-in learners', async () => {
    const body = (await search('flexbox')).body;
    expect(body).not.toContain('"question"');
  });

  it('answers the same, public results to a signed-in learner', async () => {
    const res = await search('zebracorn', { cookie: cookies.creator ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('aardvark');
  });

  it('suggests a correction when the typed words find nothing', async () => {
    const res = await search('flexbx');
    expect(res.json().suggestion).toBe('flexbox');
    expect((res.json().results as TPublicSearchHit[]).length).toBeGreaterThan(0);
  });

  it('answers at most the page’s limit', async () => {
    const p = await makeProject(app.db, { title: 'Capybara Farm' });
    for (let i = 0; i < SEARCH_RESULT_LIMIT + 4; i++)
      await addLesson(app.db, p.id, 'build', `Pen ${i}`, 'A capybara naps.');
    const results = await hits('capybara');
    expect(results).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(results[0]).toMatchObject({ kind: 'course', project: 'capybara-farm' });
  });

  it('refuses a missing, empty or too long query with the field’s message', async () => {
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().fields?.q, q).toBeTruthy();
    }
    const missing = await app.inject({ url: '/api/search/public' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields?.q).toBe('Type something to search for');
    expect((await search('x'.repeat(101))).json().fields.q).toBe(
      'Search for at most 100 characters',
    );
  });

  it('takes any text without a server error', async () => {
    for (const q of [
      '"unclosed',
      '& | ! :*',
      "'; drop table lesson; --",
      '-',
      'or',
      '-'.repeat(40),
    ])
      expect((await search(q)).statusCode, q).toBe(200);
  });

  it('limits one address to its searches a minute, then 429 with the wait', async () => {
    const from = (ip: string) =>
      app.inject({ url: '/api/search/public?q=flexbox', remoteAddress: ip });
    let last = await from('203.0.113.9');
    for (let i = 1; i < PUBLIC_SEARCHES_PER_MINUTE; i++) last = await from('203.0.113.9');
    expect(last.statusCode).toBe(200);
    const refused = await from('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeTruthy();
    // Another address is not held back.
    expect((await from('203.0.113.10')).statusCode).toBe(200);
  });
});
