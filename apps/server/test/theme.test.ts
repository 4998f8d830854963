import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './app.ts';
import { ORIGIN } from './auth-helpers.ts';
import { makeWebBuildWithSsr } from './ssr-build.ts';

// The theme cookie becomes <html data-theme> on every HTML answer (docs/decisions/012).
let app: TTestApp;
let root: string;

/**
 * The SSR entry of the fake web build, so the server-rendered blog pages answer too; a long page,
 * so it is big enough to be compressed.
 */
const SSR_ENTRY = `const parts = (text) => ({ html: text + ' ' + 'x'.repeat(2000), meta: undefined, sources: [] });
export const renderBlogs = async () => parts('All the blogs');
export const renderBlogPost = async (post) => parts(post.title);
export const assemblePage = (template, _manifest, p) =>
  template.replace('<div id="root"></div>', '<div id="root">' + p.html + '</div>');
`;

beforeAll(async () => {
  root = await makeWebBuildWithSsr('theme', SSR_ENTRY);
  app = await buildTestApp({
    webDistDir: join(root, 'dist'),
    // Caching on, as in production: one theme's page must never answer for another.
    // The static pages' theming: no founding places, so / and /pricing are the built pages.
    env: { PUBLIC_CACHE_TTL_SECONDS: '600', LIFETIME_ACCESS_USERS: '0' },
  });
});
afterAll(async () => {
  await app.cleanup();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...(cookie && { cookie }), ...headers } });

const varies = (headers: Record<string, unknown>) =>
  String(headers.vary)
    .split(',')
    .map((v) => v.trim().toLowerCase());

describe('HTML with the theme cookie', () => {
  it('puts data-theme on <html> of a prerendered page, and leaves it out without the cookie', async () => {
    const dark = await get('/', 'session=abc; theme=dark');
    expect(dark.statusCode).toBe(200);
    expect(dark.body).toContain('<html data-theme="dark">');
    expect(dark.body).toContain('landing');
    expect(dark.headers['cache-control']).toBe('no-cache');
    expect(varies(dark.headers)).toContain('cookie');

    const light = await get('/tutorials/', 'theme=light');
    expect(light.body).toContain('<html data-theme="light">');

    const system = await get('/');
    expect(system.body).not.toContain('data-theme');
    expect(varies(system.headers)).toContain('cookie');
  });

  it('ignores a cookie value that is not light or dark', async () => {
    for (const cookie of ['theme=blue', 'theme=', 'theme=dark%22%3E', 'xtheme=dark']) {
      const res = await get('/', cookie);
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).not.toContain('data-theme');
    }
  });

  it('gives each theme its own ETag, so a revalidation never returns another theme', async () => {
    const plain = await get('/');
    const dark = await get('/', 'theme=dark');
    const light = await get('/', 'theme=light');
    const tags = [plain, dark, light].map((r) => String(r.headers.etag));
    expect(new Set(tags).size).toBe(3);

    expect((await get('/', 'theme=dark', { 'if-none-match': tags[1] as string })).statusCode).toBe(
      304,
    );
    // The system page's tag does not validate the dark page: the dark body comes back.
    const stale = await get('/', 'theme=dark', { 'if-none-match': tags[0] as string });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('data-theme="dark"');
  });

  it('compresses the themed page for a browser that accepts brotli', async () => {
    const res = await get('/blogs', 'theme=dark', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('data-theme="dark"');
    expect(varies(res.headers)).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));
  });

  it('themes the SPA shell of client routes and the 404 view', async () => {
    const shell = await get('/home', 'theme=dark');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<html data-theme="dark"><body><div id="root"></div>');

    const missing = await get('/no/such/page', 'theme=dark');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('data-theme="dark"');
    expect(missing.body).toContain('404 Not Found');
    expect(varies(missing.headers)).toContain('cookie');
  });

  it('themes the server-rendered blog, one cache entry per theme', async () => {
    const dark = await get('/blogs', 'theme=dark');
    expect(dark.body).toContain('data-theme="dark"');
    expect(dark.body).toContain('All the blogs');
    const plain = await get('/blogs?category=web');
    expect(plain.body).toContain('All the blogs');
    expect(plain.body).not.toContain('data-theme');
    expect((await get('/blogs', 'theme=light')).body).toContain('data-theme="light"');
    expect(varies(plain.headers)).toContain('cookie');

    // An unknown post: the shell with the theme and a 404.
    const missing = await get('/blogpage/no-such-post', 'theme=light');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('data-theme="light"');
  });

  it('leaves JSON answers alone', async () => {
    const res = await get('/api/health', 'theme=dark');
    expect(String(res.headers.vary ?? '')).not.toMatch(/cookie/i);
  });
});

describe('POST /theme (the header menu without JavaScript)', () => {
  const post = (payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/theme',
      payload,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        // A form on our own page, under Referrer-Policy: no-referrer.
        origin: 'null',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
    });

  it('stores the choice for a year and goes back to the page', async () => {
    const res = await post('theme=dark&back=%2Fpricing');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/pricing');
    expect(res.headers['set-cookie']).toBe('theme=dark; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('forgets the choice for System', async () => {
    const res = await post('theme=system&back=%2Fblogs%3Fcategory%3Dgame');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/blogs?category=game');
    expect(res.headers['set-cookie']).toBe('theme=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('also takes the request from the app itself (JSON, our origin)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/theme',
      payload: { theme: 'light' },
      headers: { origin: ORIGIN },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
  });

  it('never sends the browser to another site', async () => {
    for (const back of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'x']) {
      const res = await post(`theme=light&back=${encodeURIComponent(back)}`);
      expect(res.headers.location, back).toBe('/');
    }
  });

  it('refuses an unknown theme with a field message', async () => {
    for (const payload of ['theme=blue', 'back=%2F', '']) {
      const res = await post(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().fields).toHaveProperty('theme');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a form posted from another site', async () => {
    for (const headers of [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'same-site' },
    ]) {
      const res = await post('theme=dark&back=%2F', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });
});
