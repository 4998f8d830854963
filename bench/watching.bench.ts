// Budget (issue 44): collecting one batch of watching costs the server < 2 ms p99. Each of 100
// learners sends 10 batches (the player's minute of playing: 6 stretches, new ones and, from the
// 7th, stretches played before) to POST /api/lessons/:id/watching, one request at a time, through
// its rate limit (10 a minute per learner), the lesson's access rule (the lesson kept) and the
// server's buffer, which writes the batches together within a second (decisions/045). Beside each
// batch, in the same rounds and with the same session: PUT /api/lessons/:id/progress (the
// player's other write, which drops the learner's kept session), GET /api/me (so reading the
// session again), the batch (on the session kept: a batch drops nothing), and GET /api/me again
// (the cheapest signed-in answer, session kept), so the ratios hold however loaded the machine
// is. Measured in-process (app.inject) on PGlite or, given a server URL, PostgreSQL.
// Run: node --import tsx bench/watching.bench.ts [postgres://user@host:5432/postgres]
// (with a server URL, on a database of its own made there and dropped at the end)

import { PerformanceObserver } from 'node:perf_hooks';
import { inArray, sql } from 'drizzle-orm';
import { category, lesson, project, user } from '../apps/server/src/db/schema.ts';
import { recordWatching } from '../apps/server/src/modules/learning/service.ts';
import { createWatchingBuffer } from '../apps/server/src/modules/learning/watching/index.ts';
import { loadViewer } from '../apps/server/src/viewer/viewer.ts';
import { BENCH_ORIGIN, benchLearnerCookie, benchPostgres, openBenchApp } from './bench-app.ts';

const LEARNERS = 100;
const BATCHES = 10;
const PER_BATCH = 6;

const postgres = await benchPostgres(process.argv[2], `tb_bench_watch_${process.pid}`);
const { app, database, close } = await openBenchApp({
  // The server's buffer is written when the bench says, after each round (timed), not by its
  // timer in the middle of another request's timing.
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', WATCHING_FLUSH_MS: '60000' },
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

/**
 * Per request, by its name: the CPU time (user + system, ms) this process spent (V8's and libuv's
 * other threads included), when it ran, and the heap it grew by (what it allocated, when no
 * collection ran inside it).
 */
const perRequest: Record<
  string,
  { cpu: number[]; spans: { start: number; end: number; heap: number }[] }
> = {};
/** The garbage collections of the run (the young generation's, mostly), as V8 reports them. */
const collections: { start: number; end: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    collections.push({ start: e.startTime, end: e.startTime + e.duration });
}).observe({ entryTypes: ['gc'] });

/**
 * One turn of the event loop between requests, as a server's loop takes between sockets: a run of
 * requests answered without I/O (a kept session, PGlite's in-process calls) never reaches the
 * check phase otherwise, and light-my-request's setImmediate callbacks pile up (thousands, each
 * holding its response), which made the heap grow ~13 KB a request and the GC pauses long.
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function timed(request: Parameters<typeof app.inject>[0], label = '', status = 200) {
  await turn();
  const heap = process.memoryUsage().heapUsed;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const res = await app.inject(request);
  const ended = performance.now();
  const used = process.cpuUsage(cpu);
  const grew = process.memoryUsage().heapUsed - heap;
  const name = `${request.method} ${String(request.url).replace(lessonId, ':id')}${label}`;
  const kept = perRequest[name] ?? { cpu: [], spans: [] };
  kept.cpu.push((used.user + used.system) / 1000);
  kept.spans.push({ start: started, end: ended, heap: grew });
  perRequest[name] = kept;
  if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`);
  return ended - started;
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
for (const name of Object.keys(perRequest)) delete perRequest[name];
const roundsFrom = performance.now();

const watchMs: number[] = [];
const readMs: number[] = [];
const meMs: number[] = [];
const refusedMs: number[] = [];
const progressMs: number[] = [];
const flushMs: number[] = [];
await app.watching.flush();
for (let round = 0; round < BATCHES; round++) {
  for (const cookie of cookies) {
    progressMs.push(await progress(cookie, round));
    readMs.push(await me(cookie, READ));
    watchMs.push(await watch(cookie, round));
    meMs.push(await me(cookie, KEPT));
    refusedMs.push(await refused(cookie));
  }
  // The round's 100 batches written: one statement, its time shared by the batches in it.
  await turn();
  const started = performance.now();
  await app.watching.flush();
  flushMs.push((performance.now() - started) / cookies.length);
}
const roundsTo = performance.now();

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
console.log(
  `the server's buffer written after each round: ${spread(flushMs)} ms per batch p50 / p90 / max (${BATCHES} writes of ${LEARNERS} batches)`,
);
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
// Alternating, in the same rounds: the route's way (the lesson read through the cache, the batch
// added to a buffer), that buffer's write of the round's 100 batches (one statement, timed per
// batch: its time ÷ 100), the way before the buffer (the lesson kept, one upsert per batch), and
// the reference: `select 1`, the least a statement costs on this database (its round trip; on
// PGlite, its work in this process).
const SERVICE_ROUNDS = Number(process.env.SERVICE_ROUNDS ?? 50);
const series = {
  'recordWatching, as the route runs it (lesson kept, batch buffered)': { ms: [], cpu: [] },
  'the buffer written: one statement for 100 batches, per batch': { ms: [], cpu: [] },
  'recordWatching written at once (lesson kept, one upsert)': { ms: [], cpu: [] },
  'reference: select 1': { ms: [], cpu: [] },
} satisfies Record<string, { ms: number[]; cpu: number[] }>;
const [buffered, flushed, direct, reference] = Object.values(series);
async function measure(
  into: { ms: number[]; cpu: number[] },
  work: () => Promise<unknown>,
  per = 1,
) {
  await turn();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  into.ms.push((performance.now() - started) / per);
  const used = process.cpuUsage(cpu);
  into.cpu.push((used.user + used.system) / 1000 / per);
}
const { timeZone } = app.config;
// Its own buffer, written only when the bench says so (a day's wait: never by its timer).
const buffer = createWatchingBuffer(db, app.log, { flushMs: 86_400_000 });
for (let round = BATCHES; round < BATCHES + SERVICE_ROUNDS; round++) {
  for (const viewer of viewers) {
    if (!viewer) throw new Error('bench: a learner is missing');
    const b = batch(round);
    await measure(buffered, () =>
      recordWatching(db, viewer, lessonId, b, { timeZone, cache: app.cache, buffer }),
    );
    await measure(direct, () =>
      recordWatching(db, viewer, lessonId, b, { timeZone, cache: app.cache }),
    );
    await measure(reference, () => db.execute(sql`select 1`));
  }
  await measure(flushed, () => buffer.flush(), viewers.length);
}
await buffer.close();
console.log(
  `service alone, ${SERVICE_ROUNDS * LEARNERS} calls each (the write: ${SERVICE_ROUNDS}), alternating; p50 / p90 / p99 ms, wall | CPU of this process:`,
);
for (const [name, { ms, cpu }] of Object.entries(series))
  console.log(`  ${name}: ${spread(ms)} | ${spread(cpu)}`);
console.log(
  `  buffered, a batch is ${ratio(buffered.ms, direct.ms, 0.5)}× the way written at once at p50, ${ratio(buffered.ms, direct.ms, 0.99)}× at p99; ${ratio(buffered.ms, reference.ms, 0.5)}× select 1 at p50`,
);
// The server's own work per request: on PGlite the database runs in this process, so its work is
// in the figure; on PostgreSQL the server process's is not (a batch waits for no database now).
// A collection that ran inside a request collected every request's garbage: the request's own
// time is its wall time less that; its share of collecting is what it allocated, at the rounds'
// rate.
const inRounds = collections.filter((c) => c.start >= roundsFrom && c.start <= roundsTo);
const collectingMs = inRounds.reduce((sum, c) => sum + c.end - c.start, 0);
const clean = Object.values(perRequest).flatMap(({ spans }) =>
  spans.filter((sp) => !collections.some((c) => c.start < sp.end && c.end > sp.start)),
);
const allocatedKb = clean.reduce((sum, sp) => sum + Math.max(0, sp.heap), 0) / 1024;
const requests = Object.values(perRequest).reduce((n, { spans }) => n + spans.length, 0);
const msPerKb = collectingMs / ((allocatedKb * requests) / Math.max(1, clean.length));
console.log(
  `garbage collection in the rounds: ${inRounds.length} collections, ${collectingMs.toFixed(1)} ms in all (${spread(inRounds.map((c) => c.end - c.start))} ms p50 / p90 / p99 each), ${(msPerKb * 1024).toFixed(3)} ms per MB allocated`,
);
for (const [name, { cpu, spans }] of Object.entries(perRequest)) {
  const inside = spans.map((sp) =>
    collections
      .filter((c) => c.start < sp.end && c.end > sp.start)
      .reduce((sum, c) => sum + Math.min(c.end, sp.end) - Math.max(c.start, sp.start), 0),
  );
  const own = spans.map((sp, i) => sp.end - sp.start - (inside[i] ?? 0));
  const kb = spans
    .filter((_, i) => inside[i] === 0)
    .map((sp) => Math.max(0, sp.heap) / 1024)
    .sort((a, b) => a - b);
  const allocated = kb[Math.floor(kb.length / 2)] ?? 0;
  console.log(`${name}:`);
  console.log(`  CPU of this process: ${spread(cpu)} ms p50 / p90 / p99`);
  console.log(
    `  wall less the collections inside it (${inside.filter((ms) => ms > 0).length} of ${spans.length} had one): ${spread(own)} ms; allocated ${allocated.toFixed(0)} KB (median), its share of collecting ${(allocated * msPerKb).toFixed(3)} ms`,
  );
  if (name === 'POST /api/lessons/:id/watching')
    console.log(
      `  a batch's cost: that p99 + its share of the write (the worst round) + of collecting = ${(quantile(own, 0.99) + Math.max(...flushMs) + allocated * msPerKb).toFixed(2)} ms`,
    );
}
await close();
await postgres.drop();
