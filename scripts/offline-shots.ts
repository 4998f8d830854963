// Screenshots of the offline screens (docs/decisions/022) for a person to look at: the lesson
// page's Download control before and after a download, and /downloads, at 375 and 1280 px in the
// light and dark themes, each as the learner's viewport shows it (a full-page shot hides what a
// sticky header covers). Not a test: it asserts nothing beyond reaching each screen.
//
// Run (after `npm run build`):
//   node --import tsx scripts/offline-shots.ts [port=3152] [out=/work/shots/offline]
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startServer, stopServer } from '../bench/hls-browser-lib.ts';

const PORT = Number(process.argv[2] ?? 3152);
const OUT = process.argv[3] ?? '/work/shots/offline';
const LESSON = '/coursepage/web/portfolio?section=build&lesson=1';

/** Registered, installed (the shell precached) and active. */
const workerReady = (page: Page) =>
  page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (active && active.state !== 'activated') {
      await new Promise((done) =>
        active.addEventListener('statechange', () => active.state === 'activated' && done(null)),
      );
    }
  });

mkdirSync(OUT, { recursive: true });
const dataDir = await mkdtemp(join(tmpdir(), 'offline-shots-'));
const { base, child } = await startServer(dataDir, PORT);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const width of [375, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width < 640 ? 812 : 800 },
        colorScheme: theme,
      });
      await context.addCookies([{ name: 'theme', value: theme, url: base }]);
      const signIn = await context.request.post(`${base}/api/auth/sign-in/email`, {
        headers: { origin: base },
        data: { email: 'builder@thinkbuild.dev', password: 'thinkbuild-demo' },
      });
      if (!signIn.ok()) throw new Error(`sign-in: ${signIn.status()}`);
      const page = await context.newPage();
      const shot = (name: string) =>
        page.screenshot({ path: `${OUT}/${name}-${width}-${theme}.png` });
      await page.goto(`${base}${LESSON}`);
      await workerReady(page);
      await page.reload();
      // The page as it opens: the title clear of the sticky header.
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot('lesson-top');
      const control = page.getByRole('region', { name: 'Download' });
      const button = control.getByRole('button', { name: 'Download', exact: true });
      await button.waitFor({ timeout: 60_000 });
      await control.scrollIntoViewIfNeeded();
      await shot('lesson-download');
      // The section's control, in the course menu beside the lesson (above it on a phone).
      const section = page.getByRole('button', { name: /^Download section \(/ });
      if (await section.isVisible()) {
        await section.scrollIntoViewIfNeeded();
        await shot('section-download');
      }
      await control.scrollIntoViewIfNeeded();
      await button.click();
      await control.getByText('Downloaded').waitFor({ timeout: 120_000 });
      await shot('lesson-downloaded');
      const kept = page.getByText(/^Section downloaded$|lessons downloaded: /);
      if (await kept.isVisible()) {
        await kept.scrollIntoViewIfNeeded();
        await shot('section-downloaded');
      }
      await page.goto(`${base}/downloads`);
      await page.getByRole('heading', { name: 'Downloads', level: 1 }).waitFor();
      await shot('downloads');
      await context.close();
      console.log(`${width} ${theme}: done`);
    }
  }
} finally {
  await browser.close();
  await stopServer(child);
  await rm(dataDir, { recursive: true, force: true });
}
