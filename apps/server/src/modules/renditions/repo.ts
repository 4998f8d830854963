import { and, eq, inArray, ne } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { type TStoredRendition, videoRendition } from '../../db/schema.ts';
import { lessonVideos } from '../learning/service.ts';

export type TRenditionRow = typeof videoRendition.$inferSelect;
/** One rendition as stored in a row's `renditions` column. */
export type { TStoredRendition };

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
    hasCover: boolean;
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

/**
 * Lessons with a video and no low-data versions (first start, or ffmpeg installed later). The
 * lessons are learning's (through its service); the rows are ours.
 */
export async function lessonsWithoutRenditions(db: TDb) {
  const [lessons, rendered] = await Promise.all([
    lessonVideos(db),
    db.select({ lessonId: videoRendition.lessonId }).from(videoRendition),
  ]);
  const done = new Set(rendered.map((r) => r.lessonId));
  return lessons.filter((l) => !done.has(l.id));
}
