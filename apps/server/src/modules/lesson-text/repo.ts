import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { lessonCaption, lessonSnippet, type TStoredCue } from '../../db/schema.ts';

export async function findCaptions(db: TDb, lessonId: string) {
  const [row] = await db
    .select()
    .from(lessonCaption)
    .where(eq(lessonCaption.lessonId, lessonId))
    .limit(1);
  return row ?? null;
}

/** Whether a lesson has captions, without reading the file. */
export async function hasCaptions(db: TDb, lessonId: string) {
  const [row] = await db
    .select({ id: lessonCaption.lessonId })
    .from(lessonCaption)
    .where(eq(lessonCaption.lessonId, lessonId))
    .limit(1);
  return Boolean(row);
}

export async function upsertCaptions(
  db: TDb,
  values: { lessonId: string; language: string; vtt: string; cues: TStoredCue[] },
) {
  const [row] = await db
    .insert(lessonCaption)
    .values(values)
    .onConflictDoUpdate({
      target: lessonCaption.lessonId,
      set: { language: values.language, vtt: values.vtt, cues: values.cues, updatedAt: new Date() },
    })
    .returning();
  return row;
}

export async function deleteCaptionsRow(db: TDb, lessonId: string) {
  const rows = await db
    .delete(lessonCaption)
    .where(eq(lessonCaption.lessonId, lessonId))
    .returning({ id: lessonCaption.lessonId });
  return rows.length > 0;
}

export function listSnippets(db: TDb, lessonId: string) {
  return db
    .select({
      id: lessonSnippet.id,
      language: lessonSnippet.language,
      code: lessonSnippet.code,
      timeSeconds: lessonSnippet.timeSeconds,
    })
    .from(lessonSnippet)
    .where(eq(lessonSnippet.lessonId, lessonId))
    .orderBy(asc(lessonSnippet.position));
}

/** The lesson's snippets become exactly this list, in this order. */
export async function replaceSnippets(
  db: TDb,
  lessonId: string,
  snippets: { language: string; code: string; timeSeconds: number | null }[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(lessonSnippet).where(eq(lessonSnippet.lessonId, lessonId));
    if (snippets.length > 0)
      await tx
        .insert(lessonSnippet)
        .values(snippets.map((s, i) => ({ ...s, lessonId, position: i + 1 })));
  });
}
