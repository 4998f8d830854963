import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIDEO_TYPE_MESSAGE } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lesson } from '../src/db/schema.ts';
import { adminCall, createLesson, tusCreate, tusOffset, tusPatch } from './admin-helpers.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { lessonInput, makeCategories, makeProject } from './factories.ts';

let app: TTestApp;
let admin = '';
let learner = '';
let slug = '';
let clip: Buffer;
let bigClip: Buffer;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const rowOf = async (id: string) =>
  (await app.db.select().from(lesson).where(eq(lesson.id, id)))[0];
const stored = (key: string) => readFile(join(app.config.storageDir, key));

beforeAll(async () => {
  // No ffprobe here, whatever the machine has installed: durations are skipped.
  app = await buildTestApp({ env: { MAX_VIDEO_MB: '1', FFPROBE_PATH: '/nonexistent/ffprobe' } });
  admin = (await signInAs(app, 'admin')).cookie;
  learner = (await signInAs(app, 'creator')).cookie;
  await makeCategories(app.db);
  slug = (await makeProject(app.db, { title: 'Portfolio' })).slug;
  clip = await readFile(join(import.meta.dirname, 'media', 'intro.mp4'));
  bigClip = await readFile(join(import.meta.dirname, 'media', 'deploy.mp4'));
});
afterAll(() => app.cleanup());

async function newLesson(number: number) {
  return (await createLesson(app, admin, lessonInput(slug, { number }))).id;
}

describe('video upload (tus)', () => {
  it('publishes the lesson with its video at videos/{category}/{project}/{section}/{lesson}', async () => {
    const id = await newLesson(1);
    const url = await tusCreate(app, admin, id, clip.length);
    expect(url).toMatch(/^\/api\/admin\/uploads\/[0-9a-f]+$/);
    const half = Math.floor(clip.length / 2);
    expect((await tusPatch(app, admin, url, 0, clip.subarray(0, half))).statusCode).toBe(204);
    expect((await rowOf(id))?.published).toBe(false);
    expect(await tusOffset(app, admin, url)).toEqual({ status: 200, offset: half });
    expect((await tusPatch(app, admin, url, half, clip.subarray(half))).statusCode).toBe(204);

    const row = await rowOf(id);
    expect(row).toMatchObject({ published: true, videoKey: `videos/web/${slug}/build/1` });
    expect(sha(await stored(row?.videoKey ?? ''))).toBe(sha(clip));
    // The upload's temporary files are gone once it is in storage.
    expect(await readdir(app.config.uploadDir)).toEqual([]);
    // Learners now see the lesson and get a playable URL.
    const video = await app.inject({
      url: `/api/lessons/${id}/video`,
      headers: { cookie: learner },
    });
    expect(video.statusCode).toBe(200);
    const media = await app.inject({ url: video.json().url });
    expect(media.statusCode).toBe(200);
    expect(sha(media.rawPayload)).toBe(sha(clip));
  });

  it('resumes an upload cut off half-way and ends with the full, correct file', async () => {
    const id = await newLesson(2);
    const url = await tusCreate(app, admin, id, bigClip.length);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    // Send the headers for the whole file, half of the bytes, then drop the connection.
    await new Promise<void>((resolve) => {
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: url,
        headers: {
          origin: ORIGIN,
          cookie: admin,
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(bigClip.length),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(bigClip.subarray(0, Math.floor(bigClip.length / 2)), () => {
        setTimeout(() => req.destroy(), 200);
      });
    });

    // The server keeps what arrived (once it has noticed the drop and released the upload).
    let offset = -1;
    for (let i = 0; i < 100; i++) {
      const head = await tusOffset(app, admin, url);
      offset = head.offset;
      if (offset > 0 && head.status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(bigClip.length);
    expect((await rowOf(id))?.published).toBe(false);

    let res = await tusPatch(app, admin, url, offset, bigClip.subarray(offset));
    // The old request may still hold the upload's lock for a moment: retry like a tus client.
    for (let i = 0; i < 50 && res.statusCode === 423; i++) {
      await new Promise((r) => setTimeout(r, 100));
      res = await tusPatch(app, admin, url, offset, bigClip.subarray(offset));
    }
    expect(res.statusCode).toBe(204);
    const row = await rowOf(id);
    expect(row?.published).toBe(true);
    expect(sha(await stored(row?.videoKey ?? ''))).toBe(sha(bigClip));
  });

  it('refuses content that is not MP4 or WebM, whatever the file is called', async () => {
    const id = await newLesson(3);
    const fake = Buffer.from('<html>this is not a video, it only has a .mp4 name</html>');
    const url = await tusCreate(app, admin, id, fake.length);
    const res = await tusPatch(app, admin, url, 0, fake);
    expect(res.statusCode).toBe(415);
    expect(res.body).toBe(VIDEO_TYPE_MESSAGE);
    expect(await rowOf(id)).toMatchObject({ published: false, videoKey: null });
    expect(await readdir(app.config.uploadDir)).toEqual([]);
  });

  it('accepts WebM by its EBML header', async () => {
    const id = await newLesson(4);
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
      Buffer.from('webm'),
      Buffer.alloc(64),
    ]);
    const url = await tusCreate(app, admin, id, webm.length);
    expect((await tusPatch(app, admin, url, 0, webm)).statusCode).toBe(204);
    expect((await rowOf(id))?.published).toBe(true);
  });

  it('refuses an upload larger than MAX_VIDEO_MB and one for an unknown lesson', async () => {
    const id = await newLesson(5);
    const tooBig = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: {
        origin: ORIGIN,
        cookie: admin,
        'tus-resumable': '1.0.0',
        'upload-length': String(1024 * 1024 + 1),
        'upload-metadata': `lessonId ${btoa(id)}`,
      },
    });
    expect(tooBig.statusCode).toBe(413);
    // tus writes this answer itself (a hijacked reply): it still has the hooks' headers.
    expect(tooBig.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(tooBig.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(tooBig.headers['x-content-type-options']).toBe('nosniff');
    await expect(tusCreate(app, admin, crypto.randomUUID(), 10)).rejects.toThrow(/404/);
  });

  it('replaces a video without a gap: new key, lesson switched, old file removed', async () => {
    const id = await newLesson(6);
    const first = await tusCreate(app, admin, id, clip.length);
    await tusPatch(app, admin, first, 0, clip);
    const oldKey = (await rowOf(id))?.videoKey ?? '';
    expect(oldKey).toBe(`videos/web/${slug}/build/6`);

    const second = await tusCreate(app, admin, id, bigClip.length);
    await tusPatch(app, admin, second, 0, bigClip.subarray(0, 1000));
    // Mid-upload, learners still get the old video.
    const during = await app.inject({
      url: `/api/lessons/${id}/video`,
      headers: { cookie: learner },
    });
    expect(sha((await app.inject({ url: during.json().url })).rawPayload)).toBe(sha(clip));
    await tusPatch(app, admin, second, 1000, bigClip.subarray(1000));

    const newKey = (await rowOf(id))?.videoKey ?? '';
    expect(newKey).not.toBe(oldKey);
    expect(newKey.startsWith(`videos/web/${slug}/build/6`)).toBe(true);
    expect(sha(await stored(newKey))).toBe(sha(bigClip));
    expect(existsSync(join(app.config.storageDir, oldKey))).toBe(false);
  });

  it('deleting a lesson removes its video file', async () => {
    const id = await newLesson(7);
    const url = await tusCreate(app, admin, id, clip.length);
    await tusPatch(app, admin, url, 0, clip);
    const key = (await rowOf(id))?.videoKey ?? '';
    expect(existsSync(join(app.config.storageDir, key))).toBe(true);
    expect((await adminCall(app, admin)('DELETE', `/api/admin/lessons/${id}`)).statusCode).toBe(
      200,
    );
    expect(existsSync(join(app.config.storageDir, key))).toBe(false);
  });
});

describe('the video duration', () => {
  let probed: TTestApp;
  afterAll(() => probed?.cleanup());

  it('is read with ffprobe when it is installed (here a stand-in that answers 3.5 s)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fake-ffprobe-'));
    const fake = join(dir, 'ffprobe');
    await writeFile(fake, '#!/bin/sh\necho 3.500000\n', { mode: 0o755 });
    probed = await buildTestApp({ env: { FFPROBE_PATH: fake } });
    const cookie = (await signInAs(probed, 'admin')).cookie;
    await makeCategories(probed.db);
    const p = await makeProject(probed.db, { title: 'Probed' });
    const { id } = await createLesson(probed, cookie, lessonInput(p.slug, { number: 1 }));
    const url = await tusCreate(probed, cookie, id, clip.length);
    expect((await tusPatch(probed, cookie, url, 0, clip)).statusCode).toBe(204);
    const [row] = await probed.db.select().from(lesson).where(eq(lesson.id, id));
    expect(row?.durationSeconds).toBe(3.5);
    // Its own app (every migration) and an admin made with two-factor sign-in (three password
    // hashes): past the default 30 s on a loaded two-core machine.
  }, 60_000);

  it('is skipped, not an error, without ffprobe', async () => {
    const id = await newLesson(8);
    const url = await tusCreate(app, admin, id, clip.length);
    expect((await tusPatch(app, admin, url, 0, clip)).statusCode).toBe(204);
    expect(await rowOf(id)).toMatchObject({ published: true, durationSeconds: null });
  });
});

describe('an abandoned upload', () => {
  let short: TTestApp;
  beforeAll(async () => {
    // Uploads expire after 0.36 s here, so the clean-up can be shown without waiting a day.
    short = await buildTestApp({ env: { UPLOAD_EXPIRY_HOURS: '0.0001' } });
  });
  afterAll(() => short.cleanup());

  it('leaves no lesson visible and, after the clean-up, no file', async () => {
    const adminCookie = (await signInAs(short, 'admin')).cookie;
    const creator = (await signInAs(short, 'creator')).cookie;
    await makeCategories(short.db);
    const p = await makeProject(short.db, { title: 'Abandoned' });
    const { id } = await createLesson(short, adminCookie, lessonInput(p.slug, { number: 1 }));
    const url = await tusCreate(short, adminCookie, id, clip.length);
    await tusPatch(short, adminCookie, url, 0, clip.subarray(0, 5000));

    const lessons = await short.inject({
      url: `/api/courses/web/${p.slug}/sections/build`,
      headers: { cookie: creator },
    });
    expect(lessons.json().lessons).toEqual([]);
    expect(
      (await short.inject({ url: `/api/lessons/${id}`, headers: { cookie: creator } })).statusCode,
    ).toBe(404);
    expect((await readdir(short.config.uploadDir)).length).toBeGreaterThan(0);

    await new Promise((r) => setTimeout(r, 500));
    const swept = await adminCall(short, adminCookie)(
      'POST',
      '/api/admin/maintenance/clean-uploads',
    );
    expect(swept.json()).toEqual({ removed: 1, orphansRemoved: 0, renditionsRemoved: 0 });
    expect(await readdir(short.config.uploadDir)).toEqual([]);
    expect(existsSync(join(short.config.storageDir, 'videos'))).toBe(false);
    // Resuming now is refused: the upload is gone.
    expect((await tusPatch(short, adminCookie, url, 5000, clip.subarray(5000))).statusCode).toBe(
      404,
    );
  });
});
