// Budget (issue 44): collecting one batch of watching costs the server < 2 ms p99. Each of 100
// learners sends 10 batches (the player's minute of playing: 6 stretches, new ones and, from the
// 7th, stretches played before) to POST /api/lessons/:id/watching, one request at a time, through
// its rate limit (10 a minute per learner), the lesson's access rule and the upsert. Beside each
// batch, in the same rounds and with the same session: PUT /api/lessons/:id/progress (the
// player's other write, which drops the learner's kept session), GET /api/me (so reading the
// session again), the batch (on the session kept: a batch drops nothing), and GET /api/me again
// (the cheapest signed-in answer, session kept), so the ratios hold however loaded the machine is. Measured in-process (app.inject) on PGlite or, given a server
// URL, PostgreSQL.
// Run: node --import tsx bench/watching.bench.ts [postgres://user@host:5432/postgres]
// (with a server URL, on a database of its own made there and dropped at the end)

import { inArray, sql } from 'drizzle-orm';
import { category, lesson, project, user } from '../apps/server/src/db/schema.ts';
import { recordWatching } from '../apps/server/src/modules/learning/service.ts';
import { loadViewer } from '../apps/server/src/viewer/viewer.ts';
import { BENCH_ORIGIN, benchLearnerCookie, benchPostgres, openBenchApp } from './bench-app.ts';

const LEARNERS = 100;
const BATCHES = 10;
const PER_BATCH = 6;

const postgres = await benchPostgres(process.argv[2], `tb_bench_watch_${process.pid}`);
const { app, database, close } = await openBenchApp({
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
  ...(postgres.database && { database: postgres.database }),
});
const { db } = database;
await db.insert(category).values({ slug: 'web', title: 'Web Development', position: 1 });
const [p] = await db
  .insert(project)
  .values({ category: 'web', slug: 'bench', title: 'Bench project', position: 1 })
  .returning();
const [l] = await db
  .insert(lesson)
  .values({
    projectId: p?.id ?? '',
    section: 'build',
    number: 1,
    title: 'Lesson 1',
    published: true,
    durationSeconds: 600,
  })
  .returning();
const lessonId = l?.id ?? '';

const learner = (i: number) => benchLearnerCookie(app, `bench-watch-${i}@example.com`);

const cookies: string[] = [];
for (let i = 0; i < LEARNERS; i++) cookies.push(await learner(i));

/** CPU time (user + system, ms) this process spent on each request, by the request's name. */
const cpuMs: Record<string, number[]> = {};

/**
 * One turn of the event loop between requests, as a server's loop takes between sockets: a run of
 * requests answered without I/O (a kept session, PGlite's in-process calls) never reaches the
 * check phase otherwise, and light-my-request's setImmediate callbacks pile up (thousands, each
 * holding its response), which made the heap grow ~13 KB a request and the GC pauses long.
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function timed(request: Parameters<typeof app.inject>[0], label = '', status = 200) {
  await turn();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const res = await app.inject(request);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const name = `${request.method} ${String(request.url).replace(lessonId, ':id')}${label}`;
  const list = cpuMs[name] ?? [];
  list.push((used.user + used.system) / 1000);
  cpuMs[name] = list;
  if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`);
  return ms;
}

/** Batch `round`: 6 stretches of the minute played then; from round 6 on, stretches seen before. */
const batch = (round: number) => ({
  buckets: Array.from({ length: PER_BATCH }, (_, k) => ({
    bucket: (round * PER_BATCH + k) % 36,
    plays: 1,
  })),
});
const write = { origin: BENCH_ORIGIN, 'content-type': 'application/json' };
const watch = (cookie: string, round: number) =>
  timed({
    method: 'POST',
    url: `/api/lessons/${lessonId}/watching`,
    headers: { cookie, ...write },
    payload: JSON.stringify(batch(round)),
  });
const me = (cookie: string, label: string) =>
  timed({ method: 'GET', url: '/api/me', headers: { cookie } }, label);
const READ = ' (reading the session)';
// The same POST refused by its schema (an empty batch, 400): Fastify's JSON body path, the
// hooks, validation and an error answer, with no access rule and no database work. What a batch
// costs beyond it is what collecting costs.
const refused = (cookie: string) =>
  timed(
    {
      method: 'POST',
      url: `/api/lessons/${lessonId}/watching`,
      headers: { cookie, ...write },
      payload: '{"buckets":[]}',
    },
    ' (refused: empty batch)',
    400,
  );
const KEPT = ' (session kept)';
const progress = (cookie: string, round: number) =>
  timed({
    method: 'PUT',
    url: `/api/lessons/${lessonId}/progress`,
    headers: { cookie, ...write },
    payload: JSON.stringify({ positionSeconds: 60 * (round + 1) }),
  });

// Warm up on a learner of its own (its limit is spent here, not in the rounds).
const warm = await learner(LEARNERS);
for (let r = 0; r < 10; r++) {
  await progress(warm, r);
  await me(warm, READ);
  await watch(warm, r);
  await me(warm, KEPT);
  await refused(warm);
}
for (const name of Object.keys(cpuMs)) cpuMs[name] = [];

const watchMs: number[] = [];
const readMs: number[] = [];
const meMs: number[] = [];
const refusedMs: number[] = [];
const progressMs: number[] = [];
for (let round = 0; round < BATCHES; round++) {
  for (const cookie of cookies) {
    progressMs.push(await progress(cookie, round));
    readMs.push(await me(cookie, READ));
    watchMs.push(await watch(cookie, round));
    meMs.push(await me(cookie, KEPT));
    refusedMs.push(await refused(cookie));
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const spread = (ms: number[]) =>
  [0.5, 0.9, 0.99].map((q) => quantile(ms, q).toFixed(2)).join(' / ');
const line = (name: string, ms: number[]) => `${name}: ${spread(ms)} ms p50 / p90 / p99`;

console.log(
  `database: ${database.kind}, ${LEARNERS} learners × ${BATCHES} batches of ${PER_BATCH} stretches, one request at a time`,
);
console.log(line('POST /api/lessons/:id/watching (session kept)', watchMs));
console.log(line(`GET /api/me${KEPT}`, meMs));
console.log(line(`GET /api/me${READ}`, readMs));
console.log(line('the same POST refused by its schema (empty batch: 400)', refusedMs));
console.log(line('PUT /api/lessons/:id/progress', progressMs));
const ratio = (a: number[], b: number[], q: number) => (quantile(a, q) / quantile(b, q)).toFixed(2);
console.log(
  `a batch costs ${ratio(watchMs, meMs, 0.5)}× GET /api/me (session kept) at p50 (${ratio(watchMs, meMs, 0.99)}× at p99), ${ratio(watchMs, progressMs, 0.5)}× a progress save (${ratio(watchMs, progressMs, 0.99)}× at p99)`,
);
const beyond = (q: number) => (quantile(watchMs, q) - quantile(refusedMs, q)).toFixed(2);
console.log(
  `a batch beyond the refused POST: ${ratio(watchMs, refusedMs, 0.5)}× at p50 (+${beyond(0.5)} ms), ${ratio(watchMs, refusedMs, 0.99)}× at p99 (+${beyond(0.99)} ms)`,
);
// What collecting itself costs, apart from the HTTP request and the session read every signed-in
// request makes: the service the route calls (the lesson's access rule, then one upsert of the
// batch's stretches), for the same learners and batches again.
const viewers = await Promise.all(
  (
    await db
      .select({ id: user.id })
      .from(user)
      .where(
        inArray(
          user.email,
          Array.from({ length: LEARNERS }, (_, i) => `bench-watch-${i}@example.com`),
        ),
      )
  ).map((u) => loadViewer(db, u.id)),
);
// Alternating, in the same rounds: the route's way (the lesson read through the cache, then the
// upsert), the same without the cache (lesson read + upsert: two statements, as the offline sync
// replays it inside its transaction), and the reference: `select 1`, the least a statement costs
// on this database (its round trip; on PGlite, its work in this process).
const SERVICE_ROUNDS = Number(process.env.SERVICE_ROUNDS ?? 50);
const series = {
  'recordWatching, as the route runs it (lesson kept, one upsert)': { ms: [], cpu: [] },
  'recordWatching without the cache (lesson read + upsert)': { ms: [], cpu: [] },
  'reference: select 1': { ms: [], cpu: [] },
} satisfies Record<string, { ms: number[]; cpu: number[] }>;
const [kept, uncached, reference] = Object.values(series);
async function measure(into: { ms: number[]; cpu: number[] }, work: () => Promise<unknown>) {
  await turn();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  into.ms.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  into.cpu.push((used.user + used.system) / 1000);
}
const { timeZone } = app.config;
for (let round = BATCHES; round < BATCHES + SERVICE_ROUNDS; round++) {
  for (const viewer of viewers) {
    if (!viewer) throw new Error('bench: a learner is missing');
    const b = batch(round);
    await measure(kept, () =>
      recordWatching(db, viewer, lessonId, b, { timeZone, cache: app.cache }),
    );
    await measure(uncached, () => recordWatching(db, viewer, lessonId, b, { timeZone }));
    await measure(reference, () => db.execute(sql`select 1`));
  }
}
console.log(
  `service alone, ${SERVICE_ROUNDS * LEARNERS} calls each, alternating; p50 / p90 / p99 ms, wall | CPU of this process:`,
);
for (const [name, { ms, cpu }] of Object.entries(series))
  console.log(`  ${name}: ${spread(ms)} | ${spread(cpu)}`);
console.log(
  `  the route's way is ${ratio(kept.ms, reference.ms, 0.5)}× select 1 at p50, ${ratio(kept.ms, reference.ms, 0.99)}× at p99; ${ratio(kept.ms, uncached.ms, 0.5)}× the uncached way at p50, ${ratio(kept.ms, uncached.ms, 0.99)}× at p99`,
);

// The server's own work per request, however long it waited: on PGlite the database runs in
// this process, so its work is in the figure; on PostgreSQL the server process's is not.
for (const [name, ms] of Object.entries(cpuMs))
  if (ms.length > 0) console.log(line(`CPU of this process, ${name}`, ms));
await close();
await postgres.drop();
