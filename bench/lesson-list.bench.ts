// Budget: with 10, 100, 1,000 and 10,000 lessons in one section, the course frame and
// one page of the section list answer with p95 < 30 ms on PGlite, and no answer passes ~50 KB.
// Run: node --import tsx bench/lesson-list.bench.ts [PGlite only; in-process, app.inject]
import { category, lesson, project } from '../apps/server/src/db/schema.ts';
import { benchLearnerCookie, openBenchApp } from './bench-app.ts';

const SIZES = [10, 100, 1000, 10_000];
const RUNS = 200;

const { app, database, close } = await openBenchApp();

await database.db.insert(category).values({ slug: 'web', title: 'Web Development', position: 1 });
for (const size of SIZES) {
  const [p] = await database.db
    .insert(project)
    .values({ category: 'web', slug: `p${size}`, title: `Project ${size}`, position: size })
    .returning();
  const rows = Array.from({ length: size }, (_, i) => ({
    projectId: p?.id ?? '',
    section: 'build' as const,
    number: i + 1,
    title: `Lesson ${i + 1}: a title of a realistic length`,
    difficulty: 'Beginner',
    durationSeconds: 300,
    published: true,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await database.db.insert(lesson).values(rows.slice(i, i + 500));
}
const cookie = await benchLearnerCookie(app);

async function time(url: string) {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await app.inject({ url, headers: { cookie } });
    samples.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    bytes = res.rawPayload.length;
  }
  samples.sort((a, b) => a - b);
  const q = (f: number) => (samples[Math.floor(f * (samples.length - 1))] ?? 0).toFixed(2);
  return `${q(0.5)} / ${q(0.95)} ms, ${(bytes / 1024).toFixed(1)} KB`;
}

console.log(`PGlite, ${RUNS} requests each (in-process), median / p95, answer size:`);
console.log('| lessons in the section | course frame | first page of the list | last page |');
console.log('| --- | --- | --- | --- |');
for (const size of SIZES) {
  const base = `/api/courses/web/p${size}`;
  const last = Math.max(0, size - 100);
  console.log(
    `| ${size.toLocaleString('en')} | ${await time(base)} | ${await time(`${base}/sections/build`)} | ${await time(`${base}/sections/build?after=${last}`)} |`,
  );
}
await close();
