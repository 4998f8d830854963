// Lighthouse (the npm package, mobile preset: 4× CPU slowdown, slow 4G, 412 px) with
// Debian's Chromium on /, /pricing, /blogs, a blog post and the sign-in screens (/login, /signup,
// /forgotpassword, /reset-password with a link's token). Targets: performance ≥ 98,
// accessibility 100. The public course pages (docs/decisions/023: performance ≥ 95, SEO 100):
// PAGES=/courses,COURSE (COURSE is the first course's page). Run against a running server:
//
//   node bench/lighthouse.mjs http://localhost:3000 [runs per page, default 3] [other-base-url]
//
// With another server's address (another build of the tree, e.g. the one before a change) each
// round measures every page on both, alternating, and the table has a row per page and build.
// Rounds alternate between the pages (a burst of load from elsewhere on the machine then hits
// every page alike). Prints the median of each score and of LCP / CLS / TBT per page, and the
// load average before and after the run. LH_JSON=<folder> also writes every run's full report
// (lhr JSON) there, to read the audits.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = process.argv[2] ?? 'http://localhost:3000';
const RUNS = Number(process.argv[3] ?? 3);
const other = process.argv[4];
const bases = other ? [base, other] : [base];

const posts = await (await fetch(`${base}/api/blogs?category=web`)).json();
const courses = await (await fetch(`${base}/api/course-pages`)).json();
const first = courses.courses?.[0];
const DEFAULT_PAGES =
  '/,/pricing,/blogs,POST,/login,/signup,/forgotpassword,/reset-password?token=x';
const pages = (process.env.PAGES ?? DEFAULT_PAGES).split(',').map((p) => {
  if (p === 'POST') return `/blogpage/${posts.blogs[0]?.slug}`;
  return p === 'COURSE' ? `/courses/${first?.category}/${first?.slug}` : p;
});

const median = (xs) => {
  const known = xs.filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : Number.NaN;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${RUNS} runs per page (median); ${new Date().toISOString()}, load ${load()}`,
  );
  console.log(
    '| page | build | performance | accessibility | SEO | LCP ms | CLS | TBT ms | a11y/SEO failures |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const key = (b, p) => `${b} ${p}`;
  const runs = new Map(bases.flatMap((b) => pages.map((p) => [key(b, p), []])));
  if (process.env.LH_JSON) mkdirSync(process.env.LH_JSON, { recursive: true });
  for (let i = 0; i < RUNS; i++) {
    for (const path of pages) {
      // Alternate which build goes first in each round.
      for (const b of i % 2 ? [...bases].reverse() : bases) {
        const { lhr } = await lighthouse(`${b}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance', 'accessibility', 'seo'],
          logLevel: 'error',
        });
        if (process.env.LH_JSON) {
          const name = `${new URL(b).port}${path.replaceAll(/[/?=]/g, '_') || '_'}-${i + 1}.json`;
          writeFileSync(join(process.env.LH_JSON, name), JSON.stringify(lhr));
        }
        const { accessibility, seo } = lhr.categories;
        const failed = Object.values(lhr.audits)
          .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
          .filter((a) => [accessibility, seo].some((c) => c.auditRefs.some((r) => r.id === a.id)))
          .map((a) => a.id);
        // A run Lighthouse itself could not record (NO_NAVSTART, a trace lost under load) counts
        // in no median; it shows as "err" in the runs.
        if (lhr.runtimeError) {
          runs.get(key(b, path)).push({ perf: 'err', failed: [] });
          continue;
        }
        runs.get(key(b, path)).push({
          perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
          a11y: Math.round((accessibility.score ?? 0) * 100),
          seo: Math.round((seo.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue,
          tbt: lhr.audits['total-blocking-time']?.numericValue,
          failed,
        });
      }
    }
  }
  for (const path of pages) {
    for (const b of bases) {
      const list = runs.get(key(b, path));
      const m = (k) => median(list.map((r) => r[k]));
      const failures = [...new Set(list.flatMap((r) => r.failed))].join(', ') || '—';
      console.log(
        `| ${path} | ${b} | ${m('perf')} (${list.map((r) => r.perf).join(', ')}) | ${m('a11y')} | ${m('seo')} | ${Math.round(m('lcp'))} | ${m('cls').toFixed(3)} | ${Math.round(m('tbt'))} | ${failures} |`,
      );
    }
  }
  console.log(`load at the end: ${load()}; ${new Date().toISOString()}`);
} finally {
  chrome.kill();
}
