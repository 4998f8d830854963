import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, lookAt, test } from './fixtures.ts';
import { BUILD_1, renditionsReady } from './hls-helpers.ts';
import { workerReady } from './offline-helpers.ts';

// Downloaded lessons (docs/decisions/022-offline-pwa.md): the server decides what may be kept,
// the page keeps the chosen data-saver rendition, captions and quiz on the device, Wi-Fi only
// holds downloads on a metered connection, and signing out leaves nothing behind.

const SHOTS = '/work/shots/offline-downloads';

// The service worker is what these journeys are about (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** What this origin keeps in the downloads cache, and the stored lesson records. */
const kept = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const files = names.includes('thinkbuild-downloads')
      ? (await (await caches.open('thinkbuild-downloads')).keys()).map(
          (r) => new URL(r.url).pathname,
        )
      : [];
    const dbs = (await indexedDB.databases()).map((d) => d.name);
    return { files, dbs };
  });

const downloadSection = (page: Page) => page.getByRole('region', { name: 'Download' });

test.describe('offline downloads', () => {
  // Each waits for the seed's renditions, downloads over the network, then plays.
  test.setTimeout(150_000);
  test('offline, a downloaded lesson opens from the course page and plays with its transcript', async ({
    page,
    learner,
  }) => {
    await learner({ tier: 'starter' });
    await renditionsReady(page);
    await page.goto(BUILD_1);
    expect(await workerReady(page)).toBe('activated');
    // Controlled by the worker from here on.
    await page.reload();
    await downloadSection(page).getByRole('button', { name: 'Download', exact: true }).click();
    await expect(downloadSection(page).getByText('Downloaded')).toBeVisible({ timeout: 30_000 });

    await page.context().setOffline(true);
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: 'You are offline: this lesson is downloaded' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'HTML Boilerplate and Semantic Page Structure' }),
    ).toBeVisible();
    await expect(page.getByText('Every page starts with the HTML boilerplate.')).toBeVisible();
    // The notice belongs to the layout and shows before the lesson's own chunk has drawn the player.
    await expect(page.locator('video')).toBeAttached();
    const played = await page.evaluate(async () => {
      const video = document.querySelector('video');
      if (!video) return 'no video';
      video.muted = true;
      await video.play();
      await new Promise((done) => setTimeout(done, 1500));
      video.currentTime = 4;
      await new Promise((done) => video.addEventListener('seeked', done, { once: true }));
      return video.currentTime >= 4 && video.error === null
        ? 'played'
        : `error ${video.error?.code}`;
    });
    expect(played).toBe('played');
    mkdirSync(SHOTS, { recursive: true });
    await lookAt(page, { path: `${SHOTS}/lesson-offline-downloaded-1280.png` });
  });

  test('a learner downloads a lesson: its 240p rendition, captions and quiz are kept and listed', async ({
    page,
    learner,
  }) => {
    await learner({ tier: 'starter' });
    const id = await renditionsReady(page);
    await page.goto(BUILD_1);
    await downloadSection(page).getByRole('button', { name: 'Download', exact: true }).click();
    await expect(downloadSection(page).getByText('Downloaded')).toBeVisible({ timeout: 30_000 });
    await expect(downloadSection(page)).toContainText('240p');

    const { files } = await kept(page);
    // One playable file of the 240p rendition (its init section and segments), the captions,
    // and no signed URL: the parts are gone once the whole is kept.
    expect(files).toContain(`/offline-media/${id}/video.mp4`);
    expect(files).toContain(`/offline-media/${id}/captions.vtt`);
    expect(files.filter((f) => f.startsWith('/offline-media/'))).toHaveLength(2);
    expect(files.filter((f) => f.startsWith('/hls/') || f.startsWith('/media/'))).toEqual([]);
    const kind = await page.evaluate(
      async (url) =>
        (await (await caches.open('thinkbuild-downloads')).match(url))?.headers.get('content-type'),
      `/offline-media/${id}/video.mp4`,
    );
    expect(kind).toBe('video/mp4');

    await page.goto('/account');
    await page.getByRole('link', { name: 'Manage downloads' }).click();
    await expect(page).toHaveURL('/downloads');
    const list = page.getByRole('list', { name: 'Downloaded lessons' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Plays offline until');
    await expect(page.getByText(/This site uses about .* free for it\./)).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await lookAt(page, { path: `${SHOTS}/downloads-1280.png`, fullPage: true });

    await list.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByText('Nothing is downloaded yet.')).toBeVisible();
    // The lesson's files and answers go; the pages' shared answers stay until sign-out.
    expect((await kept(page)).files.filter((f) => f.includes(id))).toEqual([]);
  });

  test('the course menu offers the section at its real size; a free learner cannot keep a Planning lesson', async ({
    page,
    learner,
    baseURL,
  }) => {
    await learner();
    await renditionsReady(page);
    await page.goto(BUILD_1);
    await expect(
      page.getByRole('button', { name: /^Download section \(\d+ lessons?, [\d.]+ MB\)$/ }),
      // The sizes come from the server's grants for the whole section, on a busy machine.
    ).toBeVisible({ timeout: 30_000 });
    // Planning is locked for a free plan: no download offered, and the server refuses it.
    await page.goto('/coursepage/web/portfolio?section=planning&lesson=1');
    await expect(page.getByText('Planning is only available to Creators').first()).toBeVisible();
    await expect(downloadSection(page)).toHaveCount(0);
    const list = await page.request.get('/api/courses/web/portfolio/sections/planning');
    const planning = (await list.json()).lessons[0].id;
    const res = await page.request.post('/api/offline/grants', {
      headers: { origin: baseURL ?? '' },
      data: { lessonIds: [planning], quality: '240p' },
    });
    expect(res.ok()).toBe(true);
    expect(await res.json()).toEqual({
      granted: [],
      refused: [{ lessonId: planning, message: 'Planning is only available to Creators' }],
    });
  });

  test('Wi-Fi only holds a download on mobile data until Wi-Fi returns', async ({
    page,
    learner,
  }) => {
    // Chromium on a desktop reports no connection type: emulate a phone on mobile data.
    await page.addInitScript(() => {
      const link = Object.assign(new EventTarget(), { type: 'cellular' });
      Object.defineProperty(navigator, 'connection', { value: link, configurable: true });
    });
    await learner({ tier: 'builder' });
    await renditionsReady(page);
    await page.goto(BUILD_1);
    await downloadSection(page).getByRole('button', { name: 'Download', exact: true }).click();
    await expect(
      downloadSection(page).getByText('Waiting for Wi-Fi (Wi-Fi only is on)'),
    ).toBeVisible();
    await lookAt(page, { path: `${SHOTS}/lesson-waiting-wifi-1280.png` });
    expect((await kept(page)).files).toEqual([]);

    await page.evaluate(() => {
      const link = (navigator as Navigator & { connection: EventTarget & { type: string } })
        .connection;
      link.type = 'wifi';
      link.dispatchEvent(new Event('change'));
    });
    await expect(downloadSection(page).getByText('Downloaded')).toBeVisible({ timeout: 30_000 });
  });

  test('signing out removes every download of the account from the device', async ({
    page,
    learner,
  }) => {
    await learner({ tier: 'creator' });
    await renditionsReady(page);
    await page.goto(BUILD_1);
    await downloadSection(page).getByRole('button', { name: 'Download', exact: true }).click();
    await expect(downloadSection(page).getByText('Downloaded')).toBeVisible({ timeout: 30_000 });
    expect((await kept(page)).files.length).toBeGreaterThan(2);

    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign out' }).last().click();
    await expect(page).toHaveURL('/login');
    const after = await kept(page);
    expect(after.files).toEqual([]);
    expect(after.dbs).not.toContain('thinkbuild-offline');
  });
});
