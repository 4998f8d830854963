import { type Browser, chromium, type Page } from '@playwright/test';

/** Chromium as the e2e suite launches it (playwright.config.ts): the machine's own. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
    ],
  });

export type TFetched = { url: string; status: number };

/**
 * A page signed in with `cookie` (a Cookie header: signing in again would spend the per-address
 * sign-in limit every request through nginx shares) that remembers every response it got (URL
 * and status), with the browser's own HLS hidden when `hlsJs`: the player then plays through
 * hls.js, as in browsers without native HLS (e2e/hls-paths.spec.ts does the same).
 */
export async function learnerPage(
  browser: Browser,
  base: string,
  cookie: string,
  options: { hlsJs: boolean },
) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 800 },
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: base };
    }),
  );
  const page = await context.newPage();
  if (options.hlsJs) {
    // A string: this file is type-checked without the DOM's types (scripts/cluster/tsconfig.json).
    await page.addInitScript({
      content: `{
        const original = HTMLMediaElement.prototype.canPlayType;
        HTMLMediaElement.prototype.canPlayType = function (type) {
          return /mpegurl/i.test(type) ? '' : original.call(this, type);
        };
      }`,
    });
  }
  const fetched: TFetched[] = [];
  page.on('response', (res) => fetched.push({ url: res.url(), status: res.status() }));
  return { page, fetched, close: () => context.close() };
}

/** Picks `quality` in the player's menu; another quality is another <video>. */
export async function chooseQuality(page: Page, quality: string) {
  await page.getByRole('button', { name: /^Quality: / }).click();
  await page
    .getByRole('menu', { name: 'Video quality' })
    .getByRole('menuitemradio', { name: new RegExp(`^${quality}`) })
    .click();
  await page.getByRole('button', { name: `Quality: ${quality}` }).waitFor();
}

/** Plays the lesson's <video> (muted, as autoplay rules allow) until it is past `seconds`. */
export async function playPast(page: Page, seconds: number) {
  type TVideo = { muted: boolean; currentTime: number; play(): Promise<void> };
  const video = page.locator('video');
  await video.evaluate((v: TVideo) => {
    v.muted = true;
    void v.play().catch(() => {});
  });
  const deadline = Date.now() + 20_000;
  while ((await video.evaluate((v: TVideo) => v.currentTime)) <= seconds) {
    if (Date.now() > deadline) throw new Error(`The video did not play past ${seconds} s`);
    await page.waitForTimeout(200);
  }
}
