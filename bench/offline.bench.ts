// Downloads for learning offline (docs/decisions/022), in a real browser:
//  1. bytes: what "Download section" fetches for the web Portfolio's Build section at 240p with
//     captions (every response Chromium finished during the download, by kind), against the
//     original MP4s of the same lessons (their sizes as the server sends them). Goal ≤ 15%.
//  2. time: opening a downloaded lesson offline → its first video frame (navigation start →
//     the first `loadeddata`), against a reference in the same run: on a page of the same app,
//     offline, a bare <video> of the same kept file (served by the same worker from the same
//     cache), from its creation to its first `loadeddata`. Goal < 500 ms. Alternating rounds,
//     medians.
//
// The demo lessons' videos are tiny test clips (~230 kbit/s, less than a real lesson's 240p), so
// before it downloads the bench gives each lesson of the section a lesson as an admin uploads it
// (`lesson-clip.ts`: 1280x720, 2.5 Mbit/s, CLIP_SECONDS long, default 30; 0 keeps the demo
// clips) through the admin's upload API, and waits for the server to make its low-data versions.
//
// Run (after `npm run build`):
//   node --import tsx bench/offline.bench.ts [rounds=7] [port=3160]
//   CLIP_SECONDS=0 node --import tsx bench/offline.bench.ts
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page, request } from '@playwright/test';
import { passQuizFirstTime } from '@thinkbuild/demo/quiz-answers';
import {
  FIRST_FRAME,
  loadAverage as load,
  median,
  startServer,
  stopServer,
} from './hls-browser-lib.ts';
import { makeLessonClip } from './lesson-clip.ts';

const ROUNDS = Number(process.argv[2] ?? 7);
const PORT = Number(process.argv[3] ?? 3160);
const LESSON = '/coursepage/web/portfolio?section=build&lesson=1';
const CLIP_SECONDS = Number(process.env.CLIP_SECONDS ?? 30);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const storedCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        const open = indexedDB.open('thinkbuild-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('lessons')) return done(0);
          const count = db.transaction('lessons').objectStore('lessons').count();
          count.onsuccess = () => {
            done(count.result);
            db.close();
          };
        };
        open.onerror = () => done(0);
      }),
  );

/** Gives each lesson a real lesson's video, as the admin uploads it (tus, decisions/005). */
async function uploadRealClips(base: string, lessonIds: string[], file: string) {
  await makeLessonClip(file, CLIP_SECONDS);
  const clip = await readFile(file);
  const admin = await request.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  const signIn = await admin.post('/api/auth/sign-in/email', {
    data: { email: 'admin@thinkbuild.dev', password: 'thinkbuild-demo' },
  });
  if (!signIn.ok()) throw new Error(`admin sign-in: ${signIn.status()}`);
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const tus = { 'tus-resumable': '1.0.0' };
  for (const lessonId of lessonIds) {
    const created = await admin.post('/api/admin/uploads', {
      headers: {
        ...tus,
        'upload-length': String(clip.length),
        'upload-metadata': `lessonId ${b64(lessonId)},filename ${b64('lesson.mp4')}`,
      },
    });
    if (created.status() !== 201) throw new Error(`upload: ${created.status()}`);
    const url = created.headers().location ?? '';
    const CHUNK = 4 * 1024 * 1024;
    for (let offset = 0; offset < clip.length; offset += CHUNK) {
      const sent = await admin.patch(url, {
        headers: {
          ...tus,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        data: clip.subarray(offset, offset + CHUNK),
      });
      if (sent.status() !== 204) throw new Error(`upload chunk: ${sent.status()}`);
    }
  }
  await admin.dispose();
}

const dataDir = await mkdtemp(join(tmpdir(), 'offline-bench-'));
const { base, child } = await startServer(dataDir, PORT).catch(() => startServer(dataDir, PORT));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    // Headless Chromium would build its address bar's WebUI drop-down per window (playwright.config.ts).
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
  ],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const origin = { origin: base };
  const signIn = await context.request.post(`${base}/api/auth/sign-in/email`, {
    headers: origin,
    data: { email: 'builder@thinkbuild.dev', password: 'thinkbuild-demo' },
  });
  if (!signIn.ok()) throw new Error(`sign-in: ${signIn.status()}`);
  const list = await (
    await context.request.get(`${base}/api/courses/web/portfolio/sections/build`)
  ).json();
  const ids: string[] = list.lessons.map((l: { id: string }) => l.id);
  if (CLIP_SECONDS > 0) await uploadRealClips(base, ids, join(dataDir, 'clip.mp4'));
  // The web Portfolio is "Learn in order": the grant opens a lesson only once the one before is
  // complete, so the learner first completes the section in order, as one would before a trip:
  // each quiz passed with the seed's answers and, where the lesson has a code exercise, its
  // checks reported passed (the browser runs them, docs/decisions/019; the bench times downloads).
  const post = async (path: string, data?: unknown) => {
    const res = await context.request.post(`${base}${path}`, { headers: origin, data });
    if (!res.ok()) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  for (const id of ids) {
    await passQuizFirstTime(post, id);
    const exercise = await context.request.get(`${base}/api/lessons/${id}/exercise`);
    if (exercise.status() === 404) continue;
    if (!exercise.ok()) throw new Error(`exercise of ${id}: ${exercise.status()}`);
    const check = { name: 'The checks of the exercise', passed: true, message: 'Passed' };
    const result = await post(`/api/lessons/${id}/exercise/result`, {
      passed: true,
      checks: [check],
    });
    if (!result.completed) throw new Error(`lesson ${id} not complete: ${JSON.stringify(result)}`);
  }
  // The server makes every demo lesson's low-data versions after start, one at a time: wait until
  // all of this section have 240p (minutes on a loaded machine).
  type TGrant = { lessonId: string; rendition: string | null; mp4: string; bytes: number };
  let grants: TGrant[] = [];
  const deadline = Date.now() + 900_000;
  for (;;) {
    const res = await context.request.post(`${base}/api/offline/grants`, {
      headers: origin,
      data: { lessonIds: ids, quality: '240p' },
    });
    const answer = await res.json();
    // A refused lesson would never be granted however long this waits.
    if (answer.refused.length > 0)
      throw new Error(
        `refused: ${JSON.stringify(answer.refused.map((r: { message: string }) => r.message))}`,
      );
    grants = answer.granted;
    if (grants.length === ids.length && grants.every((g) => g.rendition === '240p')) break;
    if (Date.now() > deadline) throw new Error('renditions not ready');
    await new Promise((r) => setTimeout(r, 3000));
  }
  let originals = 0;
  for (const g of grants) {
    const head = await context.request.head(new URL(g.mp4, base).href);
    originals += Number(head.headers()['content-length'] ?? 0);
  }

  const page = await context.newPage();
  await page.goto(`${base}${LESSON}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  const fetched = { media: 0, captions: 0, data: 0 };
  let counting = false;
  page.on('requestfinished', async (request) => {
    if (!counting) return;
    const url = new URL(request.url());
    const size = (await request.sizes()).responseBodySize;
    if (url.pathname.startsWith('/hls/') || url.pathname.startsWith('/media/'))
      fetched.media += size;
    else if (url.pathname.endsWith('/captions.vtt') || url.pathname.endsWith('/captions'))
      fetched.captions += size;
    else if (url.pathname.startsWith('/api/')) fetched.data += size;
  });
  const button = page.getByRole('button', { name: /^Download section \(/ });
  await button.waitFor({ timeout: 60_000 });
  const label = await button.innerText();
  counting = true;
  const started = Date.now();
  await button.click();
  await page.getByText('Section downloaded').waitFor({ timeout: 300_000 });
  const downloadMs = Date.now() - started;
  counting = false;
  const kept = await storedCount(page);
  const total = fetched.media + fetched.captions + fetched.data;
  const id = ids[0] ?? '';

  // Offline from here: the downloaded lesson opens from the device.
  await context.setOffline(true);
  await context.addInitScript({ content: FIRST_FRAME });
  const openLesson = async () => {
    const p = await context.newPage();
    await p.goto(`${base}${LESSON}`);
    await p.waitForFunction(() => (window as unknown as { firstFrame?: number }).firstFrame, null, {
      timeout: 60_000,
    });
    const ms = await p.evaluate(() => (window as unknown as { firstFrame: number }).firstFrame);
    const src = await p.evaluate(() => document.querySelector('video')?.src ?? '');
    await p.close();
    if (!src.includes('/offline-media/')) throw new Error(`played ${src}, not the kept file`);
    return ms;
  };
  const openBare = async () => {
    const p = await context.newPage();
    await p.goto(`${base}/downloads`);
    await p.getByRole('heading', { name: 'Downloads', level: 1 }).waitFor();
    const ms = await p.evaluate(
      (src) =>
        new Promise<number>((done, fail) => {
          const video = document.createElement('video');
          video.preload = 'metadata';
          video.playsInline = true;
          const t0 = performance.now();
          video.addEventListener('loadeddata', () => done(performance.now() - t0), { once: true });
          video.addEventListener('error', () => fail(new Error('bare video error')), {
            once: true,
          });
          video.src = src;
          document.body.append(video);
        }),
      `/offline-media/${id}/video.mp4`,
    );
    await p.close();
    return ms;
  };
  await openLesson(); // warm: the worker and the code cache, not counted
  await openBare();
  const lesson: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    lesson.push(await openLesson());
    bare.push(await openBare());
  }
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}, node ${process.version}`);
  console.log(`date: ${new Date().toISOString()}, load average (1/5/15 min): ${load()}`);
  console.log(`section: ${ids.length} lessons, button "${label}", ${kept} kept`);
  console.log(
    `downloaded: ${kb(total)} (media ${kb(fetched.media)}, captions ${kb(fetched.captions)}, lesson and page data ${kb(fetched.data)}) in ${downloadMs} ms`,
  );
  console.log(
    `original MP4s: ${kb(originals)}; downloaded / original: ${((100 * total) / originals).toFixed(1)}%`,
  );
  console.log(
    `offline lesson → first frame: median ${median(lesson).toFixed(0)} ms  [${lesson.map((x) => x.toFixed(0)).join(', ')}]`,
  );
  console.log(
    `bare <video> of the kept file → first frame: median ${median(bare).toFixed(0)} ms  [${bare.map((x) => x.toFixed(0)).join(', ')}]`,
  );
  console.log(`ratio lesson / bare: ${(median(lesson) / median(bare)).toFixed(2)}`);
} finally {
  await browser.close();
  await stopServer(child);
  await rm(dataDir, { recursive: true, force: true });
}
