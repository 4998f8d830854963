// Budget: uploading a 1 GiB lesson video grows the server's memory (RSS) by less than 100 MB.
// Starts the built server on a scratch data folder, signs in as the demo admin, creates a
// lesson, and sends 1 GiB over tus in one PATCH (the worst case: no chunking) while sampling
// the server process's RSS from /proc. Run `npm run build` first. Linux only (/proc).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

const SIZE = Number(process.env.UPLOAD_BYTES ?? 1024 ** 3);
const port = 3193;
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'thinkbuild-upload-bench-'));
const server = spawn(process.execPath, [join(import.meta.dirname, '../apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MAX_VIDEO_MB: '2048',
    DATABASE_URL: '',
  },
  stdio: 'ignore',
});
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]) / 1024;

for (let i = 0; i < 300; i++) {
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}
const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ email: 'admin@thinkbuild.dev', password: 'thinkbuild-demo' }),
});
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const headers = { origin: base, cookie };
const lesson = await fetch(`${base}/api/admin/lessons`, {
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify({
    category: 'web',
    project: { kind: 'existing', slug: 'portfolio' },
    section: 'build',
    number: 900,
    difficulty: 'Beginner',
    title: 'Upload bench',
    description: '',
    questions: Array.from({ length: 5 }, () => ({
      question: 'Q?',
      options: ['a', 'b', 'c', 'd', 'e'],
      correctOption: 0,
    })),
  }),
}).then((r) => r.json());
const created = await fetch(`${base}/api/admin/uploads`, {
  method: 'POST',
  headers: {
    ...headers,
    'tus-resumable': '1.0.0',
    'upload-length': String(SIZE),
    'upload-metadata': `lessonId ${Buffer.from(lesson.id).toString('base64')}`,
  },
});
const url = created.headers.get('location');

// Baseline after the server has answered a few requests (warm), settled for a second.
await new Promise((r) => setTimeout(r, 1000));
const baseline = rssMb();
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb());
}, 50);

// 1 GiB generated on the fly: an MP4 `ftyp` box, then zeros, in 1 MiB pieces.
const piece = Buffer.alloc(1024 * 1024);
Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0]).copy(piece);
const first = Buffer.from(piece);
piece.fill(0);
let sent = 0;
const body = new Readable({
  read() {
    if (sent >= SIZE) return this.push(null);
    const n = Math.min(piece.length, SIZE - sent);
    this.push(sent === 0 ? first.subarray(0, n) : piece.subarray(0, n));
    sent += n;
  },
});
const t0 = performance.now();
const status = await new Promise((resolve, reject) => {
  const req = request(`${base}${url}`, {
    method: 'PATCH',
    headers: {
      ...headers,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(SIZE),
    },
  });
  req.on('response', (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode));
  });
  req.on('error', reject);
  body.pipe(req);
});
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);
peak = Math.max(peak, rssMb());
const after = await fetch(`${base}/api/admin/lessons/${lesson.id}`, { headers }).then((r) =>
  r.json(),
);
// With S3_BUCKET set (bench/upload-memory-s3.ts) the video is in the bucket, not on disk.
const stored = process.env.S3_BUCKET
  ? `in bucket ${process.env.S3_BUCKET}:`
  : statSync(join(dataDir, 'storage', 'videos/web/portfolio/build/900')).size;

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}, ${new Date().toISOString()}`,
);
console.log(
  `upload ${(SIZE / 2 ** 20).toFixed(0)} MiB in one PATCH: status ${status}, ${seconds.toFixed(1)} s (${(SIZE / 2 ** 20 / seconds).toFixed(0)} MiB/s), lesson published: ${after.published}, stored ${stored} bytes`,
);
console.log(
  `server RSS: baseline ${baseline.toFixed(1)} MB, peak ${peak.toFixed(1)} MB, growth ${(peak - baseline).toFixed(1)} MB (budget < 100 MB)`,
);
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
rmSync(dataDir, { recursive: true, force: true });
