import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lesson, lessonWatch, user } from '../src/db/schema.ts';
import { createWatchingBuffer } from '../src/modules/learning/watching/index.ts';
import { buildTestApp, openTestDatabase, type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { seedWithRoles, type TLessonIn } from './learning-helpers.ts';

/**
 * The server's buffer of watching (decisions/045, "A batch waits a second"): a batch is written
 * with the others within a second, merged per stretch, without the lessons or accounts gone
 * since, and before the database closes.
 */
let app: TTestApp;
let lessonIn: TLessonIn;

withTestApp(
  { env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_CACHE_TTL_SECONDS: '60' } },
  async (built) => {
    app = built;
    ({ lessonIn } = await seedWithRoles(app));
  },
);

const send = (app: TTestApp, lessonId: string, cookie: string, buckets: number[]) =>
  app.inject({
    method: 'POST',
    url: `/api/lessons/${lessonId}/watching`,
    headers: { origin: ORIGIN, cookie },
    payload: { buckets: buckets.map((bucket) => ({ bucket, plays: 1 })) },
  });

async function learner(on = app) {
  const { email, cookie } = await signInAs(on, 'creator');
  const [row] = await on.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { id: row?.id ?? '', cookie };
}

/** The rows as the database has them now (no flush asked for). */
const stored = (on: TTestApp, userId: string, lessonId: string) =>
  on.db
    .select({ bucket: lessonWatch.bucket, plays: lessonWatch.plays })
    .from(lessonWatch)
    .where(and(eq(lessonWatch.userId, userId), eq(lessonWatch.lessonId, lessonId)))
    .orderBy(lessonWatch.bucket);

describe('the buffer of watching', () => {
  it('writes a batch within a second or so, with no one asking, stretches of two batches merged', async () => {
    const me = await learner();
    const id = lessonIn.build ?? '';
    expect((await send(app, id, me.cookie, [0, 1])).json()).toEqual({ recorded: 2 });
    expect((await send(app, id, me.cookie, [1, 2])).json()).toEqual({ recorded: 2 });
    let rows = await stored(app, me.id, id);
    for (let i = 0; i < 40 && rows.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      rows = await stored(app, me.id, id);
    }
    expect(rows).toEqual([
      { bucket: 0, plays: 1 },
      { bucket: 1, plays: 2 },
      { bucket: 2, plays: 1 },
    ]);
  });

  it('leaves out a lesson deleted while its batch waited (or kept by a server not told yet), and writes the rest', async () => {
    const me = await learner();
    const other = await learner();
    const gone = lessonIn.deployment ?? '';
    const kept = lessonIn.build ?? '';
    expect((await send(app, gone, me.cookie, [0])).statusCode).toBe(200);
    // Another server deleted it, and this one has not been told yet: its copy is still kept.
    await app.db.delete(lesson).where(eq(lesson.id, gone));
    expect((await send(app, gone, me.cookie, [1])).json()).toEqual({ recorded: 1 });
    expect((await send(app, kept, other.cookie, [3])).statusCode).toBe(200);
    await app.watching.flush();
    expect(await stored(app, me.id, gone)).toEqual([]);
    expect(await stored(app, other.id, kept)).toEqual([{ bucket: 3, plays: 1 }]);
  });

  it('two servers writing the same rows at once, in opposite orders, both land', async () => {
    const me = await learner();
    const id = lessonIn.build ?? '';
    const day = '2026-12-04';
    const at = new Date();
    const stretches = Array.from({ length: 600 }, (_, bucket) => ({ bucket, plays: 1 }));
    // Two servers' buffers on one database (PostgreSQL: a connection each, as two servers have).
    const [a, b] = [1, 2].map(() => createWatchingBuffer(app.db, app.log, { flushMs: 60_000 }));
    if (!a || !b) throw new Error('no buffers');
    a.add({ userId: me.id, lessonId: id, day, at }, stretches);
    await a.flush();
    // The rows exist now: each write below updates them, taking their locks one by one.
    a.add({ userId: me.id, lessonId: id, day, at }, stretches);
    b.add({ userId: me.id, lessonId: id, day, at }, [...stretches].reverse());
    await Promise.all([a.close(), b.close()]);
    const rows = await stored(app, me.id, id);
    expect(rows).toHaveLength(600);
    expect(rows.every((r) => r.plays === 3)).toBe(true);
  });

  it('keeps what the database refused and writes it once the database takes writes again, holding no more than its limit', async () => {
    const me = await learner();
    const id = lessonIn.build ?? '';
    const day = '2026-12-04';
    const at = new Date();
    const logged: { fields: Record<string, unknown>; message: string }[] = [];
    const log = {
      error: (fields: Record<string, unknown>, message: string) => logged.push({ fields, message }),
    } as unknown as FastifyBaseLogger;
    const buffer = createWatchingBuffer(app.db, log, { flushMs: 60_000, keptRows: 3 });
    // A real refusal: the table is not there while the "outage" lasts.
    await app.db.execute(sql`alter table lesson_watch rename to lesson_watch_away`);
    try {
      buffer.add({ userId: me.id, lessonId: id, day, at }, [
        { bucket: 0, plays: 1 },
        { bucket: 1, plays: 1 },
      ]);
      await buffer.flush();
      expect(logged.map((l) => l.message)).toEqual(['could not write watching records']);
      expect(logged[0]?.fields).toMatchObject({ rows: 2, dropped: 0 });
      // Kept: the same stretch merges; a third fills the limit; a fourth is dropped, and said.
      buffer.add({ userId: me.id, lessonId: id, day, at }, [
        { bucket: 1, plays: 1 },
        { bucket: 2, plays: 1 },
        { bucket: 3, plays: 1 },
      ]);
      expect(logged[1]).toEqual({
        fields: { dropped: 1 },
        message: 'watching records dropped: the buffer is full',
      });
    } finally {
      await app.db.execute(sql`alter table lesson_watch_away rename to lesson_watch`);
    }
    await buffer.close();
    expect(await stored(app, me.id, id)).toEqual([
      { bucket: 0, plays: 1 },
      { bucket: 1, plays: 2 },
      { bucket: 2, plays: 1 },
    ]);
    expect(logged).toHaveLength(2);
  });

  it('writes what it holds when the server closes, before the database closes', async () => {
    const { database, drop } = await openTestDatabase();
    let atClose: { bucket: number; plays: number }[] = [];
    let own: TTestApp | undefined;
    let who = '';
    let id = '';
    const close = database.close.bind(database);
    // The database's close, as the app calls it last: what is written by then.
    database.close = async () => {
      atClose = own ? await stored(own, who, id) : [];
      await close();
    };
    try {
      own = await buildTestApp({ database });
      const seeded = await seedWithRoles(own);
      id = seeded.lessonIn.build ?? '';
      const me = await learner(own);
      who = me.id;
      expect((await send(own, id, me.cookie, [4, 5])).statusCode).toBe(200);
      expect(await stored(own, who, id)).toEqual([]);
      await own.close();
      expect(atClose).toEqual([
        { bucket: 4, plays: 1 },
        { bucket: 5, plays: 1 },
      ]);
    } finally {
      await drop();
    }
  });
});
