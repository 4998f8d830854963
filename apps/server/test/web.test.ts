import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeWebDist, type TTestApp } from './app.ts';

let app: TTestApp;
let dist: string;

beforeAll(async () => {
  dist = await makeWebDist();
  app = await buildTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await app.cleanup();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves the prerendered landing page, never cached stale', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('landing');
  });

  it('serves a prerendered public page with or without the trailing slash', async () => {
    for (const url of ['/tutorials', '/tutorials/']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('tutorials');
    }
  });

  it('falls back to the SPA shell for client routes', async () => {
    // /admin/billing: opened directly or reloaded, not only through the dashboard's link.
    for (const url of ['/blogpage/some-post', '/admin/billing']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it("serves a lesson with the lesson page's own shell (its chunks preloaded), any theme", async () => {
    for (const cookie of ['', 'theme=dark']) {
      const res = await app.inject({
        url: '/coursepage/web/portfolio?section=build&lesson=1',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<!-- lesson shell -->');
    }
    // Not the other pages rendered in the browser.
    expect((await app.inject('/home')).body).not.toContain('lesson shell');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed file to a browser that accepts brotli', async () => {
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
  });

  it('answers an unknown path with the 404 view and a 404 status', async () => {
    const res = await app.inject('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('404 Not Found');
  });

  it('does not serve files outside the build', async () => {
    const res = await app.inject('/../package.json');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('@thinkbuild');
  });

  it('keeps unknown /api paths as JSON even with a web build', async () => {
    const res = await app.inject('/api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
