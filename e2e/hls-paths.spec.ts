import type { Page } from '@playwright/test';
import { expect, newLearner, test } from './fixtures.ts';
import { BUILD_1, hlsRequests, renditionsReady, saveData } from './hls-helpers.ts';

// Debian's Chromium plays HLS itself, as Safari does; Firefox and older Chromium need hls.js.
// These journeys take each path on purpose, and check that a failing HLS stream falls back to
// the MP4 on both.

/** This page's <video> says it cannot play HLS, so the player loads hls.js. */
async function withoutNativeHls(page: Page) {
  await page.addInitScript(() => {
    const original = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : original.call(this, type);
    };
  });
}

async function playFromStart(page: Page) {
  await page.getByRole('group', { name: /^Video player/ }).focus();
  await page.keyboard.press('Space');
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), {
      timeout: 30_000,
    })
    .toBeGreaterThan(1);
}

test.describe('HLS in browsers without native HLS, and the MP4 fallback', () => {
  // Up to 120 s waiting for ffmpeg's low-data versions of the seeded clip (renditionsReady: the
  // seed makes them after start, beside every other journey), then sign-up and playback.
  test.describe.configure({ timeout: 180_000 });

  test('hls.js plays Auto within the data saver cap', async ({ page, baseURL }) => {
    await withoutNativeHls(page);
    await newLearner(page.context(), baseURL, { label: 'saver' });
    await saveData(page, baseURL);
    await renditionsReady(page);
    const seen = hlsRequests(page);
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/.*\.js$/.test(r.url())) chunks.push(r.url());
    });
    await page.goto(BUILD_1);
    await page.getByRole('button', { name: /^Quality: Auto/ }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: /^Data saver/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('Escape');
    await playFromStart(page);
    // hls.js (not the browser) read the master playlist and then segments of allowed versions.
    expect(chunks.some((url) => /hls/i.test(url))).toBe(true);
    expect(seen).toContain('master.m3u8');
    expect(seen.some((f) => /^(240p|360p)\/seg_\d+\.m4s$/.test(f))).toBe(true);
    expect(seen.filter((f) => f.startsWith('720p/'))).toEqual([]);
  });

  for (const native of [true, false]) {
    test(`when every HLS file fails, the MP4 plays (${native ? 'native HLS' : 'hls.js'})`, async ({
      page,
      baseURL,
    }) => {
      if (!native) await withoutNativeHls(page);
      await newLearner(page.context(), baseURL, { label: 'saver' });
      await renditionsReady(page);
      let hlsAsked = 0;
      await page.route(/\/hls\//, (route) => {
        hlsAsked++;
        // The HLS store is down (an error answer, not a dropped connection: the page logs
        // answers it expects, and a refused connection looks like a bug in the console check).
        return route.fulfill({ status: 500, body: 'storage unavailable' });
      });
      const mp4 = page.waitForRequest((r) => /\/media\/videos\//.test(r.url()), {
        timeout: 30_000,
      });
      await page.goto(BUILD_1);
      await mp4;
      await playFromStart(page);
      expect(hlsAsked).toBeGreaterThan(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});
