import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { job } from '../src/db/schema.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { makeCategories, makeProject } from './factories.ts';
import { lessonWithVideo, renditionRow, testClip, videoOf } from './renditions-helpers.ts';
import { buildServerBundle, spawnWorker, type TSpawnedWorker } from './spawn-server.ts';

/**
 * Background work in its own process (decisions/027): a web server started with
 * PROCESS_ROLE=web queues a transcode and never runs it; a worker process (dist/worker.js)
 * runs it; a worker killed with SIGKILL mid-transcode loses no job, because its claim is a
 * lease that runs out and the next worker takes the job over. A worker needs PostgreSQL
 * (TEST_POSTGRES_URL, default the machine's): this file makes a database of its own.
 */
const BASE = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `tb_worker_${process.pid}_${Date.now().toString(36)}`;
const url = Object.assign(new URL(BASE), { pathname: `/${name}` }).toString();
const SECRET = 'test-secret-test-secret-test-secret-0123';

async function onServer(query: string) {
  const client = new pg.Client({ connectionString: BASE });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let app: TTestApp | undefined;
let scratch = '';
const workers: TSpawnedWorker[] = [];

beforeAll(async () => {
  await onServer(`create database "${name}"`);
  const database = await openDatabase({ url });
  await database.migrate();
  buildServerBundle();
  // Polling every 50 ms, were it allowed to: the web server must still never claim.
  app = await buildTestApp({
    database,
    env: { DATABASE_URL: url, PROCESS_ROLE: 'web', JOBS_POLL_MS: '50' },
  });
  scratch = await mkdtemp(join(tmpdir(), 'thinkbuild-worker-test-'));
}, 120_000);

afterAll(async () => {
  for (const worker of workers) await worker.kill();
  await app?.cleanup();
  await onServer(`drop database if exists "${name}" with (force)`);
  if (scratch) await rm(scratch, { recursive: true, force: true });
}, 60_000);

/** The one transcode job in the database. */
const transcodeJob = async () => {
  const rows = await (app as TTestApp).db.select().from(job).where(eq(job.type, 'media.transcode'));
  expect(rows).toHaveLength(1);
  return rows[0] as NonNullable<(typeof rows)[0]>;
};

async function until(what: string, check: () => Promise<boolean>, ms: number, log = () => '') {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms\n${log()}`);
    await sleep(100);
  }
}

/** A worker of the site under test: the web server's database and storage (DATA_DIR). */
const startWorker = async (env: Record<string, string> = {}) => {
  const worker = await spawnWorker({
    DATABASE_URL: url,
    DATA_DIR: (app as TTestApp).config.dataDir,
    BETTER_AUTH_SECRET: SECRET,
    JOBS_POLL_MS: '100',
    TMPDIR: scratch,
    ...env,
  });
  workers.push(worker);
  return worker;
};

describe('a worker process beside a web-only server', () => {
  it('finishes a transcode whose worker was killed mid-way, once the lease runs out', async () => {
    const web = app as TTestApp;
    const admin = (await signInAs(web, 'admin')).cookie;
    await makeCategories(web.db);
    const { slug } = await makeProject(web.db, { title: 'Worker' });
    const lessonId = await lessonWithVideo(web, admin, slug, await testClip('build'));

    // The web server queued the transcode and does not run it, polling or asked.
    await sleep(500);
    expect(await transcodeJob()).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await web.renditions.queue.runDue()).toBe(0);
    expect((await renditionRow(web, lessonId))?.status).toBe('pending');

    // A worker on a slow machine: each ffmpeg run waits 3 s first, so the kill lands mid-way.
    const slowFfmpeg = join(scratch, 'slow-ffmpeg');
    await writeFile(slowFfmpeg, '#!/bin/sh\n[ "$1" = "-version" ] || sleep 3\nexec ffmpeg "$@"\n');
    await chmod(slowFfmpeg, 0o755);
    const first = await startWorker({ FFMPEG_PATH: slowFfmpeg });
    await until(
      'the first worker starts the transcode',
      async () => (await renditionRow(web, lessonId))?.status === 'running',
      60_000,
      first.output,
    );
    await first.kill();
    const orphaned = await transcodeJob();
    expect(orphaned).toMatchObject({ status: 'running', attempts: 1 });
    expect(orphaned.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect((await renditionRow(web, lessonId))?.status).toBe('running');

    // The next worker leaves a job alone while its lease holds (the owner may only be slow)…
    const second = await startWorker();
    await sleep(1_000);
    expect(await transcodeJob()).toMatchObject({ status: 'running', attempts: 1 });
    // …and takes it over once the lease has run out (2 minutes for a transcode; here the
    // clock is moved on rather than waited for, as nothing renews a dead worker's lease).
    await web.db
      .update(job)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(job.id, orphaned.id));
    await until(
      'the second worker finishes the job',
      async () => (await transcodeJob()).status === 'done',
      90_000,
      second.output,
    );
    expect(await transcodeJob()).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(await renditionRow(web, lessonId)).toMatchObject({ status: 'ready', progress: 100 });
    const video = await videoOf(web, admin, lessonId);
    expect(video.json().hls?.master).toMatch(/master\.m3u8/);
    const master = await web.inject(video.json().hls.master);
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('240p/index.m3u8');
  }, 180_000);
});
