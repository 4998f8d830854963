import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { lesson, lessonUpload, project } from '../../../db/schema.ts';
import { videoKey } from '../../../storage/storage.ts';

/** An upload that sent no byte for this long makes way when another one starts. */
export const UPLOAD_STALE_MS = 60_000;
export const UPLOAD_IN_PROGRESS_MESSAGE =
  'This lesson already has a video uploading. Wait for it to finish (or cancel it), then try again.';

/*
 * One upload per lesson at a time (decisions/005): two at once would both be moved into storage
 * and one file would be left that no lesson points at. The claim is a row in the database, so
 * it holds across servers without Redis: one upsert takes it when it is free, idle or already
 * ours, so of two simultaneous starts exactly one wins.
 */

/** True when `uploadId` now holds the lesson's upload claim. */
export async function claimUpload(db: TDb, lessonId: string, uploadId: string) {
  const stale = sql`now() - make_interval(secs => ${UPLOAD_STALE_MS / 1000})`;
  const rows = await db
    .insert(lessonUpload)
    .values({ lessonId, uploadId })
    .onConflictDoUpdate({
      target: lessonUpload.lessonId,
      set: { uploadId, touchedAt: sql`now()` },
      setWhere: sql`${lessonUpload.uploadId} = ${uploadId} or ${lessonUpload.touchedAt} < ${stale}`,
    })
    .returning({ uploadId: lessonUpload.uploadId });
  return rows[0]?.uploadId === uploadId;
}

/** The upload sent bytes: its claim stays fresh. False when another upload took the lesson. */
export async function touchUpload(db: TDb, uploadId: string) {
  const rows = await db
    .update(lessonUpload)
    .set({ touchedAt: sql`now()` })
    .where(eq(lessonUpload.uploadId, uploadId))
    .returning({ lessonId: lessonUpload.lessonId });
  return rows.length > 0;
}

/** The upload finished, failed or was cancelled. False when it no longer held a claim. */
export async function releaseUpload(db: TDb, uploadId: string) {
  const rows = await db
    .delete(lessonUpload)
    .where(eq(lessonUpload.uploadId, uploadId))
    .returning({ lessonId: lessonUpload.lessonId });
  return rows.length > 0;
}

/** The upload that holds the lesson's claim, if any. */
export async function lessonUploadOf(db: TDb, lessonId: string) {
  const rows = await db
    .select({ uploadId: lessonUpload.uploadId })
    .from(lessonUpload)
    .where(eq(lessonUpload.lessonId, lessonId));
  return rows[0]?.uploadId ?? null;
}

/** The video keys (without a replacement suffix) of lessons that have an upload under way. */
export async function keysBeingUploaded(db: TDb): Promise<Set<string>> {
  const rows = await db
    .select({
      category: project.category,
      slug: project.slug,
      section: lesson.section,
      number: lesson.number,
    })
    .from(lessonUpload)
    .innerJoin(lesson, eq(lesson.id, lessonUpload.lessonId))
    .innerJoin(project, eq(project.id, lesson.projectId));
  return new Set(rows.map((r) => videoKey(r.category, r.slug, r.section, r.number)));
}
