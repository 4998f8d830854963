import { expect, lookAt, newLearner, test } from './fixtures.ts';
import { BUILD_1, hlsRequests, renditionsReady } from './hls-helpers.ts';

const SHOTS = 'test-results/shots';

test.describe('low-data video', () => {
  // Up to 120 s waiting for ffmpeg's low-data versions (renditionsReady), then playback.
  test.describe.configure({ timeout: 180_000 });

  test('a learner picks 240p from the quality menu and the player loads 240p segments', async ({
    page,
    baseURL,
  }) => {
    await newLearner(page.context(), baseURL, { label: 'saver' });
    await renditionsReady(page);
    const seen = hlsRequests(page);
    await page.goto(BUILD_1);
    const video = page.locator('video');
    await expect(video).toBeVisible();
    await expect.poll(() => seen.includes('master.m3u8'), { timeout: 20_000 }).toBe(true);

    await page.getByRole('button', { name: /^Quality: Auto/ }).click();
    const menu = page.getByRole('menu', { name: 'Video quality' });
    await expect(
      menu.getByRole('group', { name: 'Quality' }).getByRole('menuitemradio'),
    ).toHaveText([
      /Auto.*about/,
      /240p.*about \d/,
      /360p.*about \d/,
      /720p.*about \d/,
      /Audio only.*about \d/,
    ]);
    await lookAt(page, { path: `${SHOTS}/hls-quality-menu-${page.viewportSize()?.width}.png` });
    const before = seen.length;
    await menu.getByRole('menuitemradio', { name: /240p/ }).click();
    await expect(page.getByRole('button', { name: 'Quality: 240p' })).toBeVisible();
    await expect(page.getByText(/about [\d.]+ (KB|MB) at 240p/)).toBeVisible();

    // The player has switched when it asks for 240p's own playlist. Until then Auto's loader may
    // still start a segment it had lined up (on a slow CPU, between the click and the switch);
    // destroying it aborts that request.
    await expect
      .poll(() => seen.slice(before).indexOf('240p/index.m3u8'), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(0);
    const switched = before + seen.slice(before).indexOf('240p/index.m3u8');

    await page.getByRole('group', { name: /^Video player/ }).focus();
    await page.keyboard.press('Space');
    // On a busy machine Auto may already have started at 240p: those segments count too (a
    // cached one is not fetched again), and nothing else is fetched once 240p is playing.
    await expect
      .poll(() => seen.filter((f) => /^240p\/seg_\d+\.m4s$/.test(f)).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    expect(seen.slice(switched).filter((f) => /^(360p|720p)\//.test(f))).toEqual([]);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0);
  });

  test('with the data saver on, Auto never asks for 720p; the choice is kept on /account', async ({
    page,
    baseURL,
  }) => {
    await newLearner(page.context(), baseURL, { label: 'saver' });
    await renditionsReady(page);
    await page.goto(BUILD_1);
    // The data saver is in the bar's quality menu.
    await page.getByRole('button', { name: /^Quality: Auto/ }).click();
    const saver = page.getByRole('menuitemcheckbox', { name: /^Data saver/ });
    await expect(saver).toHaveAttribute('aria-checked', 'false');
    await expect(saver).not.toHaveAttribute('aria-disabled', 'true');
    // The switch shows at once; the reload must wait until the account has it saved.
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/me/preferences') && res.ok(),
    );
    await saver.click();
    await expect(saver).toHaveAttribute('aria-checked', 'true');
    await saved;

    // A fresh page, so nothing from before the switch is in the network log: the page before
    // it keeps filling its 30 s look-ahead at Auto (720p) until the reload replaces it.
    const seen = hlsRequests(page);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.length = 0;
    });
    await page.reload();
    await page.getByRole('button', { name: /^Quality: Auto/ }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: /^Data saver/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByText(/about [\d.]+ (KB|MB) at 360p/)).toBeVisible();
    await page.getByRole('group', { name: /^Video player/ }).focus();
    await page.keyboard.press('Space');
    const video = page.locator('video');
    // Played to the end: every segment Auto wanted has been fetched.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.ended || v.currentTime > 6), {
        timeout: 40_000,
      })
      .toBe(true);
    expect(seen.some((f) => f.endsWith('.m4s'))).toBe(true);
    expect(seen.filter((f) => f.startsWith('720p/'))).toEqual([]);

    await page.goto('/account');
    await expect(page.getByRole('switch', { name: 'Data saver' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('switch', { name: 'Data saver' }).click();
    await expect(page.getByRole('switch', { name: 'Data saver' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await lookAt(page, {
      path: `${SHOTS}/hls-account-${page.viewportSize()?.width}.png`,
      fullPage: true,
    });
  });

  test('@phone the quality menu fits a phone screen', async ({ page, baseURL }) => {
    await newLearner(page.context(), baseURL, { label: 'saver' });
    await renditionsReady(page);
    await page.goto(BUILD_1);
    await page.getByRole('button', { name: /^Quality: Auto/ }).click();
    const menu = page.getByRole('menu', { name: 'Video quality' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await lookAt(page, { path: `${SHOTS}/hls-quality-menu-375.png` });
  });
});
