import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signMediaUrl } from '../src/media/signed-url.ts';
import { type TTestApp, withTestApp } from './app.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const KEY = 'videos/web/portfolio/build/1';
let app: TTestApp;
let clip: Buffer;

withTestApp({}, async (built) => {
  app = built;
  clip = await readFile(join(import.meta.dirname, 'media', 'build.mp4'));
  await app.storage.put(KEY, clip, 'video/mp4');
});

const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

describe('signed video URLs', () => {
  it('serve the whole file with its type and Accept-Ranges', async () => {
    const { url } = app.signMediaUrl(KEY);
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(clip.length);
    expect(sha(res.rawPayload)).toBe(sha(clip));
  });

  it('answer a single range with 206 and exactly those bytes', async () => {
    const { url } = app.signMediaUrl(KEY);
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-', 1000, clip.length - 1],
      ['bytes=-500', clip.length - 500, clip.length - 1],
    ] as const) {
      const res = await app.inject({ url, headers: { range } });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${clip.length}`);
      expect(sha(res.rawPayload)).toBe(sha(clip.subarray(start, end + 1)));
    }
  });

  it('answer an unsatisfiable range with 416, not dressed as a video', async () => {
    const { url } = app.signMediaUrl(KEY);
    const res = await app.inject({ url, headers: { range: `bytes=${clip.length + 10}-` } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${clip.length}`);
    expect(String(res.headers['content-type'] ?? '')).not.toContain('video/');
  });

  it('answer a suffix range longer than the file with the whole file (RFC 9110 14.1.1)', async () => {
    const { url } = app.signMediaUrl(KEY);
    for (const range of [`bytes=-${clip.length + 20_000}`, `bytes=-${clip.length}`]) {
      const res = await app.inject({ url, headers: { range } });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 0-${clip.length - 1}/${clip.length}`);
      expect(sha(res.rawPayload)).toBe(sha(clip));
    }
    const empty = await app.inject({ url, headers: { range: 'bytes=-0' } });
    expect(empty.statusCode).toBe(416);
  });

  it('refuse an expired link', async () => {
    const { url } = signMediaUrl(SECRET, KEY, 600, Date.now() - 3_600_000);
    const res = await app.inject(url);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/expired/);
  });

  it('refuse a tampered key, expiry or signature', async () => {
    const { url } = app.signMediaUrl(KEY);
    const u = new URL(url, 'http://x');
    const tampered = [
      url.replace('/build/1', '/planning/1'),
      url.replace(/exp=\d+/, `exp=${Number(u.searchParams.get('exp')) + 3600}`),
      url.replace(/sig=[^&]+/, 'sig=AAAA'),
      url.split('?')[0] ?? '',
    ];
    for (const bad of tampered) {
      const res = await app.inject(bad);
      expect(res.statusCode, bad).toBe(403);
    }
  });

  it('cannot be used to read outside storage', async () => {
    const { url } = app.signMediaUrl('../../package.json');
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('@thinkbuild');
  });
});
