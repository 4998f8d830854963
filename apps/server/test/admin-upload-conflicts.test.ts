import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lesson, lessonUpload } from '../src/db/schema.ts';
import { UPLOAD_IN_PROGRESS_MESSAGE } from '../src/modules/learning/video/index.ts';
import { adminCall, createLesson, tusCreate, tusPatch, tusStart } from './admin-helpers.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { lessonInput, makeCategories, makeProject } from './factories.ts';
import { readyRenditionRow } from './renditions-helpers.ts';

/** ADR 005: two uploads to one lesson at once, and stored videos no lesson points at. */
let app: TTestApp;
let other: TTestApp; // a second server on the same database, without Redis
let admin = '';
let slug = '';
let clip: Buffer;
beforeAll(async () => {
  app = await buildTestApp({ env: { FFPROBE_PATH: '/nonexistent/ffprobe' } });
  other = await buildTestApp({
    env: { FFPROBE_PATH: '/nonexistent/ffprobe' },
    // Closing this server must not close the database the first one still uses.
    database: { ...app.database, close: async () => {} },
  });
  admin = (await signInAs(app, 'admin')).cookie;
  await makeCategories(app.db);
  slug = (await makeProject(app.db, { title: 'Conflicts' })).slug;
  clip = await readFile(join(import.meta.dirname, 'media', 'intro.mp4'));
});
afterAll(async () => {
  await other?.cleanup();
  await app?.cleanup();
});

const newLesson = async (number: number) =>
  (await createLesson(app, admin, lessonInput(slug, { number }))).id;

const create = (server: TTestApp, lessonId: string) =>
  tusStart(server, admin, lessonId, clip.length);
/** Makes the lesson's upload look idle for two minutes. */
const idle = (lessonId: string) =>
  app.db
    .update(lessonUpload)
    .set({ touchedAt: sql`now() - interval '2 minutes'` })
    .where(eq(lessonUpload.lessonId, lessonId));

describe('one upload per lesson at a time', () => {
  it('answers a second upload to a lesson 409 while the first runs, on another server too', async () => {
    const id = await newLesson(1);
    const first = await tusCreate(app, admin, id, clip.length);
    await tusPatch(app, admin, first, 0, clip.subarray(0, 4000));
    for (const server of [app, other]) {
      const second = await create(server, id);
      expect(second.statusCode).toBe(409);
      expect(second.body).toBe(UPLOAD_IN_PROGRESS_MESSAGE);
    }
    // The first one finishes; then the lesson takes a new upload again.
    expect((await tusPatch(app, admin, first, 4000, clip.subarray(4000))).statusCode).toBe(204);
    expect((await create(other, id)).statusCode).toBe(201);
  });

  it('lets exactly one of simultaneous starts on two servers through', async () => {
    const id = await newLesson(2);
    const answers = await Promise.all([create(app, id), create(other, id), create(app, id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('after a cancel, a new upload may start', async () => {
    const id = await newLesson(3);
    const url = await tusCreate(app, admin, id, clip.length);
    const cancel = await app.inject({
      method: 'DELETE',
      url,
      headers: { origin: ORIGIN, cookie: admin, 'tus-resumable': '1.0.0' },
    });
    expect(cancel.statusCode).toBe(204);
    expect((await create(app, id)).statusCode).toBe(201);
  });

  it('an idle upload makes way, and when it comes back it may not replace the video', async () => {
    const id = await newLesson(6);
    const stale = await tusCreate(app, admin, id, clip.length);
    await tusPatch(app, admin, stale, 0, clip.subarray(0, 4000));
    await idle(id);
    const fresh = await create(other, id);
    expect(fresh.statusCode).toBe(201);
    const late = await tusPatch(app, admin, stale, 4000, clip.subarray(4000));
    expect(late.statusCode).toBe(409);
    expect(late.body).toBe(UPLOAD_IN_PROGRESS_MESSAGE);
    const [row] = await app.db.select().from(lesson).where(eq(lesson.id, id));
    expect(row?.videoKey).toBeNull();
    // The upload that took over finishes and publishes the lesson.
    const url = String(fresh.headers.location);
    expect((await tusPatch(other, admin, url, 0, clip)).statusCode).toBe(204);
    const [done] = await app.db.select().from(lesson).where(eq(lesson.id, id));
    expect(done?.videoKey).toBe(`videos/web/${slug}/build/6`);
  });
});

describe('the clean-up', () => {
  it('removes old stored videos no lesson points at; keeps used, young, uploading and non-video ones', async () => {
    const id = await newLesson(4);
    const url = await tusCreate(app, admin, id, clip.length);
    await tusPatch(app, admin, url, 0, clip);
    const [row] = await app.db.select().from(lesson).where(eq(lesson.id, id));
    const used = row?.videoKey ?? '';
    expect(used).toBe(`videos/web/${slug}/build/4`);
    // Lesson 7 has an upload under way: a stray file of it is left alone.
    const uploading = await newLesson(7);
    await tusCreate(app, admin, uploading, clip.length);

    const file = (key: string) => join(app.config.storageDir, key);
    const hoursAgo = new Date(Date.now() - 3 * 3_600_000);
    const orphan = `videos/web/${slug}/build/4.orphan1`;
    const young = `videos/web/${slug}/build/5`;
    const ofUpload = `videos/web/${slug}/build/7.mk3`;
    const notVideo = 'other/web/keep-me';
    for (const key of [orphan, young, ofUpload, notVideo]) {
      await mkdir(dirname(file(key)), { recursive: true });
      await writeFile(file(key), 'left over');
    }
    for (const key of [orphan, used, ofUpload, notVideo]) {
      await utimes(file(key), hoursAgo, hoursAgo);
    }

    const swept = await adminCall(app, admin)('POST', '/api/admin/maintenance/clean-uploads');
    expect(swept.json()).toEqual({ removed: 0, orphansRemoved: 1, renditionsRemoved: 0 });
    expect(existsSync(file(orphan))).toBe(false);
    for (const key of [used, young, ofUpload, notVideo]) expect(existsSync(file(key))).toBe(true);
    // The lesson still plays its video.
    const video = await app.inject({ url: `/api/lessons/${id}/video`, headers: { cookie: admin } });
    expect(video.statusCode).toBe(200);
  });

  it('removes old low-data folders no row points at; keeps used, still-written and stray ones', async () => {
    const id = await newLesson(8);
    const folder = (lessonId: string) => `renditions/${lessonId}/${randomUUID()}/`;
    const used = await readyRenditionRow(app, id, `videos/web/${slug}/build/8`);
    // A job wrote on after its lesson was deleted, and after its lesson's video was replaced.
    const ofDeleted = folder(randomUUID());
    const ofReplaced = folder(id);
    const writing = folder(randomUUID()); // its job is still uploading: one object is new
    const file = (key: string) => join(app.config.storageDir, key);
    const hoursAgo = new Date(Date.now() - 3 * 3_600_000);
    const old = [
      `${used}master.m3u8`,
      `${ofDeleted}master.m3u8`,
      `${ofDeleted}360p/seg-1.m4s`,
      `${ofReplaced}poster.jpg`,
      `${writing}master.m3u8`,
      'renditions/stray.txt',
    ];
    const fresh = `${writing}240p/index.m3u8`;
    for (const key of [...old, fresh]) {
      await mkdir(dirname(file(key)), { recursive: true });
      await writeFile(file(key), 'left over');
    }
    for (const key of old) await utimes(file(key), hoursAgo, hoursAgo);

    const swept = await adminCall(app, admin)('POST', '/api/admin/maintenance/clean-uploads');
    expect(swept.json()).toMatchObject({ renditionsRemoved: 2 });
    for (const key of old.slice(1, 4)) expect(existsSync(file(key))).toBe(false);
    for (const key of [old[0], old[4], old[5], fresh])
      expect(existsSync(file(String(key)))).toBe(true);
  });

  it('is for admins only', async () => {
    const learner = (await signInAs(app, 'creator')).cookie;
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/maintenance/clean-uploads',
      headers: { origin: ORIGIN, cookie: learner },
    });
    expect(res.statusCode).toBe(403);
  });
});
