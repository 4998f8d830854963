// Renders the app icons (web app manifest, iOS home screen) from public/favicon.svg with the
// Chromium Playwright uses. The PNGs are committed; run this again only when the logo changes:
//   node apps/web/scripts/render-icons.mjs
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = await readFile(join(publicDir, 'favicon.svg'), 'utf8');
// The logo's own square colour: full-bleed icons are filled with it, so the mask a launcher
// or iOS applies never shows a transparent (black on iOS) corner.
const BRAND = '#4f46e5';

/** `scale` is the logo's share of the icon; `fill` paints the whole square behind it. */
const ICONS = [
  { file: 'pwa-192x192.png', size: 192, scale: 1, fill: false },
  { file: 'pwa-512x512.png', size: 512, scale: 1, fill: false },
  // Maskable: launchers crop to any shape inside the central 80 % circle (the safe zone).
  { file: 'maskable-icon-512x512.png', size: 512, scale: 0.7, fill: true },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon-180x180.png', size: 180, scale: 0.86, fill: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, scale, fill } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const logo = Math.round(size * scale);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${fill ? BRAND : 'transparent'}">
        <div style="width:${logo}px;height:${logo}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
      </body></html>`,
    );
    await page.screenshot({ path: join(publicDir, file), omitBackground: !fill });
    await page.close();
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
