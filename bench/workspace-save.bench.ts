// Budget (issue 41): saving a keystroke's change to My project costs the server < 5 ms p99 with
// 50 learners typing. Each of 50 learners saves their workspace (index.html and a stylesheet,
// ~6 KB, one character more each time) 40 times; the 50 saves of a round are sent at once, as
// typing pauses would send them. Measured in-process (app.inject) on PGlite or, given a server
// URL, PostgreSQL. The server's cost of one save is the round's wall time over its 50
// saves (PGlite answers one query at a time, so a save's own latency includes the other 49's
// queueing); beside it, the same rounds of GET /api/health/live, the cheapest answer the app
// gives, and GET /api/me (what any signed-in answer costs: the session), in alternating rounds, and the p50/p99 of single saves sent one at a time.
// Run: node --import tsx bench/workspace-save.bench.ts [postgres://user@host:5432/postgres]
// (with a server URL, on a database of its own made there and dropped at the end)

import { TERMS_VERSION } from '@thinkbuild/core';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { category, lesson, project } from '../apps/server/src/db/schema.ts';
import { BENCH_ORIGIN, openBenchApp } from './bench-app.ts';

const LEARNERS = 50;
const ROUNDS = 40;

const serverUrl = process.argv[2];
const dbName = `tb_bench_ws_${process.pid}`;
const pgAdmin = serverUrl ? new pg.Client({ connectionString: serverUrl }) : null;
let postgres: Awaited<ReturnType<typeof openDatabase>> | undefined;
if (pgAdmin && serverUrl) {
  await pgAdmin.connect();
  await pgAdmin.query(`create database ${dbName}`);
  const url = new globalThis.URL(serverUrl);
  url.pathname = `/${dbName}`;
  postgres = await openDatabase({ url: url.toString() });
}
const { app, database, close } = await openBenchApp({
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
  ...(postgres && { database: postgres }),
});
const { db } = database;
await db.insert(category).values({ slug: 'web', title: 'Web Development', position: 1 });
const [p] = await db
  .insert(project)
  .values({ category: 'web', slug: 'bench', title: 'Bench project', position: 1 })
  .returning();
await db.insert(lesson).values({
  projectId: p?.id ?? '',
  section: 'build',
  number: 1,
  title: 'Lesson 1',
  published: true,
});

const URL = '/api/projects/web/bench/workspace';

/** A founding member (lifetime access: every plan feature), signed in: the session cookie. */
async function learner(i: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: BENCH_ORIGIN },
    payload: {
      email: `bench-ws-${i}@example.com`,
      password: 'bench-password',
      name: '',
      ageConfirmed: true,
      termsVersionAccepted: TERMS_VERSION,
      birthYear: 1990,
    },
  });
  return String(res.headers['set-cookie']).split(';')[0] ?? '';
}

const PAGE = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<link rel="stylesheet" href="css/site.css">\n</head>\n<body>\n${'  <p>A paragraph of my portfolio that I am typing.</p>\n'.repeat(60)}</body>\n</html>\n`;
const CSS = `body { font-family: system-ui; }\n${'.card { padding: 1rem; margin: 0 auto; }\n'.repeat(40)}`;

const learners = await Promise.all(
  Array.from({ length: LEARNERS }, async (_, i) => {
    const cookie = await learner(i);
    const res = await app.inject({ method: 'GET', url: URL, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`workspace: ${res.statusCode} ${res.body}`);
    return { cookie, revision: res.json().revision as number, typed: '' };
  }),
);

async function save(one: (typeof learners)[number]) {
  one.typed += 'x';
  const files = [
    { path: 'index.html', content: PAGE.replace('</body>', `${one.typed}</body>`) },
    { path: 'css/site.css', content: CSS },
  ];
  const started = performance.now();
  const res = await app.inject({
    method: 'PUT',
    url: URL,
    headers: { cookie: one.cookie, origin: BENCH_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({ baseRevision: one.revision, files }),
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`save: ${res.statusCode} ${res.body}`);
  one.revision = res.json().revision;
  return ms;
}

const health = async () => {
  const started = performance.now();
  await app.inject({ method: 'GET', url: '/api/health/live' });
  return performance.now() - started;
};

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const median = (values: number[]) => quantile(values, 0.5);

// Warm up: the first saves compile the routes' schemas and fill PGlite's caches.
for (let r = 0; r < 3; r++) await Promise.all(learners.map(save));

const me = async (one: (typeof learners)[number]) => {
  const started = performance.now();
  await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: one.cookie } });
  return performance.now() - started;
};

const savePerRequest: number[] = [];
const healthPerRequest: number[] = [];
const mePerRequest: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  let started = performance.now();
  await Promise.all(learners.map(save));
  savePerRequest.push((performance.now() - started) / LEARNERS);
  started = performance.now();
  await Promise.all(learners.map(health));
  healthPerRequest.push((performance.now() - started) / LEARNERS);
  started = performance.now();
  await Promise.all(learners.map(me));
  mePerRequest.push((performance.now() - started) / LEARNERS);
}

const single: number[] = [];
for (let r = 0; r < 10; r++) for (const one of learners) single.push(await save(one));

console.log(
  `database: ${database.kind}, ${LEARNERS} learners, ${ROUNDS} rounds of ${LEARNERS} saves at once`,
);
console.log(
  `server time per save, 50 at once: median of rounds ${median(savePerRequest).toFixed(2)} ms, p99 of rounds ${quantile(savePerRequest, 0.99).toFixed(2)} ms`,
);
console.log(
  `GET /api/health/live, same rounds: median ${median(healthPerRequest).toFixed(3)} ms → a save costs ${(median(savePerRequest) / median(healthPerRequest)).toFixed(1)}× the cheapest answer`,
);
console.log(
  `GET /api/me (a signed-in answer: the session read), same rounds: median ${median(mePerRequest).toFixed(2)} ms → a save costs ${(median(savePerRequest) / median(mePerRequest)).toFixed(1)}× it`,
);
console.log(
  `one save at a time (${single.length}): p50 ${median(single).toFixed(2)} ms, p99 ${quantile(single, 0.99).toFixed(2)} ms`,
);
await close();
if (pgAdmin) {
  await pgAdmin.query(`drop database if exists ${dbName} with (force)`);
  await pgAdmin.end();
}
