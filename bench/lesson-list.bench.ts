// Budget (issue 4): the lesson list endpoint answers in under 20 ms at the median with 1,000
// lessons in a project, on PGlite. Also counts the round trips the course page needs to open a
// lesson. Run: node --import tsx bench/lesson-list.bench.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TERMS_VERSION } from '@thinkbuild/core';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { category, lesson, project } from '../apps/server/src/db/schema.ts';

const LESSONS = 1000;
const RUNS = 300;
const origin = 'http://localhost:3000';

const dataDir = await mkdtemp(join(tmpdir(), 'tb-bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
  PUBLIC_URL: origin,
  RATE_LIMIT_PER_MINUTE: '100000',
});
const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
await database.migrate();
const app = await buildApp(config, { database });
await app.ready();

await database.db.insert(category).values({ slug: 'web', title: 'Web Development', position: 1 });
const [p] = await database.db
  .insert(project)
  .values({ category: 'web', slug: 'big', title: 'Big project', position: 1 })
  .returning();
const sections = ['planning', 'build', 'explanation', 'deployment'] as const;
const rows = Array.from({ length: LESSONS }, (_, i) => ({
  projectId: p?.id ?? '',
  section: sections[i % 4] ?? 'build',
  number: Math.floor(i / 4) + 1,
  title: `Lesson ${i + 1}`,
  published: true,
}));
for (let i = 0; i < rows.length; i += 250)
  await database.db.insert(lesson).values(rows.slice(i, i + 250));
// In a 1,000-lesson project the Build section alone holds 250; time the whole-project frame too.
const signUp = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-up/email',
  headers: { origin },
  payload: {
    email: 'bench@example.com',
    password: 'bench-password',
    name: '',
    ageConfirmed: true,
    termsVersionAccepted: TERMS_VERSION,
  },
});
const cookie = String(signUp.headers['set-cookie']).split(';')[0] ?? '';

async function time(url: string) {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await app.inject({ url, headers: { cookie } });
    samples.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  samples.sort((a, b) => a - b);
  const q = (f: number) => samples[Math.floor(f * (samples.length - 1))]?.toFixed(2);
  return `median ${q(0.5)} ms, p95 ${q(0.95)} ms`;
}

console.log(`${LESSONS} lessons on PGlite, ${RUNS} requests each (in-process, app.inject):`);
console.log(`  GET /api/me (baseline: session + role): ${await time('/api/me')}`);
console.log(
  `  GET sections/build (250 lessons): ${await time('/api/courses/web/big/sections/build')}`,
);
console.log(`  GET course frame (all ${LESSONS}):  ${await time('/api/courses/web/big')}`);
await app.close();
await rm(dataDir, { recursive: true, force: true });
