import { MESSAGES, type TSearchHit } from '@thinkbuild/core';
import { describe, expect, it } from 'vitest';
import type { TTestApp } from './app.ts';
import { makeProject } from './factories.ts';
import { addLesson, withSearchApp } from './search-helpers.ts';

// A lesson the viewer cannot open is found by its title and description only: its transcript
// and code are paid text, and a search that matched them would confirm their words one query
// at a time (SPEC.md §6: the server enforces section access).
let app: TTestApp;
const cookies: Record<string, string> = {};

// The name in the code is far from the title: "PlanningId" would be found by its similarity
// to the public title "Planning the board" (typo forgiveness), not by the code.
const paidText = (title: string, transcript: string) => ({
  transcript,
  code: `const ${title.split(' ')[0]}Xylophone = 1;`,
});

withSearchApp(cookies, async (built) => {
  app = built;
  const p = await makeProject(app.db, { title: 'Hiring Board' });
  for (const [section, title, transcript] of [
    ['planning', 'Planning the board', 'Talk to recruiters about the okapi pipeline.'],
    ['build', 'Building the board', 'Sort the narwhal candidates.'],
  ] as const)
    await addLesson(app.db, p.id, section, title, 'Plain words.', paidText(title, transcript));
});

const search = (q: string, who = 'free') =>
  app.inject({ url: `/api/search?q=${q}`, headers: { cookie: cookies[who] ?? '' } });
const titles = async (q: string, who = 'free') =>
  ((await search(encodeURIComponent(q), who)).json().results as TSearchHit[]).map((r) =>
    r.title.map((s) => s.text).join(''),
  );

describe('search of lessons the viewer cannot open', () => {
  it('never matches their transcript or code, words or phrases; the creator still finds them', async () => {
    for (const q of [
      'recruiters',
      '"recruiters about the okapi"',
      'okapi pipeline',
      'PlanningXylophone',
    ]) {
      expect(await titles(q), q).toEqual([]);
      expect(await titles(q, 'creator'), q).toEqual(['Planning the board']);
    }
    // An operator cannot widen it either: the negation reads the same title and description.
    expect((await titles('board -recruiters')).sort()).toEqual([
      'Building the board',
      'Planning the board',
    ]);
  });

  it('still lists them by title, locked and without text', async () => {
    const res = await search('planning');
    const locked = { locked: MESSAGES.planningCreatorsOnly, snippet: null };
    expect(res.json().results).toMatchObject([{ title: [{ text: 'Planning' }, {}], ...locked }]);
    expect(res.body).not.toContain('recruiters');
  });

  it('matches the transcript and code of lessons the viewer can open, as before', async () => {
    expect(await titles('narwhal')).toEqual(['Building the board']);
    expect(await titles('"narwhal candidates"')).toEqual(['Building the board']);
    expect(await titles('BuildingXylophone')).toEqual(['Building the board']);
  });
});

describe('search queries made of operators', () => {
  it('answers 200 with no results, or 400 in the error shape, never 5xx', async () => {
    const raw = [
      ...[32, 33, 34, 50, 100].map((k) => '-'.repeat(k)),
      '- '.repeat(50),
      '-!'.repeat(50),
      `"${'-'.repeat(60)}"`,
      '!'.repeat(100),
      '&|<->'.repeat(20),
      'or '.repeat(33),
      '"'.repeat(100),
    ].map(encodeURIComponent);
    const long = ['-'.repeat(101), '-'.repeat(2000)].map(encodeURIComponent);
    const unsafe = ['%00', `${'-'.repeat(40)}%00`, '%ED%A0%80', '%ED%B0%80-'];
    for (const q of [...raw, ...long, ...unsafe]) {
      const res = await search(q);
      expect([200, 400], q.slice(0, 40)).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json()).toMatchObject({ code: expect.any(String) });
      else expect(res.json().results, q.slice(0, 40)).toEqual([]);
    }
    for (const q of long) expect((await search(q)).json().fields?.q).toBeTruthy();
  });

  it('keeps a negation after a run of dashes', async () => {
    expect(await titles('board ---building')).toEqual(['Planning the board']);
    expect((await titles(`board ${'-'.repeat(60)}`)).sort()).toEqual([
      'Building the board',
      'Planning the board',
    ]);
  });
});
