import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoRendition } from '../src/db/schema.ts';
import { signHlsPrefix } from '../src/media/hls-url.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { makeCategories, makeProject } from './factories.ts';
import {
  demoClip,
  lessonRow,
  lessonWithVideo,
  readyRenditionRow,
  videoOf,
} from './renditions-helpers.ts';
import { startTestStore, type TTestStore } from './s3/test-store.ts';

/**
 * HLS on S3 (decisions/011): playlists are served by us (their relative URIs keep our signature);
 * segments and the poster answer a 302 to a presigned bucket URL, and only for a valid signature.
 */
const SECRET = 'test-secret-test-secret-test-secret-0123';
const PLAYLIST = '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-STREAM-INF:BANDWIDTH=200000\n240p/index.m3u8\n';
const MEDIA = '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nseg_000.m4s\n#EXT-X-ENDLIST\n';
const segment = randomBytes(3000);
const poster = randomBytes(800);

let s3: TTestStore;
let app: TTestApp;
let learner = '';
let lessonId = '';
let prefix = '';

beforeAll(async () => {
  s3 = await startTestStore();
  const off = { FFPROBE_PATH: '/nonexistent/ffprobe', FFMPEG_PATH: '/nonexistent/ffmpeg' };
  app = await buildTestApp({ env: { ...s3.env, ...off } });
  const admin = (await signInAs(app, 'admin')).cookie;
  learner = (await signInAs(app, 'creator')).cookie;
  await makeCategories(app.db);
  const slug = (await makeProject(app.db, { title: 'Bucket HLS' })).slug;
  lessonId = await lessonWithVideo(app, admin, slug, await demoClip('deploy'));
  // A finished set, as the transcode job leaves it in the bucket (no ffmpeg needed here).
  prefix = await readyRenditionRow(app, lessonId, (await lessonRow(app, lessonId))?.videoKey ?? '');
  const objects: [string, Buffer, string][] = [
    ['master.m3u8', Buffer.from(PLAYLIST), 'application/vnd.apple.mpegurl'],
    ['240p/index.m3u8', Buffer.from(MEDIA), 'application/vnd.apple.mpegurl'],
    ['240p/seg_000.m4s', segment, 'video/iso.segment'],
    ['poster.jpg', poster, 'image/jpeg'],
  ];
  for (const [file, body, type] of objects) await app.storage.put(`${prefix}${file}`, body, type);
  await app.db
    .update(videoRendition)
    .set({ renditions: [{ name: '240p', height: 240, bytes: segment.length }], hasPoster: true })
    .where(eq(videoRendition.lessonId, lessonId));
}, 60_000);
afterAll(async () => {
  await app?.cleanup();
  await s3?.close();
});

const hlsOf = async () => {
  const res = await videoOf(app, learner, lessonId);
  expect(res.statusCode).toBe(200);
  return res.json().hls as { master: string; poster: string };
};

describe('HLS files on S3', () => {
  it('serves the playlists itself, with the HLS type', async () => {
    const { master } = await hlsOf();
    for (const [url, body] of [
      [master, PLAYLIST],
      [master.replace('master.m3u8', '240p/index.m3u8'), MEDIA],
    ] as const) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(res.body).toBe(body);
    }
  });

  it('sends a signed segment and the poster to a presigned bucket URL that fetches their bytes', async () => {
    const { master, poster: posterUrl } = await hlsOf();
    const cases = [
      [master.replace('master.m3u8', '240p/seg_000.m4s'), segment, 'video/iso.segment'],
      [posterUrl, poster, 'image/jpeg'],
    ] as const;
    for (const [url, bytes, type] of cases) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const location = String(res.headers.location);
      expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/${prefix}`)).toBe(true);
      // The bucket's link lives no longer than ours (10 minutes here).
      const expires = Number(new URL(location).searchParams.get('X-Amz-Expires'));
      expect(expires).toBeGreaterThanOrEqual(60);
      expect(expires).toBeLessThanOrEqual(app.config.videoUrlTtlSeconds);
      const fetched = await fetch(location);
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('answers an expired or invalid signature 403, with no redirect to the bucket', async () => {
    const { base } = signHlsPrefix(SECRET, prefix, 600, Date.now() - 3_600_000);
    for (const file of ['240p/seg_000.m4s', 'poster.jpg', 'master.m3u8']) {
      const expired = await app.inject(`${base}${file}`);
      expect(expired.statusCode, file).toBe(403);
      expect(expired.headers.location).toBeUndefined();
      expect(expired.json().message).toMatch(/expired/);
      expect(expired.body).not.toContain('X-Amz');

      const forged = await app.inject(`/hls/9999999999/not-a-signature/${prefix}${file}`);
      expect(forged.statusCode, file).toBe(403);
      expect(forged.headers.location).toBeUndefined();
      expect(forged.body).not.toContain('X-Amz');
    }
    // Signed out, the lesson hands out no URLs at all.
    expect((await app.inject(`/api/lessons/${lessonId}/video`)).statusCode).toBe(401);
  });
});
