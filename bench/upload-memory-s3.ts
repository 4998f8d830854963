// The 1 GiB upload budget (bench/upload-memory.mjs: server RSS growth < 100 MB) with the upload
// going to an S3 bucket through @tus/s3-store, against the S3 test store.
// Run: npm run build && node --import tsx bench/upload-memory-s3.ts
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { startTestStore } from '../apps/server/test/s3/test-store.ts';

const store = await startTestStore({ port: Number(process.env.BENCH_S3_PORT ?? 3153) });
try {
  const run = spawnSync(process.execPath, [join(import.meta.dirname, 'upload-memory.mjs')], {
    env: { ...process.env, ...store.env },
    stdio: 'inherit',
  });
  process.exitCode = run.status ?? 1;
} finally {
  await store.close();
}
