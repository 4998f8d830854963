// ADR 011, counted in a real browser: the bytes a learner receives for the first 60 s of a
// lesson at Auto with the data saver on, next to the original MP4 (target ≤ 35 %).
//
// Run (after `npm run build`; takes ≈ 5 min per round plus the transcode):
//   node --import tsx bench/hls-browser.bench.ts [rounds=1] [clip seconds=120] [port=3221]
//
// What it does:
//  1. ffmpeg makes a lesson as an admin uploads it (1280x720 30 fps H.264 2.5 Mbit/s + AAC
//     128 kbit/s, testsrc2: every pixel moves, harder to compress than a code screencast).
//  2. Starts the built server (apps/server/dist/main.js) on a scratch DATA_DIR with the demo
//     seed, signs in as admin@thinkbuild.dev, creates a published project with the lesson and
//     uploads the clip through tus (POST + PATCHes, as the admin page does), then waits until
//     the learner's GET /api/lessons/:id/video lists 240p/360p/720p (the real transcode job).
//  3. Debian Chromium (Playwright, --no-sandbox --disable-gpu --disable-background-networking),
//     one fresh context and a freshly signed-up learner per run (the server is started with
//     LIFETIME_ACCESS_USERS=100000, so every sign-up can open the lesson; a fresh one also starts
//     at 0 s, where a learner who watched before would resume), opens the course page at Auto, presses Space on the player and waits until
//     the video's currentTime reaches 60 s (real-time playback). Bytes are CDP Network events'
//     encodedDataLength (on the wire, headers included), summed over the video's requests.
//     Chromium 14x+ plays HLS itself (canPlayType('application/vnd.apple.mpegurl') is "maybe"),
//     so the player takes its native path there (saver: the 360p playlist; Auto: the master);
//     the `hls.js` runs hide native HLS (canPlayType answers "" for it), as Firefox and older
//     Chrome are, so the player uses hls.js with autoLevelCapping.
//     - saver / saver hls.js: data saver ON (PATCH /api/me/preferences), every /hls/ request
//       (playlists, init segments, segments, poster);
//     - mp4: the player's own MP4 fallback (hls.js path, every /hls/ request aborted, so hls.js
//       gives up and the player plays the signed /media/ MP4 as it does for any hls.js
//       failure); /media/ bytes;
//     - full / full hls.js: data saver OFF, /hls/ bytes per rendition (for information).
//     Runs alternate in that order each round; the table shows medians.
//  4. With HLS_BENCH_SHOTS=<folder>: screenshots of the saver run's player after 5 s of play at
//     1280 and 375 px, light and dark.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { TERMS_VERSION } from '@thinkbuild/core/schemas/account';
import {
  countBytes,
  createLesson,
  hlsFile,
  signIn,
  startServer,
  stopServer,
  uploadVideo,
  waitForRenditions,
} from './hls-browser-lib.ts';
import { makeLessonClip } from './lesson-clip.ts';

const ROUNDS = Number(process.argv[2] ?? 1);
const SECONDS = Number(process.argv[3] ?? 120);
const PORT = Number(process.argv[4] ?? 3221);
const WINDOW = 60;
const KINDS = ['saver', 'saver hls.js', 'mp4', 'full', 'full hls.js'] as const;
type TKind = (typeof KINDS)[number];

const PASSWORD = 'thinkbuild-demo';
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const work = await mkdtemp(join(tmpdir(), 'tb-hls-browser-'));
const source = join(work, 'lesson.mp4');
console.error(`load average at start: ${load()}`);
await makeLessonClip(source, SECONDS);
const mp4File = (await stat(source)).size;

const { base, child } = await startServer(join(work, 'data'), PORT);
let browser: Browser | undefined;
try {
  const admin = await signIn(base, 'admin@thinkbuild.dev', PASSWORD);
  const lesson = await createLesson(admin, `HLS bench ${Date.now()}`);
  const uploadStarted = performance.now();
  await uploadVideo(admin, lesson.id, source);
  const uploaded = performance.now();
  const learner = await signIn(base, 'creator@thinkbuild.dev', PASSWORD);
  await waitForRenditions(learner, lesson.id, 30 * 60_000);
  const readyAfter = (performance.now() - uploaded) / 1000;
  console.error(
    `uploaded in ${((uploaded - uploadStarted) / 1000).toFixed(1)} s; versions ready ${readyAfter.toFixed(0)} s later (behind the demo backfill)`,
  );

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      // Headless Chromium would build its address bar's WebUI drop-down per window (playwright.config.ts).
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
    ],
  });
  const page = `/coursepage/web/${lesson.project.slug}?section=build&lesson=1`;
  const results: Record<
    TKind,
    { bytes: number; wall: number; byFolder: Record<string, number> }[]
  > = { saver: [], 'saver hls.js': [], mp4: [], full: [], 'full hls.js': [] };

  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of KINDS) {
      const r = await play(browser, base, page, kind);
      results[kind].push(r);
      console.error(
        `round ${round + 1} ${kind}: ${r.bytes} B in ${r.wall.toFixed(0)} s wall`,
        r.byFolder,
      );
    }
  }

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const bytes = (kind: TKind) => median(results[kind].map((r) => r.bytes));
  const mp4 = bytes('mp4');
  const mb = (b: number) => `${(b / 1e6).toFixed(2)} MB`;
  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)} %`;
  const picked = (kind: TKind) =>
    results[kind]
      .map((r) =>
        Object.entries(r.byFolder)
          .filter(([folder]) => /^(\d+p|audio)$/.test(folder))
          .map(([folder, b]) => `${folder} ${mb(b)}`)
          .join(', '),
      )
      .join(' | ');
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}, node ${process.version}`);
  console.log(`load average at the end: ${load()}; rounds: ${ROUNDS}`);
  console.log(`clip: ${SECONDS} s 1280x720, MP4 file ${mp4File} B`);
  console.log('');
  console.log(
    '| first 60 s, as received by Chromium | bytes | ÷ MP4 file | ÷ MP4 as fetched in 60 s |',
  );
  console.log('| --- | --- | --- | --- |');
  const row = (label: string, b: number) =>
    console.log(`| ${label} | ${mb(b)} | ${pct(b, mp4File)} | ${pct(b, mp4)} |`);
  row('HLS, Auto, data saver on — Chromium plays HLS itself', bytes('saver'));
  row('HLS, Auto, data saver on — through hls.js', bytes('saver hls.js'));
  row("original MP4, as fetched by the player's MP4 fallback", mp4);
  row('original MP4, whole file', mp4File);
  row('HLS, Auto, data saver off — Chromium plays HLS itself', bytes('full'));
  row('HLS, Auto, data saver off — through hls.js', bytes('full hls.js'));
  console.log('');
  console.log(`data saver on, per rendition (native): ${picked('saver')}`);
  console.log(`data saver on, per rendition (hls.js): ${picked('saver hls.js')}`);
  console.log(`data saver off, per rendition (native): ${picked('full')}`);
  console.log(`data saver off, per rendition (hls.js): ${picked('full hls.js')}`);
  console.log(`per-run detail: ${JSON.stringify(results)}`);
  if (process.env.HLS_BENCH_SHOTS) await shots(browser, base, page, process.env.HLS_BENCH_SHOTS);
} finally {
  await browser?.close();
  await stopServer(child);
  await rm(work, { recursive: true, force: true });
}

/** A learner's browser context at Auto: data saver on or off, native HLS hidden or not. */
async function openLesson(
  browser: Browser,
  base: string,
  path: string,
  o: { saver: boolean; native: boolean; mp4?: boolean; width?: number; dark?: boolean },
) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: o.width ?? 1280, height: 800 },
    colorScheme: o.dark ? 'dark' : 'light',
  });
  // A fresh learner each run: the player resumes at the saved position, so a learner who
  // already watched would start at 60 s.
  const signedUp = await context.request.post('/api/auth/sign-up/email', {
    headers: { origin: base },
    data: {
      email: `bench-${randomUUID()}@example.com`,
      password: PASSWORD,
      name: '',
      ageConfirmed: true,
      termsVersionAccepted: TERMS_VERSION,
      birthYear: 1990,
    },
  });
  if (!signedUp.ok()) throw new Error(`learner sign up: ${signedUp.status()}`);
  const saved = await context.request.patch('/api/me/preferences', {
    headers: { origin: base },
    data: { dataSaver: o.saver },
  });
  if (!saved.ok()) throw new Error(`preferences: ${saved.status()}`);
  const page = await context.newPage();
  if (!o.native) {
    // As Firefox or an older Chrome: no native HLS, so the player loads hls.js.
    await page.addInitScript(() => {
      const own = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : own.call(this, type);
      };
    });
  }
  // The MP4 run: hls.js cannot reach any low-data file, gives up, the player plays the MP4.
  if (o.mp4) await page.route(/\/hls\//, (route) => route.abort());
  const counter = await countBytes(context, page);
  await page.goto(path);
  await page.getByRole('button', { name: `Data saver: ${o.saver ? 'on' : 'off'}` }).waitFor();
  // After the MP4 fallback the quality menu goes (the MP4 has one quality).
  if (!o.mp4) await page.getByRole('button', { name: /^Quality: Auto/ }).waitFor();
  return { context, page, counter };
}

/** One learner, one fresh browser context: opens the lesson, plays 60 s, counts bytes. */
async function play(browser: Browser, base: string, path: string, kind: TKind) {
  const native = kind === 'saver' || kind === 'full';
  const { context, page, counter } = await openLesson(browser, base, path, {
    saver: kind.startsWith('saver') || kind === 'mp4',
    native,
    mp4: kind === 'mp4',
  });
  try {
    const video = page.locator('video');
    if (kind === 'mp4') {
      await page.waitForFunction(
        () => document.querySelector('video')?.currentSrc.includes('/media/') === true,
        undefined,
        { timeout: 30_000 },
      );
    }
    await video.evaluate(
      (v: HTMLVideoElement) =>
        v.readyState >= 1 ||
        new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true })),
    );
    const started = performance.now();
    await page.getByRole('group', { name: /^Video player/ }).focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(
      (until) => (document.querySelector('video')?.currentTime ?? 0) >= until,
      WINDOW,
      { timeout: 10 * 60_000, polling: 100 },
    );
    const requests = counter.snapshot();
    const wall = (performance.now() - started) / 1000;
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    const src = await video.evaluate((v: HTMLVideoElement) => v.currentSrc);
    const played = src.startsWith('blob:') ? 'hls.js' : src.includes('/hls/') ? 'native' : 'mp4';
    const expected = kind === 'mp4' ? 'mp4' : native ? 'native' : 'hls.js';
    if (played !== expected) throw new Error(`${kind} run played ${src}`);

    const byFolder: Record<string, number> = {};
    let bytes = 0;
    for (const r of requests) {
      const file = hlsFile(r.url);
      const isMp4 = new URL(r.url).pathname.startsWith('/media/');
      if (kind === 'mp4' ? !isMp4 : file === null) continue;
      bytes += r.bytes;
      const folder = kind === 'mp4' ? 'mp4' : file?.includes('/') ? file.split('/')[0] : 'root';
      byFolder[folder ?? 'root'] = (byFolder[folder ?? 'root'] ?? 0) + r.bytes;
    }
    return { bytes, wall, byFolder };
  } finally {
    await context.close();
  }
}

/** What the learner sees in the saver run: the player after 5 s of play, 1280/375, light/dark. */
async function shots(browser: Browser, base: string, path: string, dir: string) {
  for (const dark of [false, true]) {
    for (const width of [1280, 375]) {
      const { context, page } = await openLesson(browser, base, path, {
        saver: true,
        native: true,
        width,
        dark,
      });
      await page.getByRole('group', { name: /^Video player/ }).focus();
      await page.keyboard.press('Space');
      await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 5);
      await page.screenshot({
        path: join(dir, `hls-saver-${width}-${dark ? 'dark' : 'light'}.png`),
      });
      await context.close();
    }
  }
}
