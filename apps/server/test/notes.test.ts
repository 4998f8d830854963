import { randomUUID } from 'node:crypto';
import { MESSAGES, NOTE_BODY_MAX, NOTE_MESSAGES } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessonNote, user } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, PASSWORD, signInAs } from './auth-helpers.ts';
import { seedWithRoles, type TLessonIn } from './learning-helpers.ts';

/** A learner's private notes and bookmarks at a moment of a lesson (modules/notes). */
let app: TTestApp;
let lessonIn: TLessonIn;

withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, async (built) => {
  app = built;
  ({ lessonIn } = await seedWithRoles(app));
});

type TMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: TMethod, url: string, cookie?: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const build = () => lessonIn.build ?? '';
const newNote = (positionSeconds = 42, body = 'Why **flex** here?') => ({
  id: randomUUID(),
  positionSeconds,
  body,
});

describe('notes on a lesson', () => {
  it('a learner makes a note at 0:42 and a bookmark, and reads them back by moment, privately', async () => {
    const { cookie } = await signInAs(app, 'free');
    const note = newNote(42);
    const made = await call('POST', `/api/lessons/${build()}/notes`, cookie, note);
    expect(made.statusCode).toBe(201);
    expect(made.headers['cache-control']).toBe('private, no-store');
    expect(made.json()).toMatchObject({ ...note, lessonId: build() });
    const bookmark = { id: randomUUID(), positionSeconds: 7 };
    expect(
      (await call('POST', `/api/lessons/${build()}/notes`, cookie, bookmark)).json(),
    ).toMatchObject({
      body: '',
    });

    const list = await call('GET', `/api/lessons/${build()}/notes`, cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().notes.map((n: { positionSeconds: number }) => n.positionSeconds)).toEqual([
      7, 42,
    ]);

    // Another learner on the same lesson sees none of them.
    const other = await signInAs(app, 'free');
    expect((await call('GET', `/api/lessons/${build()}/notes`, other.cookie)).json()).toEqual({
      notes: [],
    });
  });

  it('is made once per id: a retried or synced create answers 200 with the same note', async () => {
    const { email, cookie } = await signInAs(app, 'creator');
    const note = newNote(42, 'first');
    expect((await call('POST', `/api/lessons/${build()}/notes`, cookie, note)).statusCode).toBe(
      201,
    );
    const again = await call('POST', `/api/lessons/${build()}/notes`, cookie, {
      ...note,
      body: 'x',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: note.id, body: 'first' });
    const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const rows = await app.db
      .select()
      .from(lessonNote)
      .where(eq(lessonNote.userId, row?.id ?? ''));
    expect(rows).toHaveLength(1);

    // The same id by another learner, or on another lesson, is refused and changes nothing.
    const other = await signInAs(app, 'free');
    const theirs = await call('POST', `/api/lessons/${build()}/notes`, other.cookie, note);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(NOTE_MESSAGES.notYours);
    const moved = await call('POST', `/api/lessons/${lessonIn.planning}/notes`, cookie, note);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(NOTE_MESSAGES.otherLesson);
    const [kept] = await app.db.select().from(lessonNote).where(eq(lessonNote.id, note.id));
    expect(kept).toMatchObject({ lessonId: build(), body: 'first' });
  });

  it('refuses a visitor (401), a lesson outside the plan (403) and an unknown lesson (404)', async () => {
    const note = newNote();
    const visitor = await call('POST', `/api/lessons/${build()}/notes`, undefined, note);
    expect(visitor.statusCode).toBe(401);
    expect((await call('GET', `/api/lessons/${build()}/notes`)).statusCode).toBe(401);
    expect((await call('GET', '/api/notes')).statusCode).toBe(401);

    const { cookie } = await signInAs(app, 'builder');
    const planning = await call('POST', `/api/lessons/${lessonIn.planning}/notes`, cookie, note);
    expect(planning.statusCode).toBe(403);
    expect(planning.json().message).toBe(MESSAGES.planningCreatorsOnly);
    expect((await call('GET', `/api/lessons/${lessonIn.planning}/notes`, cookie)).statusCode).toBe(
      403,
    );
    const unknown = await call('POST', `/api/lessons/${randomUUID()}/notes`, cookie, note);
    expect(unknown.statusCode).toBe(404);
    // Nothing was written by the refusals.
    expect(await app.db.select().from(lessonNote).where(eq(lessonNote.id, note.id))).toEqual([]);
  });

  it('answers bad input with 400 and a field message', async () => {
    const { cookie } = await signInAs(app, 'free');
    const url = `/api/lessons/${build()}/notes`;
    const long = await call('POST', url, cookie, newNote(1, 'x'.repeat(NOTE_BODY_MAX + 1)));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toMatchObject({ body: NOTE_MESSAGES.tooLong });
    const moment = await call('POST', url, cookie, { ...newNote(), positionSeconds: -1 });
    expect(moment.statusCode).toBe(400);
    expect(moment.json().fields).toMatchObject({ positionSeconds: NOTE_MESSAGES.moment });
    const id = await call('POST', url, cookie, { ...newNote(), id: 'not-a-uuid' });
    expect(id.statusCode).toBe(400);
    expect(id.json().fields).toHaveProperty('id');
    expect((await call('GET', '/api/lessons/nope/notes', cookie)).statusCode).toBe(400);
    expect((await call('PATCH', '/api/notes/nope', cookie, { body: 'x' })).statusCode).toBe(400);
  });
});

describe('editing and deleting a note', () => {
  async function madeBy(role: 'free' | 'creator' = 'free') {
    const who = await signInAs(app, role);
    const note = newNote(42, 'before');
    await call('POST', `/api/lessons/${build()}/notes`, who.cookie, note);
    return { ...who, note };
  }

  it('the author changes its text and moment', async () => {
    const { cookie, note } = await madeBy();
    const res = await call('PATCH', `/api/notes/${note.id}`, cookie, {
      body: 'after',
      positionSeconds: 43,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: note.id, body: 'after', positionSeconds: 43 });
    const empty = await call('PATCH', `/api/notes/${note.id}`, cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ body: NOTE_MESSAGES.nothingToChange });
    const long = await call('PATCH', `/api/notes/${note.id}`, cookie, {
      body: 'x'.repeat(NOTE_BODY_MAX + 1),
    });
    expect(long.json().fields).toMatchObject({ body: NOTE_MESSAGES.tooLong });
  });

  it('another learner can neither change nor delete it (403), a visitor gets 401', async () => {
    const { note } = await madeBy();
    const other = await signInAs(app, 'creator');
    const edit = await call('PATCH', `/api/notes/${note.id}`, other.cookie, { body: 'mine now' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(NOTE_MESSAGES.notYours);
    expect((await call('DELETE', `/api/notes/${note.id}`, other.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/notes/${note.id}`)).statusCode).toBe(401);
    const [row] = await app.db.select().from(lessonNote).where(eq(lessonNote.id, note.id));
    expect(row?.body).toBe('before');
  });

  it('the author deletes it; then it is gone (404)', async () => {
    const { cookie, note } = await madeBy();
    const res = await call('DELETE', `/api/notes/${note.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect((await call('DELETE', `/api/notes/${note.id}`, cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/notes/${note.id}`, cookie, { body: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/notes (My notes)', () => {
  it('lists only my notes, by project and lesson, with what a link back needs', async () => {
    const { cookie } = await signInAs(app, 'creator');
    await call('POST', `/api/lessons/${lessonIn.build}/notes`, cookie, newNote(42, 'build'));
    await call('POST', `/api/lessons/${lessonIn.planning}/notes`, cookie, newNote(3, 'plan'));
    await call('POST', `/api/lessons/${lessonIn.build}/notes`, cookie, newNote(5, ''));
    const other = await signInAs(app, 'free');
    await call('POST', `/api/lessons/${lessonIn.build}/notes`, other.cookie, newNote(1, 'theirs'));

    const res = await call('GET', '/api/notes', cookie);
    expect(res.statusCode).toBe(200);
    const { projects } = res.json();
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({ category: 'web', project: 'portfolio' });
    const lessons = projects[0].lessons;
    expect(lessons.map((l: { section: string }) => l.section)).toEqual(['planning', 'build']);
    expect(lessons[1]).toMatchObject({ lessonId: lessonIn.build, number: 1 });
    expect(lessons[1].title).toBeTruthy();
    expect(lessons[1].notes.map((n: { body: string }) => n.body)).toEqual(['', 'build']);
  });
});

describe('notes made offline (POST /api/offline/sync)', () => {
  const sync = (cookie: string, payload: object) =>
    call('POST', '/api/offline/sync', cookie, payload);
  const item = (noteId: string, body: string, positionSeconds = 42) => ({
    kind: 'note',
    id: randomUUID(),
    lessonId: build(),
    madeAt: new Date().toISOString(),
    noteId,
    positionSeconds,
    body,
  });

  it('makes the note once, a later offline edit replaces it, a replay changes nothing', async () => {
    const { cookie } = await signInAs(app, 'free');
    const noteId = randomUUID();
    const first = item(noteId, 'offline');
    const res = await sync(cookie, first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      replayed: false,
      result: { kind: 'note', note: { id: noteId } },
    });
    // Sent online too (the request reached the server, its answer did not): still one note.
    const online = await call('POST', `/api/lessons/${build()}/notes`, cookie, {
      id: noteId,
      positionSeconds: 42,
      body: 'offline',
    });
    expect(online.statusCode).toBe(200);
    expect((await sync(cookie, item(noteId, 'edited', 50))).json().result.note).toMatchObject({
      body: 'edited',
      positionSeconds: 50,
    });
    const replay = await sync(cookie, first);
    expect(replay.json()).toMatchObject({ replayed: true });
    const notes = (await call('GET', `/api/lessons/${build()}/notes`, cookie)).json().notes;
    expect(notes).toEqual([expect.objectContaining({ id: noteId, body: 'edited' })]);
  });

  it('deletes a note deleted offline once, never another learner’s, and takes one already gone', async () => {
    const { cookie } = await signInAs(app, 'free');
    const other = await signInAs(app, 'free');
    const mine = randomUUID();
    const theirs = randomUUID();
    await sync(cookie, item(mine, 'mine'));
    await sync(other.cookie, item(theirs, 'theirs'));
    const gone = (noteId: string) => ({
      kind: 'note-delete',
      id: randomUUID(),
      lessonId: build(),
      madeAt: new Date().toISOString(),
      noteId,
    });
    const first = gone(mine);
    const res = await sync(cookie, first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      replayed: false,
      result: { kind: 'note-delete', deleted: true },
    });
    expect((await sync(cookie, first)).json()).toMatchObject({
      replayed: true,
      result: { deleted: true },
    });
    // Deleted on another device (or made offline and never synced): nothing to do, no error.
    expect((await sync(cookie, gone(mine))).json().result).toEqual({
      kind: 'note-delete',
      deleted: false,
    });
    // Another learner's note id deletes nothing.
    expect((await sync(cookie, gone(theirs))).json().result.deleted).toBe(false);
    const left = (await call('GET', `/api/lessons/${build()}/notes`, other.cookie)).json().notes;
    expect(left).toEqual([expect.objectContaining({ id: theirs })]);
    expect((await call('GET', `/api/lessons/${build()}/notes`, cookie)).json().notes).toEqual([]);
    const bad = await sync(cookie, { ...gone(mine), noteId: 'nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a note on a lesson outside the plan and one too long', async () => {
    const { cookie } = await signInAs(app, 'free');
    const planning = { ...item(randomUUID(), 'x'), lessonId: lessonIn.planning };
    expect((await sync(cookie, planning)).statusCode).toBe(403);
    const long = await sync(cookie, item(randomUUID(), 'x'.repeat(NOTE_BODY_MAX + 1)));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toMatchObject({ body: NOTE_MESSAGES.tooLong });
  });
});

describe('the account', () => {
  it('"Download my data" holds my notes, and deleting the account deletes them', async () => {
    const { email, cookie } = await signInAs(app, 'free');
    const note = newNote(42, 'keep me');
    await call('POST', `/api/lessons/${build()}/notes`, cookie, note);
    const data = await call('GET', '/api/account/data', cookie);
    expect(data.statusCode).toBe(200);
    expect(data.json().learning.notes).toEqual([
      expect.objectContaining({
        id: note.id,
        body: 'keep me',
        positionSeconds: 42,
        bookmark: false,
      }),
    ]);
    // Deleted as the learner deletes their account (better-auth's delete-user, with the password).
    const gone = await call('POST', '/api/auth/delete-user', cookie, { password: PASSWORD });
    expect(gone.statusCode).toBe(200);
    expect(await app.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    expect(await app.db.select().from(lessonNote).where(eq(lessonNote.id, note.id))).toEqual([]);
  });
});
