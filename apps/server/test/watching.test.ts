import { randomUUID } from 'node:crypto';
import { calendarDay, MESSAGES, WATCH_BATCHES_PER_MINUTE } from '@thinkbuild/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lesson, lessonWatch, user } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { seedWithRoles, type TLessonIn } from './learning-helpers.ts';

/** POST /api/lessons/:id/watching: the player's batches of watching (decisions/045). */
let app: TTestApp;
let lessonIn: TLessonIn;

withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, async (built) => {
  app = built;
  ({ lessonIn } = await seedWithRoles(app));
  // A 65-second video: stretches 0 to 6.
  await app.db
    .update(lesson)
    .set({ durationSeconds: 65 })
    .where(eq(lesson.id, lessonIn.build ?? ''));
});

const build = () => lessonIn.build ?? '';
const send = (lessonId: string, payload: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/lessons/${lessonId}/watching`,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });

async function learner(role: 'free' | 'builder' | 'admin' = 'free') {
  const { email, cookie } = await signInAs(app, role);
  const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { id: row?.id ?? '', cookie };
}

/** The learner's rows, once this server has written the batches it holds (decisions/045). */
const rowsOf = async (userId: string, lessonId = build()) => {
  await app.watching.flush();
  return app.db
    .select()
    .from(lessonWatch)
    .where(and(eq(lessonWatch.userId, userId), eq(lessonWatch.lessonId, lessonId)))
    .orderBy(lessonWatch.bucket);
};

describe('collecting watching', () => {
  it('adds a batch to the learner’s counts per stretch, on the site’s calendar day', async () => {
    const me = await learner();
    const first = await send(
      build(),
      {
        buckets: [
          { bucket: 0, plays: 1 },
          { bucket: 1, plays: 2 },
        ],
      },
      me.cookie,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ recorded: 2 });
    expect(first.headers['cache-control']).toBe('private, no-store');
    const again = await send(
      build(),
      {
        buckets: [
          { bucket: 1, plays: 1 },
          { bucket: 6, plays: 1 },
        ],
      },
      me.cookie,
    );
    expect(again.statusCode).toBe(200);
    const rows = await rowsOf(me.id);
    expect(rows.map((r) => [r.bucket, r.plays])).toEqual([
      [0, 1],
      [1, 3],
      [6, 1],
    ]);
    const today = calendarDay(new Date(), app.config.timeZone);
    expect(rows.every((r) => r.firstOn === today)).toBe(true);
    expect(rows[1]?.lastAt.getTime()).toBeGreaterThanOrEqual(rows[1]?.firstAt.getTime() ?? 0);
  });

  it('refuses a bad batch with a message per field, and a stretch past the end of the video', async () => {
    const me = await learner();
    const bad = await send(
      build(),
      {
        buckets: [
          { bucket: 0, plays: 0 },
          { bucket: 2, plays: 1 },
          { bucket: -1, plays: 1.5 },
        ],
      },
      me.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'buckets.0.plays': 'Plays must be a whole number from 1 to 100',
      'buckets.2.bucket': 'Not a stretch of the video',
      'buckets.2.plays': 'Plays must be a whole number from 1 to 100',
    });
    const twice = await send(
      build(),
      {
        buckets: [
          { bucket: 2, plays: 1 },
          { bucket: 2, plays: 1 },
        ],
      },
      me.cookie,
    );
    expect(twice.json().fields).toEqual({
      'buckets.1.bucket': 'This stretch is already in the batch',
    });
    expect((await send(build(), { buckets: [] }, me.cookie)).json().fields).toEqual({
      buckets: 'Send at least one stretch',
    });
    const past = await send(
      build(),
      {
        buckets: [
          { bucket: 6, plays: 1 },
          { bucket: 7, plays: 1 },
        ],
      },
      me.cookie,
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({
      'buckets.1.bucket': 'This stretch is past the end of the video',
    });
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('is only for a signed-in learner who may open the lesson', async () => {
    const batch = { buckets: [{ bucket: 0, plays: 1 }] };
    const signedOut = await send(build(), batch);
    expect(signedOut.statusCode).toBe(401);
    const me = await learner();
    const closed = await send(lessonIn.planning ?? '', batch, me.cookie);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(MESSAGES.planningCreatorsOnly);
    expect((await send(randomUUID(), batch, me.cookie)).statusCode).toBe(404);
    expect((await send('not-a-lesson', batch, me.cookie)).statusCode).toBe(400);
    expect(await rowsOf(me.id, lessonIn.planning)).toEqual([]);
  });

  it('does not count an admin checking the video', async () => {
    const admin = await learner('admin');
    const res = await send(build(), { buckets: [{ bucket: 0, plays: 1 }] }, admin.cookie);
    expect(res.json()).toEqual({ recorded: 0 });
    expect(await rowsOf(admin.id)).toEqual([]);
  });

  it(`takes at most ${WATCH_BATCHES_PER_MINUTE} batches a minute from one learner`, async () => {
    const me = await learner();
    const batch = { buckets: [{ bucket: 3, plays: 1 }] };
    for (let i = 0; i < WATCH_BATCHES_PER_MINUTE; i++)
      expect((await send(build(), batch, me.cookie)).statusCode).toBe(200);
    const limited = await send(build(), batch, me.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another learner is not held back by them.
    const other = await learner();
    expect((await send(build(), batch, other.cookie)).statusCode).toBe(200);
    expect((await rowsOf(me.id))[0]?.plays).toBe(WATCH_BATCHES_PER_MINUTE);
  });

  it('adds watching made offline once, on the day it was watched', async () => {
    const me = await learner();
    const madeAt = new Date(Date.now() - 2 * 86_400_000);
    const item = {
      kind: 'watch',
      id: randomUUID(),
      lessonId: build(),
      madeAt: madeAt.toISOString(),
      buckets: [{ bucket: 4, plays: 2 }],
    };
    const sync = () =>
      app.inject({
        method: 'POST',
        url: '/api/offline/sync',
        headers: { origin: ORIGIN, cookie: me.cookie },
        payload: item,
      });
    const synced = await sync();
    expect(synced.statusCode).toBe(200);
    expect(synced.json()).toMatchObject({
      replayed: false,
      result: { kind: 'watch', watch: { recorded: 1 } },
    });
    expect((await sync()).json()).toMatchObject({ replayed: true });
    const [row] = await rowsOf(me.id);
    expect(row).toMatchObject({
      bucket: 4,
      plays: 2,
      firstOn: calendarDay(madeAt, app.config.timeZone),
    });
    expect(row?.firstAt.toISOString()).toBe(madeAt.toISOString());
  });

  it('puts the learner’s own watching in Download my data, and no one else’s', async () => {
    const me = await learner();
    const other = await learner();
    await send(build(), { buckets: [{ bucket: 2, plays: 3 }] }, me.cookie);
    await send(build(), { buckets: [{ bucket: 5, plays: 1 }] }, other.cookie);
    const res = await app.inject({ url: '/api/account/data', headers: { cookie: me.cookie } });
    const { watching } = res.json().learning;
    expect(watching).toEqual([
      expect.objectContaining({
        lessonId: build(),
        fromSecond: 20,
        toSecond: 30,
        plays: 3,
        firstPlayedAt: expect.any(String),
        lastPlayedAt: expect.any(String),
      }),
    ]);
  });
});
