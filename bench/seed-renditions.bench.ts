// First start (decisions/011): how long the demo content's low-data versions take after listen, on
// this machine. Seeds a fresh database in process, then runs the backfill and its jobs.
// Run: node --import tsx bench/seed-renditions.bench.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.ts';
import { backfillRenditions } from '../apps/server/src/modules/renditions/service.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'tb-seed-hls-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  JOBS_POLL_MS: '0',
  BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
  PUBLIC_URL: 'http://localhost:3000',
});
const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
await database.migrate();
const app = await buildApp(config, { database });
await app.ready();
await seedIfEmpty(app.db, app.storage, app.log);
const started = performance.now();
const queued = await backfillRenditions(app);
const ran = await app.renditions.queue.runDue();
const seconds = (performance.now() - started) / 1000;
console.log(
  `demo lessons queued: ${queued}, jobs run: ${ran}, all ready after ${seconds.toFixed(1)} s`,
);
await app.close();
await rm(dataDir, { recursive: true, force: true });
