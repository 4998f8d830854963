import { DOWNLOAD_GRANT_DAYS, MESSAGES } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lesson, videoRendition } from '../src/db/schema.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { ORIGIN } from './auth-helpers.ts';
import { seedWithRoles, type TCookies, type TLessonIn } from './learning-helpers.ts';
import { readyRenditionRow } from './renditions-helpers.ts';

/** POST /api/offline/grants: what a learner may keep on the device (decisions/022). */
let app: TTestApp;
let lessonIn: TLessonIn;
let cookies: TCookies;

beforeAll(async () => {
  app = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  ({ lessonIn, cookies } = await seedWithRoles(app));
  // The Build lesson has its low-data versions; the others play their MP4 only.
  const id = lessonIn.build ?? '';
  const [row] = await app.db.select().from(lesson).where(eq(lesson.id, id));
  const prefix = await readyRenditionRow(app, id, row?.videoKey ?? '');
  await app.db
    .update(videoRendition)
    .set({
      renditions: [
        { name: '240p', height: 240, bytes: 40_000 },
        { name: '360p', height: 360, bytes: 90_000 },
        { name: '720p', height: 720, bytes: 400_000 },
        { name: 'audio', height: null, bytes: 8_000 },
      ],
    })
    .where(eq(videoRendition.prefix, prefix));
});
afterAll(() => app.cleanup());

const grant = (body: unknown, who?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/offline/grants',
    headers: { origin: ORIGIN, ...(who ? { cookie: cookies[who] ?? '' } : {}) },
    payload: body as object,
  });

describe('POST /api/offline/grants', () => {
  it('grants the chosen data-saver rendition of an open lesson, for the grant days', async () => {
    const before = Date.now();
    const res = await grant({ lessonIds: [lessonIn.build], quality: '240p' }, 'free');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { granted, refused } = res.json();
    expect(refused).toEqual([]);
    expect(granted).toEqual([
      expect.objectContaining({ lessonId: lessonIn.build, rendition: '240p', bytes: 40_000 }),
    ]);
    expect(granted[0].playlist).toMatch(/\/240p\/index\.m3u8$/);
    const days = (Date.parse(granted[0].expiresAt) - before) / 86_400_000;
    expect(Math.round(days)).toBe(DOWNLOAD_GRANT_DAYS);

    const audio = await grant({ lessonIds: [lessonIn.build], quality: 'audio' }, 'free');
    expect(audio.json().granted[0]).toMatchObject({ rendition: 'audio', bytes: 8_000 });
  });

  it('refuses what the plan does not open, with the lesson page message', async () => {
    const res = await grant(
      { lessonIds: [lessonIn.planning, lessonIn.build, lessonIn.deployment], quality: '360p' },
      'free',
    );
    expect(res.statusCode).toBe(200);
    const { granted, refused } = res.json();
    expect(granted.map((g: { lessonId: string }) => g.lessonId)).toEqual([lessonIn.build]);
    expect(refused).toEqual([
      { lessonId: lessonIn.planning, message: MESSAGES.planningCreatorsOnly },
      { lessonId: lessonIn.deployment, message: MESSAGES.deploymentCreatorOnly },
    ]);
  });

  it('grants a creator the planning lesson (its MP4 when it has no low-data versions)', async () => {
    const res = await grant({ lessonIds: [lessonIn.planning], quality: '240p' }, 'creator');
    const [one] = res.json().granted;
    expect(one).toMatchObject({ lessonId: lessonIn.planning, rendition: null, playlist: null });
    expect(one.mp4).toContain('/media/');
    expect(one.bytes).toBeGreaterThan(0);
  });

  it('refuses a signed-out visitor', async () => {
    const res = await grant({ lessonIds: [lessonIn.build], quality: '240p' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: MESSAGES.signInRequired });
  });

  it('answers bad input with 400 and field messages', async () => {
    const res = await grant({ lessonIds: ['nope'], quality: '1080p' }, 'free');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        'lessonIds.0': 'Not a valid lesson id',
        quality: 'Choose 240p, 360p or audio only',
      },
    });
    const empty = await grant({ lessonIds: [], quality: '240p' }, 'free');
    expect(empty.statusCode).toBe(400);
  });

  it('refuses an unknown lesson as not found, not as a failure', async () => {
    const res = await grant(
      { lessonIds: ['00000000-0000-4000-8000-000000000000'], quality: '240p' },
      'free',
    );
    expect(res.json().refused).toEqual([
      { lessonId: '00000000-0000-4000-8000-000000000000', message: 'This lesson does not exist' },
    ]);
  });
});
