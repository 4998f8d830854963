import { existsSync } from 'node:fs';
import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lesson } from '../src/db/schema.ts';
import { UPLOAD_IN_PROGRESS_MESSAGE } from '../src/modules/admin/upload-claims.ts';
import { demoDir } from '../src/paths.ts';
import { adminCall, createLesson, tusCreate, tusPatch } from './admin-helpers.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { lessonInput, makeCategories, makeProject } from './factories.ts';

/** Issue 11 #8: two uploads to one lesson at once, and files no lesson points at. */
let app: TTestApp;
let admin = '';
let slug = '';
let clip: Buffer;
beforeAll(async () => {
  app = await buildTestApp({ env: { FFPROBE_PATH: '/nonexistent/ffprobe' } });
  admin = (await signInAs(app, 'admin')).cookie;
  await makeCategories(app.db);
  slug = (await makeProject(app.db, { title: 'Conflicts' })).slug;
  clip = await readFile(join(demoDir(), 'videos', 'intro.mp4'));
});
afterAll(() => app.cleanup());

const newLesson = async (number: number) =>
  (await createLesson(app, admin, lessonInput(slug, { number }))).id;

const b64 = (s: string) => Buffer.from(s).toString('base64');
const create = (lessonId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: {
      origin: ORIGIN,
      cookie: admin,
      'tus-resumable': '1.0.0',
      'upload-length': String(clip.length),
      'upload-metadata': `lessonId ${b64(lessonId)},filename ${b64('clip.mp4')}`,
    },
  });

describe('one upload per lesson at a time', () => {
  it('answers a second upload to a lesson 409 while the first is running', async () => {
    const id = await newLesson(1);
    const first = await tusCreate(app, admin, id, clip.length);
    await tusPatch(app, admin, first, 0, clip.subarray(0, 4000));
    const second = await create(id);
    expect(second.statusCode).toBe(409);
    expect(second.body).toBe(UPLOAD_IN_PROGRESS_MESSAGE);
    // The first one finishes; then the lesson takes a new upload again.
    expect((await tusPatch(app, admin, first, 4000, clip.subarray(4000))).statusCode).toBe(204);
    expect((await create(id)).statusCode).toBe(201);
  });

  it('lets exactly one of two simultaneous starts through', async () => {
    const id = await newLesson(2);
    const statuses = (await Promise.all([create(id), create(id), create(id)])).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
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
    expect((await create(id)).statusCode).toBe(201);
  });
});

describe('the clean-up', () => {
  it('removes stored videos no lesson points at, and keeps the ones in use and young ones', async () => {
    const id = await newLesson(4);
    const url = await tusCreate(app, admin, id, clip.length);
    await tusPatch(app, admin, url, 0, clip);
    const [row] = await app.db.select().from(lesson).where(eq(lesson.id, id));
    const used = row?.videoKey ?? '';
    const file = (key: string) => join(app.config.storageDir, key);
    const hoursAgo = new Date(Date.now() - 3 * 3_600_000);
    const orphan = `videos/web/${slug}/build/4.orphan1`;
    const young = `videos/web/${slug}/build/5`;
    for (const key of [orphan, young]) {
      await mkdir(dirname(file(key)), { recursive: true });
      await writeFile(file(key), 'left over');
    }
    await utimes(file(orphan), hoursAgo, hoursAgo);
    await utimes(file(used), hoursAgo, hoursAgo);

    const swept = await adminCall(app, admin)('POST', '/api/admin/maintenance/clean-uploads');
    expect(swept.json()).toMatchObject({ orphansRemoved: 1 });
    expect(existsSync(file(orphan))).toBe(false);
    expect(existsSync(file(used))).toBe(true);
    expect(existsSync(file(young))).toBe(true);
  });
});
