// First start (decisions/011): how long the demo content's low-data versions take after listen, on
// this machine. Seeds a fresh database in process, then runs the backfill and its jobs.
// Run: node --import tsx bench/seed-renditions.bench.ts
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.ts';
import { backfillRenditions } from '../apps/server/src/modules/renditions/service.ts';
import { openBenchApp } from './bench-app.ts';

const { app, close } = await openBenchApp({ env: { JOBS_POLL_MS: '0' } });
await seedIfEmpty(app.db, app.storage, app.log);
const started = performance.now();
const queued = await backfillRenditions(app);
const ran = await app.renditions.queue.runDue();
const seconds = (performance.now() - started) / 1000;
console.log(
  `demo lessons queued: ${queued}, jobs run: ${ran}, all ready after ${seconds.toFixed(1)} s`,
);
await close();
