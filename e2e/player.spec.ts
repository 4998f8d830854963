import type { Locator, Page } from '@playwright/test';
import { expect, lookAt, takingPictures, test } from './fixtures.ts';
import { BUILD_1, renditionsReady } from './hls-helpers.ts';

// Build lesson 1 of the web Portfolio: a video of about a minute with captions and 240p/360p/720p
// versions.
const shotsDir = process.env.PLAYER_SHOTS ?? 'test-results/shots';

const state = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => ({ time: v.currentTime, paused: v.paused }));

/** Presses Tab until `target` has focus (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await lookAt(page, { path: `${shotsDir}/player-${name}-${width}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: null });
}

for (const phone of [false, true]) {
  // At 375 px the same keys on the same player: it runs where its pictures are taken for review.
  // The player's phone layout is checked by lesson-layout.spec.ts, captions.spec.ts and hls.spec.ts.
  (phone && !takingPictures ? test.skip : test)(
    `${phone ? '@phone ' : ''}keyboard-only watching: play, seek, captions, quality without a pause, full screen, shortcuts`,
    async ({ page, learner }) => {
      // Up to 120 s for ffmpeg's low-data versions of the seeded clip, then the journey.
      test.setTimeout(180_000);
      // It plays the clip to its end: the lesson's progress is this learner's own.
      await learner({ tier: 'builder' });
      await renditionsReady(page);
      await page.goto(BUILD_1);
      const player = page.getByRole('group', { name: /^Video player/ });
      const video = page.locator('video');
      await expect
        // Two journeys and a server share two cores: the first playlist can take a while.
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 60_000 })
        .toBeGreaterThanOrEqual(1);
      // Our bar, not the browser's.
      expect(await video.evaluate((v) => v.hasAttribute('controls'))).toBe(false);

      await tabTo(page, player);
      await page.keyboard.press('0');
      await expect.poll(async () => (await state(video)).time).toBeLessThan(0.5);
      // Half speed first (<, twice): the journey's seeks then stay well inside the video.
      await page.keyboard.press('Shift+Comma');
      await page.keyboard.press('Shift+Comma');
      await expect(player.getByRole('button', { name: 'Speed: 0.5×' })).toBeAttached();
      await page.keyboard.press('k');
      await expect(player.getByRole('button', { name: 'Pause' })).toBeAttached();
      await expect.poll(async () => (await state(video)).time).toBeGreaterThan(0.2);
      expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.5);

      await page.keyboard.press('c');
      const cc = player.getByRole('button', { name: 'Captions' });
      await expect(cc).toHaveAttribute('aria-pressed', 'true');
      await expect(player.getByTestId('captions')).toBeVisible();

      // Each seek starts from the beginning: 0, then +5 s, 0 again, then +10 s.
      await page.keyboard.press('0');
      await expect.poll(async () => (await state(video)).time).toBeLessThan(1.5);
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await state(video)).time).toBeGreaterThanOrEqual(4.9);
      await page.keyboard.press('0');
      await expect.poll(async () => (await state(video)).time).toBeLessThan(1.5);
      await page.keyboard.press('l');
      await expect.poll(async () => (await state(video)).time).toBeGreaterThanOrEqual(9.9);

      // Another quality with the keyboard: the video never pauses and time goes on.
      const quality = player.getByRole('button', { name: /^Quality:/ });
      await tabTo(page, quality);
      // Back to the start and playing (shortcuts work from the bar's buttons too).
      await page.keyboard.press('0');
      if ((await state(video)).paused) await page.keyboard.press('k');
      await expect.poll(async () => (await state(video)).paused).toBe(false);
      await page.evaluate(() => {
        const w = window as unknown as { pausedSeen: boolean };
        w.pausedSeen = false;
        document.querySelector('video')?.addEventListener('pause', () => {
          w.pausedSeen = true;
        });
        const watch = () => {
          const now = document.querySelector('video');
          if (now?.paused && !now.ended) w.pausedSeen = true;
          requestAnimationFrame(watch);
        };
        watch();
      });
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'Video quality' });
      await expect(menu.getByRole('menuitemradio', { name: /^Auto/ })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitemradio', { name: /^240p/ })).toBeFocused();
      const atChange = (await state(video)).time;
      await page.keyboard.press('Enter');
      await expect(player.getByRole('button', { name: 'Quality: 240p' })).toBeFocused();
      await expect(page.locator('video')).toHaveAttribute('src', /240p/);
      await expect.poll(async () => (await state(video)).time).toBeGreaterThan(atChange + 0.3);
      expect((await state(video)).paused).toBe(false);
      expect(
        await page.evaluate(() => (window as unknown as { pausedSeen: boolean }).pausedSeen),
      ).toBe(false);
      await shoot(page, 'playing-bar');

      await page.keyboard.press('f');
      await expect
        .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('role')))
        .toBe('group');
      await expect(player.getByRole('button', { name: 'Exit full screen' })).toBeAttached();
      await page.keyboard.press('f');
      await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

      await page.keyboard.press('Shift+Slash');
      const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(dialog).toBeVisible();
      for (const what of ['Play or pause', 'Captions on or off', 'Full screen', 'Slower or faster'])
        await expect(dialog.getByText(what, { exact: true })).toBeVisible();
      await shoot(page, 'shortcuts');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      // For the eyes: the quality menu open over the playing video.
      await tabTo(page, player.getByRole('button', { name: 'Quality: 240p' }));
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await shoot(page, 'quality-menu');
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
    },
  );
}
