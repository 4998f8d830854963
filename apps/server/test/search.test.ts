import { MESSAGES, SEARCH_RESULT_LIMIT, type TSearchHit } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blog, lesson, lessonCaption, lessonSnippet, project } from '../src/db/schema.ts';
import type { TTestApp } from './app.ts';
import { makeBlog, makeProject } from './factories.ts';
import { addLesson, searchAs, withSearchApp } from './search-helpers.ts';

let app: TTestApp;
const cookies: Record<string, string> = {};

withSearchApp(cookies, async (built) => {
  app = built;
  const p = await makeProject(app.db, { title: 'Portfolio Site' });
  const soon = await makeProject(app.db, { title: 'Chess App', status: 'coming_soon' });
  await addLesson(app.db, p.id, 'build', 'Flexbox layouts', 'Rows and columns with flexbox.');
  await addLesson(app.db, p.id, 'build', 'Styling cards', 'Cards that use a flexbox row inside.');
  await addLesson(app.db, p.id, 'planning', 'Wireframes', 'Sketch the zebracorn screens first.');
  await addLesson(app.db, p.id, 'build', 'Unfinished lesson', 'Draft about quokkas.', {
    published: false,
  });
  await addLesson(app.db, soon.id, 'build', 'Coming quokkas', 'Chess pieces.');
  await makeBlog(app.db, {
    title: 'Why semantic HTML',
    summary: 'Landmarks help screen readers.',
    blocks: [
      { paragraph: 'A nav element lists links.', code: 'const narwhal = 1;', language: 'js' },
    ],
  });
  await makeBlog(app.db, { title: 'Secret quokkas draft', published: false });
});

const search = (q: string, who: string | null = 'free') => searchAs(app, cookies, q, who);
const hits = async (q: string, who = 'free') =>
  (await search(q, who)).json().results as TSearchHit[];
const text = (segments: { text: string }[] | null) => segments?.map((s) => s.text).join('') ?? null;
const marked = (segments: { text: string; match: boolean }[] | null) =>
  (segments ?? []).filter((s) => s.match).map((s) => s.text.toLowerCase());

describe('search', () => {
  it('refuses signed-out requests and bad queries', async () => {
    expect((await search('flexbox', null)).statusCode).toBe(401);
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().fields?.q).toBeTruthy();
    }
    expect(
      (await app.inject({ url: '/api/search', headers: { cookie: cookies.free ?? '' } }))
        .statusCode,
    ).toBe(400);
  });

  it('finds lessons by title and description, best match first, words highlighted', async () => {
    const results = await hits('flexbox');
    expect(results.map((r) => text(r.title))).toEqual(['Flexbox layouts', 'Styling cards']);
    const [first, second] = results;
    expect(marked(first?.title ?? null)).toEqual(['flexbox']);
    expect(second).toMatchObject({
      kind: 'lesson',
      section: 'build',
      locked: null,
      project: 'portfolio-site',
    });
    expect(marked(second?.kind === 'lesson' ? second.snippet : null)).toEqual(['flexbox']);
    // Stemming: "layout" finds "layouts".
    expect((await hits('layout')).map((r) => text(r.title))).toEqual(['Flexbox layouts']);
  });

  it('finds blog posts by title, summary and block text, code included', async () => {
    for (const q of ['semantic', 'landmarks', 'nav element', 'narwhal']) {
      const [hit] = await hits(q);
      expect(hit, q).toMatchObject({ kind: 'blog', slug: 'why-semantic-html' });
    }
  });

  it('never shows drafts, unpublished posts or coming-soon projects', async () => {
    expect(await hits('quokkas', 'creator')).toEqual([]);
  });

  it('lists a lesson of a locked section with its message and no content', async () => {
    const res = await search('zebracorn');
    const [hit] = res.json().results as TSearchHit[];
    expect(hit).toMatchObject({
      kind: 'lesson',
      section: 'planning',
      locked: MESSAGES.planningCreatorsOnly,
      snippet: null,
    });
    expect(res.body).not.toContain('Sketch');
    const [open] = await hits('zebracorn', 'creator');
    expect(open).toMatchObject({ locked: null });
    expect(text(open?.kind === 'lesson' ? open.snippet : null)).toContain('zebracorn');
  });

  it('follows edits: a renamed lesson is found by its new title', async () => {
    await app.db
      .update(lesson)
      .set({ title: 'Grid layouts' })
      .where(eq(lesson.title, 'Flexbox layouts'));
    await app.db
      .update(blog)
      .set({ summary: 'Now about axolotls.' })
      .where(eq(blog.slug, 'why-semantic-html'));
    expect((await hits('grid')).map((r) => text(r.title))).toEqual(['Grid layouts']);
    expect((await hits('axolotls')).map((r) => r.kind)).toEqual(['blog']);
  });

  it('follows publishing: a published draft, a launched project, an unpublished post', async () => {
    await app.db
      .update(lesson)
      .set({ published: true })
      .where(eq(lesson.title, 'Unfinished lesson'));
    expect((await hits('quokkas')).map((r) => text(r.title))).toEqual(['Unfinished lesson']);
    await app.db.update(project).set({ status: 'published' }).where(eq(project.title, 'Chess App'));
    expect((await hits('quokkas')).map((r) => text(r.title)).sort()).toEqual([
      'Coming quokkas',
      'Unfinished lesson',
    ]);
    await app.db.update(blog).set({ published: false }).where(eq(blog.slug, 'why-semantic-html'));
    expect(await hits('narwhal')).toEqual([]);
  });

  it('finds a lesson by its caption text and code snippets, and forgets them when removed', async () => {
    const [wire] = await app.db
      .select({ id: lesson.id })
      .from(lesson)
      .where(eq(lesson.title, 'Wireframes'));
    const lessonId = wire?.id ?? '';
    await app.db.insert(lessonCaption).values({
      lessonId,
      vtt: 'WEBVTT',
      cues: [{ start: 0, end: 2, text: 'Now draw the pangolin header.' }],
    });
    await app.db
      .insert(lessonSnippet)
      .values({ lessonId, position: 1, language: 'css', code: '.okapi { display: grid; }' });
    // A Planning lesson: the creator, who can open it, finds it by its text; nobody else does.
    expect((await hits('pangolin', 'creator')).map((r) => text(r.title))).toEqual(['Wireframes']);
    expect((await hits('okapi', 'creator')).map((r) => text(r.title))).toEqual(['Wireframes']);
    expect(await hits('pangolin')).toEqual([]);
    await app.db.delete(lessonCaption).where(eq(lessonCaption.lessonId, lessonId));
    expect(await hits('pangolin', 'creator')).toEqual([]);
  });

  it('ranks title matches first, then description, then transcript only; locks still hold', async () => {
    const p = await makeProject(app.db, { title: 'Wombat Park' });
    const inTranscript = await addLesson(app.db, p.id, 'build', 'Burrows', 'Digging.');
    const lockedTranscript = await addLesson(app.db, p.id, 'planning', 'Plans', 'Sketches.');
    const draftTranscript = await addLesson(app.db, p.id, 'build', 'Hidden', 'Draft.', {
      published: false,
    });
    for (const id of [inTranscript, lockedTranscript, draftTranscript])
      await app.db.insert(lessonCaption).values({
        lessonId: id,
        vtt: 'WEBVTT',
        cues: [
          {
            start: 0,
            end: 2,
            text: `A wombat walks by.${id === lockedTranscript ? ' Secret planning words.' : ''}`,
          },
        ],
      });
    await addLesson(app.db, p.id, 'build', 'Fences', 'A wombat digs under the fence.');
    await addLesson(app.db, p.id, 'build', 'Wombat homes', 'Where they sleep.');
    const results = await hits('wombat');
    const titles = results.map((r) => text(r.title));
    // The locked Planning lesson holds the word in its transcript only: not a match for them.
    expect(titles).toEqual(['Wombat homes', 'Fences', 'Burrows']);
    expect(JSON.stringify(results)).not.toContain('Secret');
    const creator = await hits('wombat', 'creator');
    const creatorTitles = creator.map((r) => text(r.title));
    // Transcript-only matches tie (their titles and descriptions hold no query word).
    expect(creatorTitles.slice(0, 2)).toEqual(['Wombat homes', 'Fences']);
    expect(creatorTitles.slice(2).sort()).toEqual(['Burrows', 'Plans']);
    const plans = creator.find((r) => text(r.title) === 'Plans');
    expect(plans).toMatchObject({ locked: null });
    expect(text(plans?.kind === 'lesson' ? plans.snippet : null)).toContain('Secret');
  });

  it('answers the best 20 when titles and descriptions alone match more than 20', async () => {
    const p = await makeProject(app.db, { title: 'Capybara Farm' });
    const transcriptOnly = await addLesson(app.db, p.id, 'build', 'Rivers', 'Water.');
    await app.db.insert(lessonCaption).values({
      lessonId: transcriptOnly,
      vtt: 'WEBVTT',
      cues: [{ start: 0, end: 2, text: 'capybara capybara capybara' }],
    });
    for (let i = 0; i < 24; i++)
      await addLesson(app.db, p.id, 'build', `Pen ${i}`, 'A capybara naps.');
    await addLesson(app.db, p.id, 'build', 'Capybara care', 'Feeding.');
    const results = await hits('capybara');
    expect(results).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(text(results[0]?.title ?? null)).toBe('Capybara care');
    expect(results.map((r) => text(r.title))).not.toContain('Rivers');
  });

  it('takes any text without a server error', async () => {
    for (const q of ['"unclosed', '& | ! :*', "'; drop table lesson; --", '-', 'or']) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(200);
    }
  });
});
