import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeWebDist, type TTestApp } from './app.ts';

// The installable app's files (docs/decisions/022-offline-pwa.md): the service worker and the
// manifest must be revalidated on every load, or a browser keeps an old worker (and with it an
// old precached shell) for as long as its HTTP cache says.
let app: TTestApp;
let dist: string;

beforeAll(async () => {
  dist = await makeWebDist();
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dist, 'workbox-1a2b3c4d.js'), 'define([], () => {});');
  await writeFile(
    join(dist, 'manifest.webmanifest'),
    JSON.stringify({ name: 'ThinkBuild', start_url: '/home' }),
  );
  await writeFile(join(dist, 'pwa-192x192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  app = await buildTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await app.cleanup();
  await rm(dist, { recursive: true, force: true });
});

describe('the service worker and the manifest', () => {
  it('serves /sw.js as JavaScript, revalidated on every load', async () => {
    const res = await app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('fetch');
  });

  it('serves the Workbox runtime the worker imports, revalidated', async () => {
    const res = await app.inject('/workbox-1a2b3c4d.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest with its media type, revalidated on every load', async () => {
    const res = await app.inject('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'ThinkBuild', start_url: '/home' });
  });

  it('serves the icons', async () => {
    const res = await app.inject('/pwa-192x192.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('lets pages register a worker and read a manifest from this site only', async () => {
    const res = await app.inject('/home');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).not.toMatch(/worker-src[^;]*(\*|https?:|blob:)/);
  });
});
