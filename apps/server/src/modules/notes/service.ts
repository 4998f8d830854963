import {
  groupNotes,
  NOTE_MESSAGES,
  type TMyNotes,
  type TNote,
  type TNoteCreate,
  type TNoteUpdate,
} from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import { lessonPlaces, requireOpenLesson } from '../learning/service.ts';
import {
  deleteNote,
  findNote,
  insertNote,
  notesOfLesson,
  notesOfUser,
  type TNoteRow,
  updateNote,
} from './repo.ts';

/*
 * A learner's private notes and bookmarks at moments of a lesson's video. Only their author
 * reads or changes them (another learner's note is refused, never shown); they are made and
 * edited only on a lesson the learner may open now (learning's rule: plan, order lock). A
 * note's id is the device's, so a retried or synced create makes it once (offline module).
 */

const noteView = (row: TNoteRow): TNote => ({
  id: row.id,
  lessonId: row.lessonId,
  positionSeconds: row.positionSeconds,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The note, if it is the viewer's: 404 when there is none, 403 when it is someone else's. */
async function ownNote(db: TDb, viewer: TViewer, id: string) {
  const row = await findNote(db, id);
  if (!row) throw new AppError('NOT_FOUND', NOTE_MESSAGES.notFound);
  if (row.userId !== viewer.id) throw new AppError('FORBIDDEN', NOTE_MESSAGES.notYours);
  return row;
}

export async function lessonNotes(db: TDb, viewer: TViewer, lessonId: string) {
  await requireOpenLesson(db, viewer, lessonId);
  const rows = await notesOfLesson(db, viewer.id, lessonId);
  return { notes: rows.map(noteView) };
}

/**
 * Makes a note, once per id: sent again (a retry, a sync), the note already made comes back
 * with `created: false`. An id already used by someone else, or on another lesson, is refused.
 */
export async function createNote(
  db: TDb,
  viewer: TViewer,
  lessonId: string,
  input: TNoteCreate,
): Promise<{ note: TNote; created: boolean }> {
  await requireOpenLesson(db, viewer, lessonId);
  const made = await insertNote(db, { ...input, userId: viewer.id, lessonId });
  if (made) return { note: noteView(made), created: true };
  const existing = await ownNote(db, viewer, input.id);
  if (existing.lessonId !== lessonId) throw new AppError('CONFLICT', NOTE_MESSAGES.otherLesson);
  return { note: noteView(existing), created: false };
}

/** A note made or edited offline (modules/offline): made if new, else its text and moment. */
export async function saveSyncedNote(
  db: TDb,
  viewer: TViewer,
  lessonId: string,
  input: TNoteCreate,
): Promise<TNote> {
  const { note, created } = await createNote(db, viewer, lessonId, input);
  if (created) return note;
  const { id, ...patch } = input;
  const row = await updateNote(db, viewer.id, id, patch);
  return row ? noteView(row) : note;
}

export async function editNote(db: TDb, viewer: TViewer, id: string, patch: TNoteUpdate) {
  const row = await ownNote(db, viewer, id);
  await requireOpenLesson(db, viewer, row.lessonId);
  const updated = await updateNote(db, viewer.id, id, patch);
  if (!updated) throw new AppError('NOT_FOUND', NOTE_MESSAGES.notFound);
  return noteView(updated);
}

/** Deleting stays open when the lesson no longer is: the note is the learner's own. */
export async function removeNote(db: TDb, viewer: TViewer, id: string) {
  await ownNote(db, viewer, id);
  if (!(await deleteNote(db, viewer.id, id)))
    throw new AppError('NOT_FOUND', NOTE_MESSAGES.notFound);
}

/**
 * A note deleted offline (modules/offline): the viewer's note goes; one already gone (deleted
 * on another device, or made offline and never synced) leaves nothing to do. Never another's.
 */
export const removeSyncedNote = (db: TDb, viewer: TViewer, id: string) =>
  deleteNote(db, viewer.id, id);

/** My notes: every note of the viewer, by project and lesson, each lesson's by moment. */
export async function myNotes(db: TDb, viewer: TViewer): Promise<TMyNotes> {
  const rows = await notesOfUser(db, viewer.id);
  const byLesson = new Map<string, TNote[]>();
  for (const row of rows) {
    const list = byLesson.get(row.lessonId) ?? [];
    list.push(noteView(row));
    byLesson.set(row.lessonId, list);
  }
  const places = await lessonPlaces(db, [...byLesson.keys()]);
  const lessons = [...byLesson].flatMap(([lessonId, notes]) => {
    const place = places.get(lessonId);
    return place ? [{ lesson: { lessonId, ...place }, notes }] : [];
  });
  return { projects: groupNotes(lessons) };
}

/** Every note of a learner with its lesson's title, for "Download my data" (modules/account). */
export async function notesDataOf(db: TDb, userId: string) {
  const rows = await notesOfUser(db, userId);
  const places = await lessonPlaces(db, [...new Set(rows.map((r) => r.lessonId))]);
  return rows.map((row) => ({
    ...noteView(row),
    lesson: places.get(row.lessonId)?.title ?? null,
    bookmark: row.body.trim() === '',
  }));
}
