// Budget (issue 44): with 100,000 learners, 2 million watching records and 500,000 quiz attempts,
// every Insights view answers in < 500 ms p95 (decisions/046). The rows are made by SQL
// (generate_series) on the migrated database, then ANALYZE; each view is asked ROUNDS times for
// the last 30 and the last 90 days through the insights module's service (the SQL and the
// shaping the routes run; the admin guard and serialising are the same as any admin page's).
// Measured on PGlite or, given a server URL, PostgreSQL; after the nightly rollup job (timed),
// so today's rows are counted live and every earlier day from the rollup (ROLLUP=0: all live).
// Run: node --import tsx bench/insights.bench.ts [postgres://user@host:5432/postgres]
// (with a server URL, on a database of its own made there and dropped at the end)

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type TDatabase } from '../apps/server/src/db/client.ts';
import {
  dropOff,
  exercises,
  funnel,
  money,
  quiz,
  retention,
  spanOf,
} from '../apps/server/src/modules/insights/service.ts';
import { rollUpInsights } from '../apps/server/src/modules/learning/service.ts';
import { openBenchApp } from './bench-app.ts';

const LEARNERS = 100_000;
const LESSONS = 20;
/** Watching: 20,000 learners on each of the first 10 lessons, 1–20 stretches each (~2.1 M rows). */
const WATCHERS = 20_000;
const WATCHED_LESSONS = 10;
/** Quiz: every learner's one attempt at each of the first 5 lessons (500,000 rows). */
const QUIZ_LESSONS = 5;
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const ZONE = 'Africa/Johannesburg';

const serverUrl = process.argv[2];
// VIEWS=money,quiz measures only those views (the seeding is the same).
const only = process.env.VIEWS?.split(',');
const dbName = `tb_bench_insights_${process.pid}`;
const pgAdmin = serverUrl ? new pg.Client({ connectionString: serverUrl }) : null;
let postgres: TDatabase | undefined;
if (pgAdmin && serverUrl) {
  await pgAdmin.connect();
  await pgAdmin.query(`create database ${dbName}`);
  const url = new globalThis.URL(serverUrl);
  url.pathname = `/${dbName}`;
  postgres = await openDatabase({ url: url.toString() });
}

async function seed({ db }: TDatabase) {
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement);
  const started = performance.now();
  await run(sql`insert into category (slug, title, position) values ('web', 'Web Development', 1)`);
  await run(sql`insert into project (category, slug, title, position)
    values ('web', 'bench', 'Bench project', 1)`);
  await run(sql`insert into lesson (project_id, section, number, title, published, duration_seconds)
    select p.id, case when n <= 12 then 'build' else 'deployment' end::section,
      case when n <= 12 then n else n - 12 end, 'Lesson ' || n, true, 200
    from project p, generate_series(1, ${LESSONS}) n where p.slug = 'bench'`);
  await run(sql`create temporary table bench_lesson as
    select id, row_number() over (order by section, number)::int as ord from lesson`);
  await run(sql`insert into quiz_question (lesson_id, position, question, options, correct_option)
    select l.id, q, 'Question ' || q || '?', '["A","B","C","D","E"]'::jsonb, 1
    from bench_lesson l, generate_series(1, 5) q`);
  await run(sql`insert into "user" (id, name, email, created_at)
    select 'bench-' || i, '', 'bench-' || i || '@example.com', now() - (i % 120) * interval '1 day'
    from generate_series(1, ${LEARNERS}) i`);
  // Progress: learner i started lessons 1..(i mod 11), completing all but the furthest.
  await run(sql`insert into lesson_progress (user_id, lesson_id, completed_at)
    select 'bench-' || i, l.id, case when l.ord < i % 11 then now() end
    from generate_series(1, ${LEARNERS}) i join bench_lesson l on l.ord <= i % 11`);
  await run(sql`insert into certificate (code, user_id, project_id, section, holder_name, project_title)
    select 'c' || i, 'bench-' || i, p.id, 'build', 'A learner', p.title
    from generate_series(1, ${LEARNERS}, 7) i, project p where p.slug = 'bench'`);
  await run(sql`insert into lesson_watch (user_id, lesson_id, bucket, plays, first_on)
    select 'bench-' || u, l.id, b, 1 + (u + b) % 3,
      (now() at time zone ${ZONE})::date - (u % 90)
    from generate_series(1, ${WATCHERS}) u
    join bench_lesson l on l.ord <= ${WATCHED_LESSONS}
    cross join lateral generate_series(0, u % 20) b`);
  await run(sql`insert into quiz_attempt (user_id, lesson_id, options, score, answers, submitted_at)
    select 'bench-' || i, l.id, '[]'::jsonb, 4,
      (select jsonb_agg(jsonb_build_object('position', q, 'option', (i + q) % 5,
        'correct', (i + q) % 5 = 1)) from generate_series(1, 5) q),
      now() - (i % 90) * interval '1 day'
    from generate_series(1, ${LEARNERS}) i join bench_lesson l on l.ord <= ${QUIZ_LESSONS}`);
  await run(sql`insert into lesson_exercise (lesson_id, instructions, starter_files, solution_files, checks, hints)
    select id, 'Do it', '[]', '[]', 'test()', '["one","two"]' from bench_lesson where ord <= 5`);
  await run(sql`insert into exercise_result (user_id, exercise_id, passed, failed_count, checks, updated_at)
    select 'bench-' || i, e.id, i % 3 > 0, i % 5,
      jsonb_build_array(jsonb_build_object('name', 'check ' || (i % 4), 'passed', i % 3 > 0, 'message', '')),
      now() - (i % 90) * interval '1 day'
    from generate_series(1, ${LEARNERS}, 2) i, lesson_exercise e`);
  await run(sql`insert into exercise_hint_open (user_id, exercise_id, hint)
    select 'bench-' || i, e.id, h
    from generate_series(1, ${LEARNERS}, 6) i, lesson_exercise e, generate_series(1, 2) h`);
  await run(sql`insert into exercise_solution_open (user_id, exercise_id)
    select 'bench-' || i, e.id
    from generate_series(1, ${LEARNERS}, 12) i, lesson_exercise e`);
  await run(sql`insert into subscription (user_id, plan_code, tier, interval, status, created_at, ended_at)
    select 'bench-' || i, 'builderm', 'builder', 'monthly',
      case when i % 4 = 0 then 'completed' else 'active' end::subscription_status,
      now() - (i % 360) * interval '1 day',
      case when i % 4 = 0 then now() - (i % 30) * interval '1 day' end
    from generate_series(1, ${LEARNERS}, 5) i`);
  await run(sql`insert into checkout (reference, user_id, purchase, amount, currency, status, paid_at)
    select 'bench-pay-' || i, 'bench-' || i, case when i % 2 = 0 then 'offer' else 'pass-builder-3' end,
      100000, 'ZAR', 'success', now() - (i % 360) * interval '1 day'
    from generate_series(1, ${LEARNERS}, 5) i`);
  await run(sql`analyze`);
  const counts = await db.execute(sql`select
    (select count(*)::int from "user") as learners,
    (select count(*)::int from lesson_watch) as watching,
    (select count(*)::int from quiz_attempt) as attempts,
    (select count(*)::int from lesson_progress) as progress`);
  console.log(
    `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s:`,
    JSON.stringify((counts as unknown as { rows: unknown[] }).rows[0]),
  );
}

const { database, close } = await openBenchApp({
  ...(postgres && { database: postgres }),
  beforeBuild: seed,
});
const { db } = database;
const ids = (await db.execute(sql`select
  (select id from project where slug = 'bench') as project,
  (select id from lesson l where l.title = 'Lesson 1') as lesson`)) as unknown as {
  rows: { project: string; lesson: string }[];
};
const { project, lesson } = ids.rows[0] ?? { project: '', lesson: '' };

// The nightly job (decisions/046): every day up to yesterday rolled up; today is counted live.
// ROLLUP=0 measures the views with nothing rolled up (every day counted live).
if (process.env.ROLLUP !== '0') {
  const t = performance.now();
  const done = await rollUpInsights(db, ZONE);
  console.log(
    `rolled up ${done.subjects} subjects through ${done.through} in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

const views: [string, (days: '30' | '90') => Promise<unknown>][] = [
  ['funnel', (days) => funnel(db, project, spanOf({ days }, new Date(), ZONE))],
  ['drop-off', (days) => dropOff(db, project, spanOf({ days }, new Date(), ZONE))],
  ['retention', (days) => retention(db, lesson, spanOf({ days }, new Date(), ZONE))],
  ['quiz', (days) => quiz(db, lesson, spanOf({ days }, new Date(), ZONE))],
  ['exercises', (days) => exercises(db, project, spanOf({ days }, new Date(), ZONE))],
  ['money', () => money(db, ZONE)],
];

console.log(`database: ${database.kind}, ${ROUNDS} rounds per view and range, one at a time`);
for (const days of ['30', '90'] as const) {
  for (const [name, view] of views) {
    if (only && !only.includes(name)) continue;
    await view(days); // warm
    const ms: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const t = performance.now();
      await view(days);
      ms.push(performance.now() - t);
    }
    const p95 = quantile(ms, 0.95);
    console.log(
      `${name} (last ${days} days): p50 ${quantile(ms, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ${p95 < 500 ? 'met' : 'OVER 500 ms'}`,
    );
  }
}
await close();
if (pgAdmin) {
  await pgAdmin.query(`drop database if exists ${dbName} with (force)`);
  await pgAdmin.end();
}
