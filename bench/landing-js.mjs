// Budget (decisions/002): the landing page loads at most 80 KB of gzipped JavaScript.
// Loads / in Chromium against a running server and gzips every script it fetched.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export async function measureLandingJs(baseUrl, path = '/') {
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
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body();
    scripts.push({
      url: new URL(res.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  // First contentful paint, for the record.
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(baseUrl + path);
  const main = plain.locator('main');
  const textWithoutJs = (await main.count()) ? (await main.innerText()).length : 0;
  await browser.close();
  const total = scripts.reduce((s, x) => s + x.gzip, 0);
  return { scripts, totalGzip: total, fcpMs: fcp, textWithoutJs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://localhost:3000';
  const r = await measureLandingJs(base);
  for (const s of r.scripts)
    console.log(
      `${s.url}\t${(s.raw / 1024).toFixed(1)} KB raw\t${(s.gzip / 1024).toFixed(1)} KB gzip`,
    );
  console.log(`total gzipped JS: ${(r.totalGzip / 1024).toFixed(1)} KB (budget 80 KB)`);
  console.log(
    `first contentful paint: ${r.fcpMs?.toFixed(0)} ms; main text without JS: ${r.textWithoutJs} chars`,
  );
}
