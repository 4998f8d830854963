// Issue 12: Lighthouse (the npm package, mobile preset: 4× CPU slowdown, slow 4G, 412 px) with
// Debian's Chromium on /, /pricing, /blogs and a blog post. Targets: performance ≥ 98,
// accessibility 100. Run against a running server:
//
//   node bench/lighthouse.mjs http://localhost:3000 [runs per page, default 3]
//
// Prints the median of each score and of LCP / CLS / TBT per page.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = process.argv[2] ?? 'http://localhost:3000';
const RUNS = Number(process.argv[3] ?? 3);

const posts = await (await fetch(`${base}/api/blogs?category=web`)).json();
const pages = (process.env.PAGES ?? '/,/pricing,/blogs,POST')
  .split(',')
  .map((p) => (p === 'POST' ? `/blogpage/${posts.blogs[0]?.slug}` : p));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${RUNS} runs per page (median)`,
  );
  console.log('| page | performance | accessibility | LCP ms | CLS | TBT ms | a11y failures |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const path of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error',
      });
      const failed = Object.values(lhr.audits)
        .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
        .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id);
      runs.push({
        perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
        a11y: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        failed,
      });
    }
    const m = (k) => median(runs.map((r) => r[k]));
    const failures = [...new Set(runs.flatMap((r) => r.failed))].join(', ') || '—';
    console.log(
      `| ${path} | ${m('perf')} (${runs.map((r) => r.perf).join(', ')}) | ${m('a11y')} | ${Math.round(m('lcp'))} | ${m('cls').toFixed(3)} | ${Math.round(m('tbt'))} | ${failures} |`,
    );
  }
} finally {
  chrome.kill();
}
