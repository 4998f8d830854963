import { CATEGORY_LABELS, type TSearchHit } from '@thinkbuild/core';
import { describe, expect, it } from 'vitest';
import type { TTestApp } from './app.ts';
import { makeBlog, makeProject } from './factories.ts';
import { addLesson, searchAs, withSearchApp } from './search-helpers.ts';

// Search forgives typos and spacing: the query's words are corrected against the words of titles
// and descriptions (pg_trgm over search_word), and when the corrected query finds more by full
// text its matches follow the query's own, with a "Did you mean".
let app: TTestApp;
const cookies: Record<string, string> = {};

withSearchApp(cookies, async (built) => {
  app = built;
  const web = await makeProject(app.db, { title: 'Portfolio' });
  const mobile = await makeProject(app.db, { category: 'mobile', title: 'Weather App' });
  await addLesson(
    app.db,
    web.id,
    'build',
    'Laying Out the About Section with Flexbox',
    'Rows and columns.',
  );
  await addLesson(
    app.db,
    web.id,
    'build',
    'JavaScript Events and the DOM',
    'Clicks and key presses.',
  );
  await addLesson(app.db, mobile.id, 'build', 'Flexbox and Styling in React Native', 'Screens.');
  await addLesson(app.db, web.id, 'build', 'Secret Zebrafish Drafts', 'Not out yet.', {
    published: false,
  });
  // Explanation lessons are closed to the free plan: their transcripts count for creators only.
  await addLesson(app.db, web.id, 'explanation', 'Why the layout works', 'Plain words.', {
    transcript: 'The zebrafish swims across the grid.',
  });
  // "flex" and "box" as two words: found by "flex box" as typed.
  await makeBlog(app.db, { title: 'Flex and Box Sizing for Print', summary: 'Paper pages.' });
  await makeBlog(app.db, {
    title: 'Fetching Data from an API with JavaScript',
    summary: 'Promises, then JSON.',
  });
});

const search = (q: string, who: string | null = 'free') => searchAs(app, cookies, q, who);
const answer = async (q: string, who = 'free') => {
  const res = await search(q, who);
  expect(res.statusCode, q).toBe(200);
  return res.json() as { results: TSearchHit[]; suggestion: string | null };
};
const titles = (results: TSearchHit[]) => results.map((r) => r.title.map((s) => s.text).join(''));

describe('search that forgives', () => {
  it('finds the flexbox lessons from a typo and from the word split in two', async () => {
    for (const q of ['flexbx', 'flex box', 'Flexbx']) {
      const found = titles((await answer(q)).results);
      expect(found, q).toEqual(
        expect.arrayContaining([
          'Laying Out the About Section with Flexbox',
          'Flexbox and Styling in React Native',
        ]),
      );
      expect(found, q).not.toContain('JavaScript Events and the DOM');
    }
  });

  it('finds the JavaScript lesson and post from a typo', async () => {
    const found = titles((await answer('javscript')).results);
    expect(found).toEqual(
      expect.arrayContaining([
        'JavaScript Events and the DOM',
        'Fetching Data from an API with JavaScript',
      ]),
    );
    expect(found).toHaveLength(2);
  });

  it('leaves a query of known words as it is', async () => {
    const { results, suggestion } = await answer('flexbox');
    expect(titles(results).sort()).toEqual([
      'Flexbox and Styling in React Native',
      'Laying Out the About Section with Flexbox',
    ]);
    expect(suggestion).toBeNull();
  });

  it('puts what the words typed find before what the corrected words find', async () => {
    const { results, suggestion } = await answer('flex box');
    expect(suggestion).toBe('flexbox');
    expect(titles(results)[0]).toBe('Flex and Box Sizing for Print');
    expect(results).toHaveLength(3);
  });

  it('says which track and project each lesson belongs to', async () => {
    const results = (await answer('flexbx')).results;
    const lessons = results.flatMap((r) =>
      r.kind === 'lesson' ? [`${CATEGORY_LABELS[r.category]} · ${r.projectTitle}`] : [],
    );
    expect(lessons.sort()).toEqual([
      'Mobile Development · Weather App',
      'Web Development · Portfolio',
    ]);
  });

  it('suggests the corrected words when they find more', async () => {
    expect((await answer('flexbx')).suggestion).toBe('flexbox');
    expect((await answer('flex box')).suggestion).toBe('flexbox');
    expect((await answer('javscript evnts')).suggestion).toBe('javascript events');
    expect((await answer('zzqxjv')).suggestion).toBeNull();
  });

  it('never finds or suggests what the viewer cannot see', async () => {
    // The only title with "zebrafish" is unpublished; the word is in a transcript of a section
    // the free plan does not open. Creators open it, so for them the correction finds more.
    const free = await answer('zebrafsh');
    expect(free.results).toEqual([]);
    expect(free.suggestion).toBeNull();
    const creator = await answer('zebrafsh', 'creator');
    expect(titles(creator.results)).toEqual(['Why the layout works']);
    expect(creator.suggestion).toBe('zebrafish');
    expect(titles((await answer('zebrafish', 'creator')).results)).toEqual([
      'Why the layout works',
    ]);
    expect(titles((await answer('zebrafish')).results)).toEqual([]);
  });

  it('cuts words written together and leaves phrases and negations as typed', async () => {
    const joined = await answer('reactnative');
    expect(titles(joined.results)).toEqual(['Flexbox and Styling in React Native']);
    expect(joined.suggestion).toBe('react native');
    for (const q of ['"flexbx"', 'flexbx -native']) {
      const exact = await answer(q);
      expect(exact.results, q).toEqual([]);
      expect(exact.suggestion, q).toBeNull();
    }
  });

  it('learns the words of a lesson written after the first search', async () => {
    const web = await makeProject(app.db, { title: 'Quiz Night' });
    expect((await answer('scorebaord')).results).toEqual([]);
    await addLesson(app.db, web.id, 'build', 'Keeping the Scoreboard', 'Points per round.');
    const { results, suggestion } = await answer('scorebaord');
    expect(titles(results)).toEqual(['Keeping the Scoreboard']);
    expect(suggestion).toBe('scoreboard');
  });

  it('refuses signed-out requests and bad queries with a clear message', async () => {
    expect((await search('flexbx', null)).statusCode).toBe(401);
    for (const [q, message] of [
      ['', 'Type something to search for'],
      ['  ', 'Type something to search for'],
      ['flexbx'.repeat(20), 'Search for at most 100 characters'],
    ] as const) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().fields?.q, q).toBe(message);
    }
  });
});
