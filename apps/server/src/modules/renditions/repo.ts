import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { lesson, type TStoredRendition, videoRendition } from '../../db/schema.ts';

export type TRenditionRow = typeof videoRendition.$inferSelect;

export async function findRendition(db: TDb, id: string) {
  const [row] = await db.select().from(videoRendition).where(eq(videoRendition.id, id));
  return row ?? null;
}

export async function renditionOfLesson(db: TDb, lessonId: string) {
  const [row] = await db.select().from(videoRendition).where(eq(videoRendition.lessonId, lessonId));
  return row ?? null;
}

export const renditionsOfLessons = (db: TDb, lessonIds: string[]) =>
  lessonIds.length === 0
    ? Promise.resolve([])
    : db.select().from(videoRendition).where(inArray(videoRendition.lessonId, lessonIds));

/** The lesson's current video key (null: no video, or no such lesson). */
export async function currentVideoKey(db: TDb, lessonId: string) {
  const [row] = await db
    .select({ videoKey: lesson.videoKey })
    .from(lesson)
    .where(eq(lesson.id, lessonId));
  return row?.videoKey ?? null;
}

/** Every folder a row points at (the sweep keeps these, whatever their age). */
export async function renditionPrefixes(db: TDb) {
  const rows = await db.select({ prefix: videoRendition.prefix }).from(videoRendition);
  return new Set(rows.map((r) => r.prefix));
}

/** Drops the lesson's row; returns it so its objects can go too. */
export async function deleteRenditionOfLesson(db: TDb, lessonId: string) {
  const [row] = await db
    .delete(videoRendition)
    .where(eq(videoRendition.lessonId, lessonId))
    .returning();
  return row ?? null;
}

/** A new, pending row for a lesson's video; null when the lesson already has one. */
export async function insertRendition(
  db: TDb,
  values: { id: string; lessonId: string; videoKey: string; prefix: string },
) {
  const [row] = await db
    .insert(videoRendition)
    .values(values)
    .onConflictDoNothing({ target: videoRendition.lessonId })
    .returning();
  return row ?? null;
}

export async function updateRendition(
  db: TDb,
  id: string,
  values: Partial<{
    status: TRenditionRow['status'];
    progress: number;
    error: string | null;
    renditions: TStoredRendition[];
    hasPoster: boolean;
    sourceSha256: string;
  }>,
) {
  await db
    .update(videoRendition)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(videoRendition.id, id));
}

/** A finished set made from the same bytes for another lesson (demo clips are shared). */
export async function readyTwin(db: TDb, sha256: string, notId: string) {
  const [row] = await db
    .select()
    .from(videoRendition)
    .where(
      and(
        eq(videoRendition.sourceSha256, sha256),
        eq(videoRendition.status, 'ready'),
        ne(videoRendition.id, notId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Lessons with a video and no low-data versions (first start, or ffmpeg installed later). */
export const lessonsWithoutRenditions = (db: TDb) =>
  db
    .select({ id: lesson.id, videoKey: sql<string>`${lesson.videoKey}` })
    .from(lesson)
    .leftJoin(videoRendition, eq(videoRendition.lessonId, lesson.id))
    .where(and(isNotNull(lesson.videoKey), isNull(videoRendition.id)));

/** Sets a lesson's length when it has none yet. */
export async function fillLessonDuration(db: TDb, lessonId: string, seconds: number) {
  await db
    .update(lesson)
    .set({ durationSeconds: seconds })
    .where(and(eq(lesson.id, lessonId), isNull(lesson.durationSeconds)));
}
