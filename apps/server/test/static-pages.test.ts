import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './app.ts';
import { cookieOf, signUp, uniqueEmail } from './auth-helpers.ts';

/*
 * The static pages are prerendered with the default offer (R2 000); a server whose OFFER_AMOUNT and
 * OFFER_CURRENCY say otherwise serves them rendered again with its own price (the real
 * rendering is covered in apps/web/src/prerender/offer-price.test.tsx; here a stand-in SSR
 * entry shows what the server asks it for).
 */
let root: string;
let dist: string;

const page = (text: string) =>
  `<!doctype html><html><head><title>x</title></head><body><div id="root">${text}</div></body></html>`;

// The stand-in for apps/web/dist-ssr/entry-server.js: prints the price it is given.
const SSR_ENTRY = `
export const PAGE_SOURCES = { '/pricing': 'src/features/landing/routes/pricing.tsx' };
export async function render(path, offer, pricing) {
  const story = pricing ? ' story:' + pricing.story + ' left:' + (pricing.places && pricing.places.left) : '';
  return { html: '<h1>' + path + ': ' + offer.amount + ' ' + offer.currency + story + '</h1>', meta: undefined };
}
export function assemblePage(template, manifest, parts) {
  return template.replace('<!--app-->', parts.html) + '<!-- script:' + parts.script + ' sources:' + parts.sources.join(',') + ' -->';
}
`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'thinkbuild-static-pages-'));
  dist = join(root, 'dist');
  await mkdir(join(dist, 'pricing'), { recursive: true });
  await mkdir(join(dist, 'error'), { recursive: true });
  await mkdir(join(dist, '.vite'), { recursive: true });
  await mkdir(join(root, 'dist-ssr'), { recursive: true });
  await writeFile(join(dist, 'spa.html'), page('<!--app-->'));
  await writeFile(join(dist, 'index.html'), page('landing at R2 000'));
  await writeFile(join(dist, 'pricing', 'index.html'), page('Once Off - R2 000 Payment'));
  await writeFile(join(dist, 'error', 'index.html'), page('404 Not Found'));
  await writeFile(join(dist, '.vite', 'manifest.json'), '{}');
  await writeFile(join(root, 'dist-ssr', 'entry-server.js'), SSR_ENTRY);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function withApp(env: Record<string, string>, run: (app: TTestApp) => Promise<void>) {
  // No founding places: these pages tell the plans' story (decisions/032 has its own tests).
  const app = await buildTestApp({ webDistDir: dist, env: { LIFETIME_ACCESS_USERS: '0', ...env } });
  try {
    await run(app);
  } finally {
    await app.cleanup();
  }
}

describe('the offer price on the static pages', () => {
  it('at the default price, the built files are served as they are', async () => {
    await withApp({}, async (app) => {
      const res = await app.inject('/pricing');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Once Off - R2 000 Payment');
    });
  });

  it('with OFFER_AMOUNT and OFFER_CURRENCY set, every static page is rendered with that price', async () => {
    await withApp({ OFFER_AMOUNT: '35000', OFFER_CURRENCY: 'ZAR' }, async (app) => {
      const pricing = await app.inject('/pricing');
      expect(pricing.statusCode).toBe(200);
      expect(pricing.headers['content-type']).toMatch(/text\/html/);
      expect(pricing.headers['cache-control']).toBe('no-cache');
      expect(pricing.body).toContain('<h1>/pricing: 35000 ZAR</h1>');
      expect(pricing.body).not.toContain('R2 000');
      // Still a static page: no script, its own stylesheet.
      expect(pricing.body).toContain(
        'script:false sources:src/features/landing/routes/pricing.tsx',
      );

      // Rendered once, then answered from memory with an ETag.
      const again = await app.inject({
        url: '/pricing/',
        headers: { 'if-none-match': String(pricing.headers.etag) },
      });
      expect(again.statusCode).toBe(304);

      const landing = await app.inject('/');
      expect(landing.body).toContain('<h1>/: 35000 ZAR</h1>');

      // The 404 view keeps its status.
      const missing = await app.inject('/no-such-page');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<h1>/error: 35000 ZAR</h1>');

      // Client routes still get the SPA shell.
      const account = await app.inject('/account');
      expect(account.statusCode).toBe(200);
      expect(account.body).toContain('<div id="root"><!--app--></div>');
    });
  });
});

describe('the pricing story of / and /pricing (decisions/032)', () => {
  it('renders the founding story for a visitor while places remain, the member story for a founding member, the built page once places are gone', async () => {
    await withApp(
      { LIFETIME_ACCESS_USERS: '1', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
      async (app) => {
        for (const url of ['/pricing', '/pricing/', '/']) {
          const res = await app.inject(url);
          expect(res.statusCode).toBe(200);
          expect(res.body).toContain('story:founding left:1');
          expect(res.headers['cache-control']).toBe('private, no-cache');
        }
        const member = cookieOf(await signUp(app, uniqueEmail('founding')));
        const seen = await app.inject({ url: '/pricing', headers: { cookie: member } });
        expect(seen.body).toContain('story:member');
        // The one place is taken: a visitor is sold the plans again, from the built file.
        const visitor = await app.inject('/pricing');
        expect(visitor.body).toContain('Once Off - R2 000 Payment');
        expect(visitor.body).not.toContain('story:');
      },
    );
    // Its own app (every migration on a fresh PGlite) and a sign-up's password hash: 10 s alone,
    // past the default 30 s while the e2e suite shares the two cores.
  }, 60_000);
});
