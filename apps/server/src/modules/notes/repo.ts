import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { lessonNote } from '../../db/schema.ts';

export type TNoteRow = typeof lessonNote.$inferSelect;

/** Makes the note unless its id is taken: the new row, or null (a replay, or someone's id). */
export async function insertNote(
  db: TDb,
  row: { id: string; userId: string; lessonId: string; positionSeconds: number; body: string },
) {
  const [made] = await db.insert(lessonNote).values(row).onConflictDoNothing().returning();
  return made ?? null;
}

export async function findNote(db: TDb, id: string) {
  const [row] = await db.select().from(lessonNote).where(eq(lessonNote.id, id));
  return row ?? null;
}

/** One learner's notes on one lesson, by moment. */
export function notesOfLesson(db: TDb, userId: string, lessonId: string) {
  return db
    .select()
    .from(lessonNote)
    .where(and(eq(lessonNote.userId, userId), eq(lessonNote.lessonId, lessonId)))
    .orderBy(asc(lessonNote.positionSeconds), asc(lessonNote.createdAt));
}

/** Every note of one learner, oldest first. */
export function notesOfUser(db: TDb, userId: string) {
  return db
    .select()
    .from(lessonNote)
    .where(eq(lessonNote.userId, userId))
    .orderBy(asc(lessonNote.createdAt));
}

/** Changes the learner's own note; null when it is not theirs (or gone). */
export async function updateNote(
  db: TDb,
  userId: string,
  id: string,
  patch: { positionSeconds?: number | undefined; body?: string | undefined },
) {
  const set: Partial<TNoteRow> = { updatedAt: new Date() };
  if (patch.positionSeconds !== undefined) set.positionSeconds = patch.positionSeconds;
  if (patch.body !== undefined) set.body = patch.body;
  const [row] = await db
    .update(lessonNote)
    .set(set)
    .where(and(eq(lessonNote.id, id), eq(lessonNote.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteNote(db: TDb, userId: string, id: string) {
  const gone = await db
    .delete(lessonNote)
    .where(and(eq(lessonNote.id, id), eq(lessonNote.userId, userId)))
    .returning({ id: lessonNote.id });
  return gone.length > 0;
}
