// Budget: /api/search answers in < 50 ms (median and p95) with 10,000 lessons and
// 300 posts, on PGlite and on PostgreSQL. In-process (app.inject), so the time is the server's
// own: routing, the session, the full-text query (GIN + ts_rank + ts_headline), for a query
// that does not fill the page the correction of its words against search_word (pg_trgm GIN)
// and the full-text query of the corrected words, serialising.
// Rounds alternate with GET /api/me (same session, no search) as the reference.
// Each request's CPU time is measured too (process + PostgreSQL backends, cpuMs): on a shared
// machine the wall time mostly measures the wait for a core.
// Run: node --import tsx bench/search.bench.ts [postgres://user@host:5432/postgres]
//   (the PostgreSQL run creates and drops its own database on that server)
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { correctionLookup, queryWords } from '@thinkbuild/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type TDatabase } from '../apps/server/src/db/client.ts';
import { blog, category, lesson, lessonCaption, project } from '../apps/server/src/db/schema.ts';
import { vocabularyQuery } from '../apps/server/src/modules/search/repo.ts';
import { benchLearnerCookie, openBenchApp } from './bench-app.ts';

const LESSONS = 10_000;
const POSTS = 300;
const ROUNDS = Number(process.env.ROUNDS ?? 40);
// A transcript per lesson (its captions): ~600 words, so each document is big and stored
// out of line (TOAST), as for a real 10-minute video. TRANSCRIPT_WORDS=0 leaves them out.
const TRANSCRIPT_WORDS = Number(process.env.TRANSCRIPT_WORDS ?? 600);
// Common to rare: a word in most lessons, two words, three words, one lesson (description),
// ten lessons (transcript only), none.
const EXACT = [
  'flexbox',
  'grid layout',
  'react native navigation',
  'javascript',
  'zebracorn',
  'quasarfin',
  'nomatchword',
];
// Typos and spacing: full text finds nothing, so each is corrected against the vocabulary and
// the corrected words are searched ("Did you mean"). A common word mistyped, split in two, two
// words written as one, a language's name missing a letter, a rarer word mistyped, the one-lesson word mistyped.
const TYPOS = ['flexbx', 'flex box', 'javscript', 'reactnative', 'navigaton', 'zebracron'];
const QUERIES = [...EXACT, ...TYPOS];
// Topic words by frequency rank (Zipf-like): rank 0 is in about a quarter of the lessons.
const TOPICS = [
  'flexbox',
  'grid',
  'layout',
  'react',
  'native',
  'navigation',
  'state',
  'hooks',
  'unity',
  'physics',
  'shader',
  'deploy',
  'docker',
  'database',
  'query',
  'form',
  'validation',
  'api',
  'fetch',
  'async',
  'animation',
  'typescript',
  'testing',
  'accessibility',
  'colour',
  'font',
  'javascript',
  ...Array.from({ length: 400 }, (_, i) => `topic${i}`),
];

// A deterministic pseudo-random text: topic words among common filler words.
let seed = 42;
const rand = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const zipf = <T>(items: readonly T[]) => items[Math.floor(rand() ** 3 * items.length)] as T;
const filler = ['the', 'you', 'build', 'with', 'and', 'learn', 'how', 'page', 'then', 'step'];
const sentence = (words: number) =>
  Array.from({ length: words }, () => (rand() < 0.3 ? zipf(TOPICS) : zipf(filler))).join(' ');
// A site's vocabulary (search_word, what typos are corrected against) runs to thousands of words:
// each description also names three of 20,000 made-up words (about 14,000 distinct in all), from
// a generator of their own so the rest of the text is what it was before they were added.
let rareSeed = 7;
const rareRand = () => {
  rareSeed = (rareSeed * 1_103_515_245 + 12_345) % 2 ** 31;
  return rareSeed / 2 ** 31;
};
const SYLLABLES = 'ka ro mi tu sel dan vor pin lek fa zu bri gon tal mes qui nor pha wix dre'.split(
  ' ',
);
const RARE = Array.from({ length: 20_000 }, (_, i) =>
  [i % 20, Math.floor(i / 20) % 20, Math.floor(i / 400) % 20, Math.floor(i / 8000)]
    .map((k, n) => (n < 3 || k > 0 ? SYLLABLES[k] : ''))
    .join(''),
);
const rareWords = () =>
  Array.from({ length: 3 }, () => RARE[Math.floor(rareRand() * RARE.length)]).join(' ');

async function fill(database: TDatabase) {
  const db = database.db;
  await db.insert(category).values({ slug: 'web', title: 'Web Development', position: 1 });
  const [p] = await db
    .insert(project)
    .values({ category: 'web', slug: 'big', title: 'Big Project', position: 1 })
    .returning();
  const sections = ['planning', 'build', 'explanation', 'deployment'] as const;
  const rows = Array.from({ length: LESSONS }, (_, i) => ({
    projectId: p?.id ?? '',
    section: sections[i % 4] ?? 'build',
    number: Math.floor(i / 4) + 1,
    title: `Lesson ${i + 1}: ${sentence(6)}`,
    description: `${sentence(45)}.${i === 777 ? ' The zebracorn appears once.' : ''} Also ${rareWords()}.`,
    difficulty: 'Beginner',
    published: i % 50 !== 0,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    const ids = await db
      .insert(lesson)
      .values(rows.slice(i, i + 500))
      .returning({ id: lesson.id });
    if (TRANSCRIPT_WORDS <= 0) continue;
    const cues = (n: number) =>
      Array.from({ length: Math.ceil(TRANSCRIPT_WORDS / 12) }, (_, c) => ({
        start: c * 4,
        end: c * 4 + 4,
        text: `${sentence(12)}${n % 1000 === 3 && c === 0 ? ' spoken quasarfin' : ''}.`,
      }));
    await db
      .insert(lessonCaption)
      .values(ids.map((l, k) => ({ lessonId: l.id, vtt: 'WEBVTT', cues: cues(i + k) })));
  }
  const posts = Array.from({ length: POSTS }, (_, i) => ({
    slug: `post-${i}`,
    category: 'web' as const,
    position: i,
    title: `Post ${i}: ${sentence(5)}`,
    summary: sentence(20),
    blocks: [{ paragraph: sentence(80), code: 'const x = 1;', language: 'js' }],
  }));
  await db.insert(blog).values(posts);
  // What autovacuum does on a live server: planner statistics for the new rows.
  await db.execute(sql`analyze`);
  for (const q of QUERIES) matches.set(q, await countMatching(database, q));
}
const matches = new Map<string, number>();
/** What the corrected query ("Did you mean") of each typo matches. */
const corrected = new Map<string, number>();
const suggestions = new Map<string, string | null>();

async function countMatching(database: TDatabase, q: string) {
  const found = await database.db.execute(
    sql`select count(*)::int as n from search_document where document @@ websearch_to_tsquery('english', ${q})`,
  );
  return (found as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * EXPLAIN=1: the plan of the vocabulary lookup (what a typo adds to a search) for two typos, to
 * see the trigram index used (on a vocabulary this size the planner may prefer a scan of it).
 */
async function explainVocabulary(database: TDatabase) {
  const words = (await database.db.execute(
    sql`select count(*)::int as n from search_word`,
  )) as unknown as { rows: { n: number }[] };
  console.log(`search_word: ${words.rows[0]?.n.toLocaleString('en')} words`);
  for (const q of ['flexbx', 'flex box']) {
    const { exact, similar } = correctionLookup(queryWords(q));
    const plan = (await database.db.execute(
      sql`explain (analyze, costs off) ${vocabularyQuery(exact, similar)}`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    console.log(`${q}:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  }
}

/**
 * CPU time spent so far, in ms: this process's (the app, and PGlite, which runs inside it) plus
 * that of the PostgreSQL backends named (from /proc/<pid>/schedstat, ns on a CPU; a server
 * on this machine only). Unlike the wall time it barely grows when other work shares the cores,
 * so it tells what a request costs on a quiet machine.
 */
function cpuMs(backends: readonly number[]) {
  const own = process.cpuUsage();
  let ms = (own.user + own.system) / 1000;
  for (const pid of backends) {
    try {
      ms += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
    } catch {
      // A backend that has gone (or a server elsewhere): its time is not counted.
    }
  }
  return ms;
}

async function backendPids(database: TDatabase, label: string) {
  if (label !== 'PostgreSQL') return [];
  const found = (await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  return found.rows.map((r) => r.pid);
}

async function measure(label: string, database: TDatabase) {
  const { app, close } = await openBenchApp({ database, beforeBuild: fill });
  const cookie = await benchLearnerCookie(app);
  let backends: number[] = [];
  const get = async (url: string) => {
    const c = cpuMs(backends);
    const t = performance.now();
    const res = await app.inject({ url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return { ms: performance.now() - t, cpu: cpuMs(backends) - c };
  };
  const samples = new Map<string, number[]>();
  const cpu = new Map<string, number[]>();
  const add = (key: string, { ms, cpu: used }: { ms: number; cpu: number }) => {
    samples.set(key, [...(samples.get(key) ?? []), ms]);
    cpu.set(key, [...(cpu.get(key) ?? []), used]);
  };
  // Warm-up: the first queries load the dictionaries and the index pages.
  for (const q of QUERIES) {
    const res = await app.inject({
      url: `/api/search?q=${encodeURIComponent(q)}`,
      headers: { cookie },
    });
    const body = res.json() as { results: unknown[]; suggestion: string | null };
    suggestions.set(q, body.suggestion);
    if (TYPOS.includes(q) && body.results.length === 0) throw new Error(`${q}: found nothing`);
    if (body.suggestion) corrected.set(q, await countMatching(database, body.suggestion));
  }
  if (process.env.EXPLAIN) await explainVocabulary(database);
  backends = await backendPids(database, label);
  for (let round = 0; round < ROUNDS; round++) {
    add('reference: GET /api/me', await get('/api/me'));
    for (const q of QUERIES) {
      add(q, await get(`/api/search?q=${encodeURIComponent(q)}`));
    }
  }
  const stat = (xs: number[], f: number) =>
    [...xs].sort((a, b) => a - b)[Math.floor(f * (xs.length - 1))] ?? 0;
  const ref = stat(samples.get('reference: GET /api/me') ?? [], 0.5);
  console.log(
    `\n${label}: ${LESSONS.toLocaleString('en')} lessons (${TRANSCRIPT_WORDS}-word transcripts), ${POSTS} posts, ${ROUNDS} rounds, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    '| query | documents matching (+ corrected) | did you mean | median | p95 | median ÷ reference | CPU median / p95 |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [key, xs] of samples) {
    const med = stat(xs, 0.5);
    const close = corrected.has(key) ? ` (+${corrected.get(key)?.toLocaleString('en')})` : '';
    const used = cpu.get(key) ?? [];
    console.log(
      `| ${key} | ${matches.get(key)?.toLocaleString('en') ?? '–'}${close} | ${suggestions.get(key) ?? '–'} | ${med.toFixed(1)} ms | ${stat(xs, 0.95).toFixed(1)} ms | ${(med / ref).toFixed(1)}× | ${stat(used, 0.5).toFixed(1)} / ${stat(used, 0.95).toFixed(1)} ms |`,
    );
  }
  await close();
}

console.log(
  `${cpus()[0]?.model} × ${cpus().length}, Node ${process.version}, ${new Date().toISOString()}`,
);
if (!process.env.SKIP_PGLITE) {
  const pgliteDir = await mkdtemp(join(tmpdir(), 'tb-bench-search-db-'));
  await measure('PGlite', await openDatabase({ pgliteDir: join(pgliteDir, 'db') }));
  await rm(pgliteDir, { recursive: true, force: true });
}

const serverUrl = process.argv[2];
if (serverUrl) {
  const name = `tb_bench_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await measure('PostgreSQL', await openDatabase({ url: url.toString() }));
  } finally {
    if (process.env.KEEP_DB) console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
