import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHlsPrefix } from '../src/media/hls-url.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { makeCategories, makeProject } from './factories.ts';
import {
  adminLesson,
  lessonWithVideo,
  renditionRow,
  testClip,
  uploadVideo,
  videoOf,
} from './renditions-helpers.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123';
let app: TTestApp;
let admin = '';
let starter = '';
let slug = '';
let clip: Buffer;
let lessonA = '';
let lessonB = '';
let locked = '';

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await signInAs(app, 'admin')).cookie;
  starter = (await signInAs(app, 'starter')).cookie;
  await makeCategories(app.db);
  slug = (await makeProject(app.db, { title: 'Portfolio' })).slug;
  clip = await testClip('build');
  lessonA = await lessonWithVideo(app, admin, slug, clip);
  lessonB = await lessonWithVideo(app, admin, slug, await testClip('intro'));
  locked = await lessonWithVideo(app, admin, slug, clip, { section: 'planning' });
}, 60_000);
afterAll(() => app.cleanup());

type THls = {
  master: string;
  poster: string;
  renditions: { name: string; height: number | null; bytes: number; playlist: string }[];
};
const hlsOf = async (cookie: string, id: string) =>
  (await videoOf(app, cookie, id)).json().hls as THls;

describe('low-data versions (transcode job)', () => {
  it('plays the MP4 while the job waits, and shows the admin it is on its way', async () => {
    const res = await videoOf(app, admin, lessonA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ url: expect.stringMatching(/^\/media\//), hls: null });
    expect((await adminLesson(app, admin, lessonA)).lowData).toMatchObject({ status: 'pending' });
  });

  it('makes 240p, 360p (never above the 360p source) and audio, with sizes and a poster', async () => {
    expect(await app.renditions.queue.runDue()).toBe(3);
    expect((await adminLesson(app, admin, lessonA)).lowData).toEqual({
      status: 'ready',
      progress: 100,
      error: null,
    });
    const hls = await hlsOf(admin, lessonA);
    expect(hls.renditions.map((r) => [r.name, r.height])).toEqual([
      ['240p', 240],
      ['360p', 360],
      ['audio', null],
    ]);
    for (const r of hls.renditions) expect(r.bytes).toBeGreaterThan(1000);
    const master = await app.inject(hls.master);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toContain('240p/index.m3u8');
    expect(master.body).not.toContain('720p');
    const playlist = await app.inject(hls.renditions[0]?.playlist ?? '');
    expect(playlist.body).toMatch(/#EXT-X-MAP:URI="init_\d\.mp4"/);
    expect(playlist.body).toMatch(/#EXTINF:4\.0/);
    const base = hls.master.replace('master.m3u8', '');
    const segment = await app.inject(`${base}240p/seg_000.m4s`);
    expect(segment.statusCode).toBe(200);
    const poster = await app.inject(hls.poster);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    // The same clip on the locked lesson was copied, not transcoded again.
    expect((await renditionRow(app, locked))?.sourceSha256).toBe(
      (await renditionRow(app, lessonA))?.sourceSha256,
    );
  }, 60_000);
  it("takes the course pages' cover frame in WebP at each width (docs/decisions/023)", async () => {
    expect((await renditionRow(app, lessonA))?.hasCover).toBe(true);
    // The project's first lesson (section order) is the Planning one, a copy of the same clip:
    // its frame, copied with the rest, is the course's public picture.
    expect((await renditionRow(app, locked))?.hasCover).toBe(true);
    for (const width of [320, 640, 960]) {
      const res = await app.inject(`/course-covers/web/${slug}/${width}.webp`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    expect((await app.inject(`/course-covers/web/${slug}/500.webp`)).statusCode).toBe(404);
    expect((await app.inject(`/course-covers/web/no-such/640.webp`)).statusCode).toBe(404);
    const list = await app.inject('/api/course-pages');
    const card = list.json().courses.find((c: { slug: string }) => c.slug === slug);
    expect(card).toMatchObject({ hasCover: true });
  });
});

describe('access on every byte', () => {
  const files = ['master.m3u8', '240p/index.m3u8', '240p/seg_000.m4s', 'poster.jpg'];
  const prefixOf = async (id: string) => (await renditionRow(app, id))?.prefix ?? '';

  it('refuses a locked section its signed URLs, and every file without a signature', async () => {
    const res = await videoOf(app, starter, locked);
    expect(res.statusCode).toBe(403);
    const prefix = await prefixOf(locked);
    for (const file of files) {
      const guessed = await app.inject(`/hls/9999999999/not-a-signature/${prefix}${file}`);
      expect(guessed.statusCode, file).toBe(403);
    }
  });

  it('refuses an expired signature for playlist, segment and poster', async () => {
    const prefix = await prefixOf(lessonA);
    const { base } = signHlsPrefix(SECRET, prefix, 600, Date.now() - 3_600_000);
    for (const file of files) {
      const res = await app.inject(`${base}${file}`);
      expect(res.statusCode, file).toBe(403);
      expect(res.json().message).toMatch(/expired/);
    }
  });

  it('refuses one lesson’s signature for another lesson’s files', async () => {
    const { master } = await hlsOf(admin, lessonA);
    const signedA = master.replace(/renditions\/.*$/, '');
    const prefixB = await prefixOf(lessonB);
    const prefixLocked = await prefixOf(locked);
    for (const file of files) {
      for (const prefix of [prefixB, prefixLocked]) {
        const res = await app.inject(`${signedA}${prefix}${file}`);
        expect(res.statusCode, `${prefix}${file}`).toBe(403);
      }
    }
    // Nor does it climb out of its folder.
    const prefixA = await prefixOf(lessonA);
    const climbed = await app.inject(
      `${signedA}${prefixA}..%2F..%2F${prefixB.split('/').slice(1).join('%2F')}master.m3u8`,
    );
    expect(climbed.statusCode).not.toBe(200);
  });

  it('does not take a /media signature for an HLS file', async () => {
    const prefix = await prefixOf(lessonA);
    const { url } = app.signMediaUrl(`${prefix}master.m3u8`);
    const u = new URL(url, 'http://x');
    const res = await app.inject(
      `/hls/${u.searchParams.get('exp')}/${u.searchParams.get('sig')}/${prefix}master.m3u8`,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('a new video, a crash', () => {
  it('replacing the video drops the old versions and queues new ones', async () => {
    const before = await renditionRow(app, lessonB);
    await uploadVideo(app, admin, lessonB, clip);
    expect(await app.storage.list(before?.prefix ?? 'x')).toEqual([]);
    const after = await renditionRow(app, lessonB);
    expect(after).toMatchObject({ status: 'pending' });
    expect(after?.id).not.toBe(before?.id);
    expect((await videoOf(app, admin, lessonB)).json().hls).toBeNull();
    await app.renditions.queue.runDue();
    expect((await hlsOf(admin, lessonB)).master).toContain(after?.prefix);
  }, 60_000);

  it('a transcode whose server died mid-job is picked up again once its lease runs out', async () => {
    const id = await lessonWithVideo(app, admin, slug, await testClip('deploy'));
    const row = await renditionRow(app, id);
    const payload = JSON.stringify({ renditionId: row?.id });
    // Another server claimed it and is still alive: not ours to take.
    await app.db.execute(sql`update job set status = 'running', attempts = 1,
      locked_until = now() + interval '1 minute' where payload = ${payload}::jsonb`);
    await app.db.execute(
      sql`update video_rendition set status = 'running', progress = 40 where id = ${row?.id}`,
    );
    expect(await app.renditions.queue.runDue()).toBe(0);
    expect((await adminLesson(app, admin, id)).lowData).toMatchObject({ progress: 40 });
    // …then it died: the lease runs out and this server redoes the job.
    await app.db.execute(sql`update job set locked_until = now() - interval '1 second'
      where payload = ${payload}::jsonb`);
    expect(await app.renditions.queue.runDue()).toBe(1);
    expect((await adminLesson(app, admin, id)).lowData).toMatchObject({ status: 'ready' });
    expect((await hlsOf(admin, id)).renditions.length).toBe(3);
  }, 60_000);
});
