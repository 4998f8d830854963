// Open a lesson → its first video frame, in a real browser, against a bare <video> of the same
// file in the same run (the reference: what any page would need for that playlist on this
// machine). Target: within 1 s on a warm server at 240p, with the data saver on (the learner's
// 240p choice is kept in the browser, so a lesson opens at 240p).
//
// Run (after `npm run build`):
//   node --import tsx bench/lesson-first-frame.bench.ts [rounds=7] [port=3231]
//
// What it does: starts the built server on a scratch DATA_DIR (the demo seed, which makes the
// low-data versions of the demo clip), signs the demo builder in with the data saver on, waits
// for the renditions, warms the server with one unmeasured visit, then alternates per round:
//  - lesson: a fresh page opens /coursepage/web/portfolio?section=build&lesson=1 (the SPA,
//    the API calls, the signed link, the player) and records performance.now() at the first
//    `loadeddata` of a <video> (the first frame is decoded and shown);
//  - bare: a fresh page with nothing but <video preload="metadata" src=…> of the very URL the
//    player chose, same measure.
// Prints the medians, the ratio lesson / bare and the load average.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import {
  FIRST_FRAME,
  loadAverage as load,
  median,
  startServer,
  stopServer,
} from './hls-browser-lib.ts';

// startServer waits 120 s for the first start (the demo seed): on a loaded machine, retry once.

const ROUNDS = Number(process.argv[2] ?? 7);
const PORT = Number(process.argv[3] ?? 3231);
const LESSON = '/coursepage/web/portfolio?section=build&lesson=1';

const firstFrame = async (page: Page) => {
  await page.waitForFunction(
    () => (window as unknown as { firstFrame?: number }).firstFrame,
    null,
    {
      timeout: 60_000,
    },
  );
  return page.evaluate(() => (window as unknown as { firstFrame: number }).firstFrame);
};

const dataDir = await mkdtemp(join(tmpdir(), 'player-first-frame-'));
const { base, child } = await startServer(dataDir, PORT).catch(() => startServer(dataDir, PORT));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const signIn = await context.request.post(`${base}/api/auth/sign-in/email`, {
    headers: { origin: base },
    data: { email: 'builder@thinkbuild.dev', password: 'thinkbuild-demo' },
  });
  if (!signIn.ok()) throw new Error(`sign-in: ${signIn.status()}`);
  const saver = await context.request.patch(`${base}/api/me/preferences`, {
    headers: { origin: base },
    data: { dataSaver: true },
  });
  if (!saver.ok()) throw new Error(`data saver: ${saver.status()}`);
  const list = await (
    await context.request.get(`${base}/api/courses/web/portfolio/sections/build`)
  ).json();
  const id = list.lessons.find((l: { number: number }) => l.number === 1).id;
  const deadline = Date.now() + 300_000;
  for (;;) {
    const video = await (await context.request.get(`${base}/api/lessons/${id}/video`)).json();
    if (video.hls?.renditions?.length >= 3) break;
    if (Date.now() > deadline) throw new Error('renditions not ready');
    await new Promise((r) => setTimeout(r, 2000));
  }
  await context.addInitScript(FIRST_FRAME);
  // The learner picked 240p in the player once: every lesson opens at 240p.
  await context.addInitScript(() => localStorage.setItem('thinkbuild:quality', '240p'));
  await context.route(`${base}/bench-bare?**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      // The same attributes as the player's <video> (CORS mode for a playlist, as decisions/020).
      body: `<!doctype html><video preload="metadata" playsinline crossorigin="anonymous" src="${new URL(route.request().url()).searchParams.get('src')}"></video>`,
    }),
  );

  const openLesson = async () => {
    const page = await context.newPage();
    await page.goto(`${base}${LESSON}`);
    const ms = await firstFrame(page);
    const src = await page.evaluate(() => document.querySelector('video')?.src ?? '');
    await page.close();
    return { ms, src };
  };
  const openBare = async (src: string) => {
    const page = await context.newPage();
    await page.goto(`${base}/bench-bare?src=${encodeURIComponent(src)}`);
    const ms = await firstFrame(page);
    await page.close();
    return ms;
  };

  const warm = await openLesson(); // a warm server and browser cache, not counted
  await openBare(warm.src);
  const lesson: number[] = [];
  const bare: number[] = [];
  let src = warm.src;
  for (let round = 0; round < ROUNDS; round++) {
    const run = await openLesson();
    src = run.src;
    lesson.push(run.ms);
    bare.push(await openBare(src));
  }
  const played = /\/(\d+p|audio)\//.exec(src)?.[1] ?? (src.includes('master') ? 'master' : 'mp4');
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}, node ${process.version}`);
  console.log(`date: ${new Date().toISOString()}, load average (1/5/15 min): ${load()}`);
  console.log(`played: ${played} (240p chosen, data saver on), ${ROUNDS} rounds`);
  console.log(
    `lesson page → first frame: median ${median(lesson).toFixed(0)} ms  [${lesson.map((x) => x.toFixed(0)).join(', ')}]`,
  );
  console.log(
    `bare <video> → first frame: median ${median(bare).toFixed(0)} ms  [${bare.map((x) => x.toFixed(0)).join(', ')}]`,
  );
  console.log(`ratio lesson / bare: ${(median(lesson) / median(bare)).toFixed(2)}`);
} finally {
  await browser.close();
  await stopServer(child);
  await rm(dataDir, { recursive: true, force: true });
}
