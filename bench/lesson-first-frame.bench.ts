// Open a lesson → its first video frame, in a real browser, against a bare <video> of the same
// file in the same run (the reference: what any page would need for that playlist on this
// machine). Target: within 1 s on a warm server at 240p, with the data saver on (the learner's
// 240p choice is kept in the browser, so a lesson opens at 240p).
//
// Run (after `npm run build`):
//   node --import tsx bench/lesson-first-frame.bench.ts [rounds=7] [port=3231]
//   BASELINE_DIST=/path/to/other/apps/web/dist node --import tsx bench/lesson-first-frame.bench.ts
//   BASELINE_ROOT=/path/to/other/checkout node --import tsx bench/lesson-first-frame.bench.ts
//
// What it does: starts the built server on a scratch DATA_DIR (the demo seed, which makes the
// low-data versions of the demo clip), signs the demo builder in with the data saver on, waits
// for the renditions, warms the server with one unmeasured visit, then alternates per round:
//  - lesson: a fresh page opens /coursepage/web/portfolio?section=build&lesson=1 (the SPA,
//    the API calls, the signed link, the player) and records performance.now() at the first
//    `loadeddata` of a <video> (the first frame is decoded and shown);
//  - baseline (with BASELINE_DIST or BASELINE_ROOT): the same, from a second server (port + 1)
//    with its own scratch data, sending another web build (BASELINE_DIST), or running another
//    built checkout's server and web app (BASELINE_ROOT: e.g. a worktree of the last commit);
//  - bare: a fresh page with nothing but <video preload="metadata" src=…> of the very URL the
//    player chose, same measure.
// Each open also counts the CPU time Chromium (every process) and the server spent on it: on a
// shared, loaded machine the wall clock stretches with the load, the CPU time much less, so the
// CPU column compares builds where the wall clock cannot.
// Prints the medians, the ratio lesson / bare and the load average.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import {
  FIRST_FRAME,
  loadAverage as load,
  median,
  startServer,
  stopServer,
} from './hls-browser-lib.ts';

const ROUNDS = Number(process.argv[2] ?? 7);
const PORT = Number(process.argv[3] ?? 3231);
const BASELINE_DIST = process.env.BASELINE_DIST;
const BASELINE_ROOT = process.env.BASELINE_ROOT;
const BASELINE = BASELINE_ROOT ?? BASELINE_DIST;
const LESSON = '/coursepage/web/portfolio?section=build&lesson=1';
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString());
// The learner picked 240p in the player once: every lesson opens at 240p.
const QUALITY_240P = "localStorage.setItem('thinkbuild:quality', '240p');";
const firstFrame = async (page: Page) => {
  await page.waitForFunction(() => (window as { firstFrame?: number }).firstFrame, null, {
    timeout: 60_000,
  });
  return page.evaluate(() => (window as unknown as { firstFrame: number }).firstFrame);
};

/** CPU milliseconds a process has used so far (user + system), from /proc. */
const processCpu = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
};

/** A started server with the demo builder signed in, data saver on, renditions made. */
async function learnerOn(
  browser: Browser,
  port: number,
  env: Record<string, string> = {},
  checkout?: string,
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'player-first-frame-'));
  // startServer waits 300 s for the first start (the demo seed): on a loaded machine, retry once.
  const { base, child } = await startServer(dataDir, port, env, checkout).catch(() =>
    startServer(dataDir, port, env, checkout),
  );
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
  await context.addInitScript({ content: FIRST_FRAME });
  await context.addInitScript({ content: QUALITY_240P });
  return { base, child, context, dataDir };
}

/**
 * Waits until the server has run no child process (ffmpeg making the other demo lessons' low-data
 * versions) for 3 s: measured while they ran, a lesson took 30% longer on an otherwise quiet
 * machine.
 */
async function untilTranscodesEnd(pid: number) {
  const deadline = Date.now() + 900_000;
  let quiet = 0;
  while (quiet < 3) {
    if (Date.now() > deadline) throw new Error('the server kept transcoding for 15 minutes');
    let busy = true;
    try {
      busy =
        execFileSync('pgrep', ['-P', String(pid)])
          .toString()
          .trim() !== '';
    } catch {
      busy = false; // pgrep exits 1 when no process matches
    }
    quiet = busy ? 0 : quiet + 1;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

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
const browserCdp = await browser.newBrowserCDPSession();
/** CPU milliseconds of every Chromium process (browser, renderers, GPU, network) so far. */
const chromiumCpu = async () => {
  const { processInfo } = (await browserCdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { cpuTime: number }[];
  };
  return processInfo.reduce((sum, p) => sum + p.cpuTime, 0) * 1000;
};

const servers: Awaited<ReturnType<typeof learnerOn>>[] = [];
try {
  const current = await learnerOn(browser, PORT);
  servers.push(current);
  const baseline = BASELINE_ROOT
    ? await learnerOn(browser, PORT + 1, {}, BASELINE_ROOT)
    : BASELINE_DIST
      ? await learnerOn(browser, PORT + 1, { WEB_DIST_DIR: BASELINE_DIST })
      : undefined;
  if (baseline) servers.push(baseline);
  for (const s of servers) await untilTranscodesEnd(s.child.pid ?? 0);

  const opens = async (
    context: BrowserContext,
    url: string,
    serverPid: number,
    then?: (page: Page) => Promise<string>,
  ) => {
    const page = await context.newPage();
    const cpu0 = (await chromiumCpu()) + processCpu(serverPid);
    await page.goto(url);
    const ms = await firstFrame(page);
    const cpu = (await chromiumCpu()) + processCpu(serverPid) - cpu0;
    const src = then ? await then(page) : '';
    await page.close();
    return { ms, cpu, src };
  };
  const videoSrc = (page: Page) => page.evaluate(() => document.querySelector('video')?.src ?? '');
  const openLesson = (s: typeof current) =>
    opens(s.context, `${s.base}${LESSON}`, s.child.pid ?? 0, videoSrc);
  await current.context.route(`${current.base}/bench-bare?**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      // The same attributes as the player's <video> (CORS mode for a playlist, as decisions/020).
      body: `<!doctype html><video preload="metadata" playsinline crossorigin="anonymous" src="${new URL(route.request().url()).searchParams.get('src')}"></video>`,
    }),
  );
  const openBare = (src: string) =>
    opens(
      current.context,
      `${current.base}/bench-bare?src=${encodeURIComponent(src)}`,
      current.child.pid ?? 0,
    );

  // A warm server and browser cache, not counted.
  const warm = await openLesson(current);
  await openBare(warm.src);
  if (baseline) await openLesson(baseline);
  const runs = { lesson: [] as number[], baseline: [] as number[], bare: [] as number[] };
  const cpu = { lesson: [] as number[], baseline: [] as number[], bare: [] as number[] };
  let src = warm.src;
  for (let round = 0; round < ROUNDS; round++) {
    const lesson = await openLesson(current);
    src = lesson.src;
    runs.lesson.push(lesson.ms);
    cpu.lesson.push(lesson.cpu);
    if (baseline) {
      const other = await openLesson(baseline);
      runs.baseline.push(other.ms);
      cpu.baseline.push(other.cpu);
    }
    const bare = await openBare(src);
    runs.bare.push(bare.ms);
    cpu.bare.push(bare.cpu);
  }
  const played = /\/(\d+p|audio)\//.exec(src)?.[1] ?? (src.includes('master') ? 'master' : 'mp4');
  const line = (name: string, key: keyof typeof runs) =>
    console.log(
      `${name} → first frame: median ${median(runs[key]).toFixed(0)} ms  [${runs[key].map((x) => x.toFixed(0)).join(', ')}]; CPU median ${median(cpu[key]).toFixed(0)} ms`,
    );
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}, node ${process.version}`);
  console.log(`date: ${new Date().toISOString()}, load average (1/5/15 min): ${load()}`);
  console.log(`played: ${played} (240p chosen, data saver on), ${ROUNDS} rounds`);
  line('lesson page', 'lesson');
  if (baseline) line(`baseline (${BASELINE})`, 'baseline');
  line('bare <video>', 'bare');
  console.log(`ratio lesson / bare: ${(median(runs.lesson) / median(runs.bare)).toFixed(2)}`);
  if (baseline)
    console.log(
      `lesson / baseline: wall ${(median(runs.lesson) / median(runs.baseline)).toFixed(2)}, CPU ${(median(cpu.lesson) / median(cpu.baseline)).toFixed(2)}`,
    );
} finally {
  await browser.close();
  for (const s of servers) {
    await stopServer(s.child);
    await rm(s.dataDir, { recursive: true, force: true });
  }
}
