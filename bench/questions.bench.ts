// Budget: with 100,000 posts in the database (40,000 questions, 60,000 answers, 2,000 threads
// under each of 20 lessons), a lesson's Questions tab (its first 20 threads, unanswered first or
// most helpful first) answers with p95 < 30 ms, and posting an answer with p95 < 50 ms, on
// PGlite, in-process (app.inject).
// Run: node --import tsx bench/questions.bench.ts

import { TERMS_VERSION } from '@thinkbuild/core';
import { eq, sql } from 'drizzle-orm';
import { category, lesson, project, user } from '../apps/server/src/db/schema.ts';
import { BENCH_ORIGIN, openBenchApp } from './bench-app.ts';

const LESSONS = 20;
const QUESTIONS = 40_000;
const RUNS = 200;
const POSTERS = 40; // each may post 6 a minute (core's POSTS_PER_MINUTE): 5 answers each

const { app, database, close } = await openBenchApp({
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
});
const { db } = database;
await db.insert(category).values({ slug: 'web', title: 'Web Development', position: 1 });
const [p] = await db
  .insert(project)
  .values({ category: 'web', slug: 'qa', title: 'Questions bench', position: 1 })
  .returning();
const lessons = await db
  .insert(lesson)
  .values(
    Array.from({ length: LESSONS }, (_, i) => ({
      projectId: p?.id ?? '',
      section: 'build' as const,
      number: i + 1,
      title: `Lesson ${i + 1}`,
      difficulty: 'Beginner',
      published: true,
    })),
  )
  .returning({ id: lesson.id });
const ids = sql.raw(`ARRAY[${lessons.map((l) => `'${l.id}'::uuid`).join(',')}]`);
const started = performance.now();
await db.execute(sql`
  insert into lesson_question (lesson_id, title, body, answer_count, helpful_count, created_at)
  select (${ids})[1 + n % ${LESSONS}], 'Why does my layout break at step ' || n,
         repeat('I tried the lesson''s code and it does not work. ', 8),
         case when n % 2 = 0 then 3 else 0 end, n % 7,
         now() - (n || ' minutes')::interval
  from generate_series(1, ${QUESTIONS}) as n`);
await db.execute(sql`
  insert into lesson_question_answer (question_id, body, helpful_count, created_at)
  select q.id, repeat('Check the closing tag on line 12. ', 6), k, q.created_at + (k || ' minutes')::interval
  from lesson_question q cross join generate_series(1, 3) as k
  where q.answer_count = 3`);
await db.execute(sql`analyze`);
const [{ posts } = { posts: 0 }] = (
  (await db.execute(
    sql`select (select count(*) from lesson_question) + (select count(*) from lesson_question_answer) as posts`,
  )) as unknown as { rows: { posts: number }[] }
).rows;
console.log(
  `${Number(posts).toLocaleString('en')} posts written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

/** A learner with a verified address (posting needs one): their session cookie. */
async function poster(i: number) {
  const email = `bench-poster-${i}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: BENCH_ORIGIN },
    payload: {
      email,
      password: 'bench-password',
      name: '',
      ageConfirmed: true,
      termsVersionAccepted: TERMS_VERSION,
      birthYear: 1990,
    },
  });
  await db
    .update(user)
    .set({ emailVerified: true, lifetimeAccess: false })
    .where(eq(user.email, email));
  return String(res.headers['set-cookie']).split(';')[0] ?? '';
}
const cookies = [];
for (let i = 0; i < POSTERS; i++) cookies.push(await poster(i));
const busy = lessons[0]?.id ?? '';

const quantiles = (samples: number[]) => {
  samples.sort((a, b) => a - b);
  const q = (f: number) => (samples[Math.floor(f * (samples.length - 1))] ?? 0).toFixed(2);
  return `${q(0.5)} / ${q(0.95)} ms`;
};

async function timeList(sort: string) {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await app.inject({
      url: `/api/lessons/${busy}/questions?sort=${sort}`,
      headers: { cookie: cookies[i % POSTERS] ?? '' },
    });
    samples.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${sort}: ${res.statusCode} ${res.body}`);
  }
  return quantiles(samples);
}

async function timeAnswers() {
  const { rows } = (await db.execute(
    sql`select id from lesson_question where lesson_id = ${busy} order by created_at desc limit ${RUNS}`,
  )) as unknown as { rows: { id: string }[] };
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/questions/${rows[i]?.id}/answers`,
      headers: { cookie: cookies[i % POSTERS] ?? '', origin: BENCH_ORIGIN },
      payload: { body: 'Try `display: grid` on the parent.' },
    });
    samples.push(performance.now() - t);
    if (res.statusCode !== 201) throw new Error(`answer: ${res.statusCode} ${res.body}`);
  }
  return quantiles(samples);
}

console.log(`PGlite, ${RUNS} requests each (in-process), median / p95:`);
console.log('| what | time |');
console.log('| --- | --- |');
console.log(
  `| first 20 threads, unanswered first (2,000 in the lesson) | ${await timeList('unanswered')} |`,
);
console.log(`| first 20 threads, most helpful first | ${await timeList('helpful')} |`);
console.log(`| post an answer | ${await timeAnswers()} |`);
await close();
