import { mkdirSync } from 'node:fs';
import { expect, lookAt, takingPictures, test } from './fixtures.ts';
import { workerReady } from './offline-helpers.ts';

// The installable app (docs/decisions/022-offline-pwa.md): the service worker keeps the app's
// shell, so a signed-in page opened without a connection still shows the app and says plainly
// that it is offline; the manifest and its icons are what a phone needs to install it.

const SHOTS = '/work/shots/pwa';

// The service worker is what these journeys are about (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const HOME = { level: 1, name: 'My courses' };

/** A PNG's size from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

for (const tag of ['', ' @phone']) {
  test.describe(`offline${tag}`, () => {
    for (const theme of ['light', 'dark'] as const) {
      // Each theme at one width and each width in one theme: light at desktop, dark on a phone.
      // The other two repeat the same steps; they run where their pictures are taken for review.
      const once = (theme === 'light') === (tag === '');
      const journey = once || takingPictures ? test : test.skip;
      journey(
        `the cached shell opens offline, in the ${theme} theme, and says so${tag}`,
        async ({ page, signIn, baseURL }) => {
          await signIn('starter');
          await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
          await page.goto('/home');
          await expect(page.getByRole('heading', HOME)).toBeVisible();
          expect(await workerReady(page)).toBe('activated');

          await page.context().setOffline(true);
          const offline = await page.reload();
          expect(offline?.fromServiceWorker()).toBe(true);
          await expect(
            page.getByRole('status').filter({ hasText: 'You are offline.' }),
          ).toBeVisible();
          await expect(
            page.getByRole('heading', { name: 'You are offline', exact: true }),
          ).toBeVisible();
          // The shell was cached without a theme; the page takes it from the cookie.
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          mkdirSync(SHOTS, { recursive: true });
          await lookAt(page, {
            path: `${SHOTS}/home-offline-${theme}${tag ? '-375' : '-1280'}.png`,
          });

          // A lesson cannot be opened: not a broken player, a plain sentence.
          await page.goto('/coursepage/web/portfolio?section=planning&lesson=1');
          await expect(
            page.getByRole('heading', { name: 'You are offline: this lesson is not downloaded' }),
          ).toBeVisible();
          await lookAt(page, {
            path: `${SHOTS}/lesson-offline-${theme}${tag ? '-375' : '-1280'}.png`,
          });

          // Back online, the lesson page loads by itself and the notice goes.
          await page.context().setOffline(false);
          await expect(page.getByRole('main')).toContainText(
            "Defining Your Portfolio's Goals and Content",
            // The session, the course and the lesson load one after another on a busy machine.
            { timeout: 30_000 },
          );
          await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(
            0,
          );
          await expect(page.getByRole('heading', { name: /You are offline/ })).toHaveCount(0);
        },
      );
    }
  });
}

test('the worker keeps only the shell, and leaves the API to the network', async ({
  page,
  signIn,
}) => {
  await signIn('starter');
  await page.goto('/home');
  expect(await workerReady(page)).toBe('activated');
  const api: { path: string; fromWorker: boolean }[] = [];
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (pathname.startsWith('/api/'))
      api.push({ path: pathname, fromWorker: res.fromServiceWorker() });
  });
  // Now controlled by the worker: the page itself goes through it (network first).
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', HOME)).toBeVisible();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  expect(api.map((a) => a.path)).toContain('/api/me');
  expect(api.filter((a) => a.fromWorker)).toEqual([]);

  const cached = await page.evaluate(async () => {
    const urls = await Promise.all(
      (await caches.keys()).map(async (key) =>
        (await (await caches.open(key)).keys()).map((r) => r.url),
      ),
    );
    return urls.flat().map((url) => new URL(url).pathname);
  });
  expect(cached).toContain('/spa.html');
  // Only the public shell and build files: no API answer, no video, no page with someone's data.
  expect(
    cached.filter((path) => !/^\/(assets\/|spa\.html$|[\w.-]+\.(png|svg|webmanifest)$)/.test(path)),
  ).toEqual([]);
});

test('the manifest is linked and names the app, its start page and its icons', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href ?? '');
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'ThinkBuild',
    short_name: 'ThinkBuild',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.description).toBeTruthy();
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

  const icons: { src: string; sizes: string; type: string; purpose?: string }[] = manifest.icons;
  expect(icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`).sort()).toEqual([
    '192x192',
    '512x512',
    '512x512 maskable',
  ]);
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const { src, sizes } of [...icons, { src: apple ?? '', sizes: '180x180' }]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
    const { width, height } = pngSize(await icon.body());
    expect(`${width}x${height}`, src).toBe(sizes);
  }
  // One theme colour per colour scheme, so the browser's bar matches the page.
  const colours = await page
    .locator('meta[name="theme-color"]')
    .evaluateAll((metas) => metas.map((m) => m.getAttribute('media')));
  expect(colours.sort()).toEqual(['(prefers-color-scheme: dark)', '(prefers-color-scheme: light)']);
});
