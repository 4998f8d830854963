import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoRendition } from '../src/db/schema.ts';
import { signHlsPrefix } from '../src/media/hls-url.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { makeCategories, makeProject } from './factories.ts';
import {
  lessonRow,
  lessonWithVideo,
  readyRenditionRow,
  renditionRow,
  testClip,
  videoOf,
} from './renditions-helpers.ts';
import { startTestStore, type TTestStore } from './s3/test-store.ts';

/**
 * HLS on S3 (decisions/011, decisions/020): playlists are served by us behind our signature; a
 * rendition's playlist names its init section and segments by presigned bucket URLs, so the
 * browser fetches them from the bucket with no redirect (which browsers' own HLS players cannot
 * follow across origins); the poster answers a 302 to the bucket, and only for a valid signature.
 */
const SECRET = 'test-secret-test-secret-test-secret-0123';
const SITE = 'http://localhost:5173';
const MASTER = '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-STREAM-INF:BANDWIDTH=200000\n240p/index.m3u8\n';
const MEDIA = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXTINF:4.000000,',
  'seg_000.m4s',
  '#EXTINF:3.500000,',
  'seg_001.m4s',
  '#EXT-X-ENDLIST',
  '',
].join('\n');
const init = randomBytes(700);
const segments = [randomBytes(3000), randomBytes(2000)];
const poster = randomBytes(800);

let s3: TTestStore;
let app: TTestApp;
let learner = '';
let starter = '';
let lessonId = '';
let lockedId = '';
let prefix = '';

/** A finished set, as the transcode job leaves it in the bucket (no ffmpeg needed here). */
async function storeRenditions(id: string) {
  const folder = await readyRenditionRow(app, id, (await lessonRow(app, id))?.videoKey ?? '');
  const objects: [string, Buffer, string][] = [
    ['master.m3u8', Buffer.from(MASTER), 'application/vnd.apple.mpegurl'],
    ['240p/index.m3u8', Buffer.from(MEDIA), 'application/vnd.apple.mpegurl'],
    ['240p/init.mp4', init, 'video/mp4'],
    ['240p/seg_000.m4s', segments[0] as Buffer, 'video/iso.segment'],
    ['240p/seg_001.m4s', segments[1] as Buffer, 'video/iso.segment'],
    ['poster.jpg', poster, 'image/jpeg'],
  ];
  for (const [file, body, type] of objects) await app.storage.put(`${folder}${file}`, body, type);
  await app.db
    .update(videoRendition)
    .set({ renditions: [{ name: '240p', height: 240, bytes: 5700 }], hasPoster: true })
    .where(eq(videoRendition.lessonId, id));
  return folder;
}

beforeAll(async () => {
  s3 = await startTestStore({ corsOrigins: [SITE] });
  const off = { FFPROBE_PATH: '/nonexistent/ffprobe', FFMPEG_PATH: '/nonexistent/ffmpeg' };
  app = await buildTestApp({ env: { ...s3.env, ...off } });
  const admin = (await signInAs(app, 'admin')).cookie;
  learner = (await signInAs(app, 'creator')).cookie;
  starter = (await signInAs(app, 'starter')).cookie;
  await makeCategories(app.db);
  const slug = (await makeProject(app.db, { title: 'Bucket HLS' })).slug;
  const clip = await testClip('deploy');
  lessonId = await lessonWithVideo(app, admin, slug, clip);
  lockedId = await lessonWithVideo(app, admin, slug, clip, { section: 'planning' });
  prefix = await storeRenditions(lessonId);
  await storeRenditions(lockedId);
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
  it('serves the master playlist as stored, from us', async () => {
    const { master } = await hlsOf();
    const res = await app.inject(master);
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.body).toBe(MASTER);
  });

  it('lists presigned bucket URLs in a rendition playlist, which fetch the bytes with CORS', async () => {
    const { master } = await hlsOf();
    const res = await app.inject(master.replace('master.m3u8', '240p/index.m3u8'));
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    // Minted for this request: a kept copy could outlive its URLs.
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.body.split('\n');
    // Every tag is kept; only the file references changed.
    expect(lines.filter((l) => l.startsWith('#') && !l.startsWith('#EXT-X-MAP'))).toEqual(
      MEDIA.split('\n').filter((l) => l.startsWith('#') && !l.startsWith('#EXT-X-MAP')),
    );
    const mapUri = /^#EXT-X-MAP:URI="([^"]+)"$/m.exec(res.body)?.[1] ?? '';
    const urls = [mapUri, ...lines.filter((l) => l && !l.startsWith('#'))];
    const files = [init, ...segments];
    expect(urls).toHaveLength(files.length);
    for (const [i, url] of urls.entries()) {
      expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/${prefix}240p/`), url).toBe(true);
      // Our link's 10 minutes plus twice the playlist's 7.5 s (media/hls-playlist.ts).
      expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe(
        String(app.config.videoUrlTtlSeconds + 15),
      );
      const fetched = await fetch(url, { headers: { origin: SITE } });
      expect(fetched.status, url).toBe(200);
      expect(fetched.headers.get('access-control-allow-origin')).toMatch(
        /^(\*|http:\/\/localhost:5173)$/,
      );
      expect(Buffer.from(await fetched.arrayBuffer()).equals(files[i] as Buffer), url).toBe(true);
    }
  });

  it('sends a rewritten playlist compressed to a browser that takes it', async () => {
    const { master } = await hlsOf();
    const url = master.replace('master.m3u8', '240p/index.m3u8');
    for (const [accept, unpack] of [
      ['gzip, deflate', gunzipSync],
      ['gzip, deflate, br', brotliDecompressSync],
    ] as const) {
      const res = await app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(accept.includes('br') ? 'br' : 'gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const text = unpack(res.rawPayload).toString();
      expect(text.startsWith('#EXTM3U\n')).toBe(true);
      expect(text).toContain(`${s3.endpoint}/${s3.bucket}/${prefix}240p/seg_001.m4s?`);
      expect(res.rawPayload.length).toBeLessThan(text.length);
    }
  });

  it('refuses a learner without access to the section its playlists', async () => {
    expect((await videoOf(app, starter, lockedId)).statusCode).toBe(403);
    const folder = (await renditionRow(app, lockedId))?.prefix ?? '';
    const guessed = await app.inject(`/hls/9999999999/not-a-signature/${folder}240p/index.m3u8`);
    expect(guessed.statusCode).toBe(403);
    expect(guessed.body).not.toContain('X-Amz');
  });

  it('sends the poster (and a segment asked of us) to a presigned bucket URL with their bytes', async () => {
    const { master, poster: posterUrl } = await hlsOf();
    const cases = [
      [
        master.replace('master.m3u8', '240p/seg_000.m4s'),
        segments[0] as Buffer,
        'video/iso.segment',
      ],
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
    for (const file of ['240p/seg_000.m4s', 'poster.jpg', 'master.m3u8', '240p/index.m3u8']) {
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
    // Signed out, a lesson other than the project's free preview (its first Build lesson, the
    // one above: decisions/023) hands out no URLs at all.
    expect((await app.inject(`/api/lessons/${lockedId}/video`)).statusCode).toBe(401);
  });
});
