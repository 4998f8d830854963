import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signMediaUrl } from '../src/media/signed-url.ts';
import { buildTestApp, type TTestApp, withTestApp } from './app.ts';

// MEDIA_ACCEL_REDIRECT: the local driver checks the signature and hands the bytes to nginx
// (X-Accel-Redirect to an internal location aliased to the storage folder).
const SECRET = 'test-secret-test-secret-test-secret-0123';
const KEY = 'videos/web/portfolio/build/1';
let app: TTestApp;

withTestApp({ env: { MEDIA_ACCEL_REDIRECT: '/_stored/' } }, async (built) => {
  app = built;
  const clip = await readFile(join(import.meta.dirname, 'media', 'build.mp4'));
  await app.storage.put(KEY, clip, 'video/mp4');
});

describe('signed video URLs with MEDIA_ACCEL_REDIRECT', () => {
  it('answer a valid link with only the internal redirect: nginx sends the bytes and ranges', async () => {
    const { url } = app.signMediaUrl(KEY);
    for (const headers of [{}, { range: 'bytes=0-99' }]) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-accel-redirect']).toBe(`/_stored/${KEY}`);
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['cache-control']).toBe('private, max-age=600');
      expect(res.rawPayload.length).toBe(0);
    }
  });

  it('still refuse expired, tampered and unsigned links, with no redirect', async () => {
    const { url } = app.signMediaUrl(KEY);
    const bad = [
      signMediaUrl(SECRET, KEY, 600, Date.now() - 3_600_000).url,
      url.replace('/build/1', '/planning/1'),
      url.replace(/sig=[^&]+/, 'sig=AAAA'),
      url.split('?')[0] ?? '',
    ];
    for (const link of bad) {
      const res = await app.inject(link);
      expect(res.statusCode, link).toBe(403);
      expect(res.headers['x-accel-redirect']).toBeUndefined();
    }
  });

  it('answer a missing video or a key outside storage with 404, not a redirect', async () => {
    for (const key of ['videos/web/portfolio/build/99', '../../package.json']) {
      const res = await app.inject(app.signMediaUrl(key).url);
      expect(res.statusCode, key).toBe(404);
      expect(res.headers['x-accel-redirect']).toBeUndefined();
    }
  });

  it('refuses a value that is not an nginx location', async () => {
    await expect(buildTestApp({ env: { MEDIA_ACCEL_REDIRECT: 'http://x/' } })).rejects.toThrow(
      /MEDIA_ACCEL_REDIRECT/,
    );
  });
});
