// Helpers for bench/hls-browser.bench.ts: a built server on a scratch data folder, the admin's
// real upload path (lesson + tus), and a byte counter over Chromium's own network events.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { QUESTIONS_PER_LESSON } from '@thinkbuild/core';

const root = join(import.meta.dirname, '..');

/** Starts apps/server/dist/main.js (run `npm run build` first) and waits for /api/health. */
/** Starts the built server of `checkout` (this one by default) on a scratch data folder. */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  checkout = root,
) {
  const child = spawn(process.execPath, [join(checkout, 'apps/server/dist/main.js')], {
    cwd: checkout,
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      S3_BUCKET: '',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '5000',
      // Every learner the bench signs up can open the lesson.
      LIFETIME_ACCESS_USERS: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, child };
    await sleep(250);
  }
  child.kill('SIGTERM');
  throw new Error('server did not answer /api/health within 300 s');
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A signed-in API client (cookie kept by hand, as a browser would). */
export async function signIn(base: string, email: string, password: string) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign in ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { origin: base, cookie, ...(init.headers as Record<string, string>) },
    });
}
export type TClient = Awaited<ReturnType<typeof signIn>>;

/** The lesson as the admin page makes it: a new published project, lesson 1 of Build. */
export async function createLesson(admin: TClient, title: string) {
  const res = await admin('/api/admin/lessons', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      category: 'web',
      project: { kind: 'new', title, status: 'published' },
      section: 'build',
      number: 1,
      difficulty: 'Beginner',
      title: 'Styling a page for the bench',
      description: 'A two-minute lesson measured in the browser.',
      questions: Array.from({ length: QUESTIONS_PER_LESSON }, (_, q) => ({
        question: `Question ${q + 1}?`,
        options: ['A', 'B', 'C', 'D', 'E'].map((o) => `${o}${q + 1}`),
        explanations: ['A', 'B', 'C', 'D', 'E'].map((o) => `Why ${o} is right or wrong.`),
        correctOption: q % 5,
      })),
    }),
  });
  if (res.status !== 201) throw new Error(`create lesson: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; project: { slug: string } };
}

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** The admin page's tus upload: create, then PATCH 8 MiB chunks as tus-js-client does. */
export async function uploadVideo(admin: TClient, lessonId: string, file: string) {
  const bytes = await readFile(file);
  const created = await admin('/api/admin/uploads', {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': `lessonId ${b64(lessonId)},filename ${b64('lesson.mp4')}`,
    },
  });
  if (created.status !== 201) throw new Error(`tus create: ${created.status}`);
  const location = new URL(String(created.headers.get('location')), 'http://x').pathname;
  const CHUNK = 8 * 1024 * 1024;
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    const res = await admin(location, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: bytes.subarray(offset, offset + CHUNK),
    });
    if (res.status !== 204) throw new Error(`tus patch: ${res.status} ${await res.text()}`);
  }
  return bytes.length;
}

type TVideo = {
  url: string;
  hls: { master: string; poster: string | null; renditions: { name: string }[] } | null;
};

/** Polls the learner's video answer until every low-data version is listed. */
export async function waitForRenditions(learner: TClient, lessonId: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await learner(`/api/lessons/${lessonId}/video`);
    if (!res.ok) throw new Error(`lesson video for the learner: ${res.status}`);
    const video = (await res.json()) as TVideo;
    const names = video.hls?.renditions.map((r) => r.name) ?? [];
    if (names.includes('360p') && names.includes('720p')) return video;
    await sleep(2000);
  }
  throw new Error('renditions not ready in time');
}

type TRequest = { url: string; bytes: number; done: boolean };

/**
 * Bytes Chromium received, per request, from CDP: `dataReceived.encodedDataLength` as they
 * arrive (a media request still streaming counts what is in so far), replaced by
 * `loadingFinished.encodedDataLength` (headers included) when it ends.
 */
export async function countBytes(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const requests = new Map<string, TRequest>();
  cdp.on('Network.requestWillBeSent', (e) => {
    // A redirect reuses the id: keep what the first hop cost.
    const old = requests.get(e.requestId);
    requests.set(e.requestId, { url: e.request.url, bytes: old?.bytes ?? 0, done: false });
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r && !r.done) r.bytes += e.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.bytes = Math.max(r.bytes, e.encodedDataLength);
      r.done = true;
    }
  });
  await cdp.send('Network.enable');
  return {
    /** A copy now, so later arrivals do not change a finished measurement. */
    snapshot: () => [...requests.values()].map((r) => ({ ...r })),
  };
}

/** `{exp}/{sig}/renditions/{lesson}/{row}/…`: the part after the row, e.g. `360p/seg_003.m4s`. */
export const hlsFile = (url: string) =>
  /\/hls\/\d+\/[^/]+\/renditions\/[^/]+\/[^/]+\/([^?]+)/.exec(url)?.[1] ?? null;

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/** The load average (1 / 5 / 15 min), printed with every timing: the machine is shared. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/**
 * Records when the page's first <video> has its first frame: `loadeddata` (capture phase), or,
 * where that event is not seen (a <video> rendered before React attached it to the page fires
 * it where a document listener cannot hear), the first animation frame that finds the <video>
 * ready. For `addInitScript({ content })`: a string, not a function, because tsx wraps a named
 * inner function in a helper (`__name`) the page does not have, and the poll never started.
 */
export const FIRST_FRAME = `
  document.addEventListener('loadeddata', function () {
    if (window.firstFrame === undefined) window.firstFrame = performance.now();
  }, true);
  (function poll() {
    if (window.firstFrame !== undefined) return;
    var video = document.querySelector('video');
    if (video && video.readyState >= 2) window.firstFrame = performance.now();
    else requestAnimationFrame(poll);
  })();
`;
