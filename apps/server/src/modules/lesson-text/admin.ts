import type {
  TAdminCaptions,
  TCaptionsInput,
  TSnippet,
  TSnippetList,
  TSnippetsInput,
} from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import {
  deleteCaptionsRow,
  findCaptions,
  listSnippets,
  replaceSnippets,
  upsertCaptions,
} from './repo.ts';
import { parseCaptions } from './vtt.ts';

/*
 * The admin's side of a lesson's text (admin-routes.ts, mounted by learning behind its admin
 * guard once it has said the lesson exists).
 */

export const NO_CAPTIONS = 'This lesson has no captions';

const adminView = (row: Awaited<ReturnType<typeof findCaptions>>): TAdminCaptions => ({
  captions: row
    ? { language: row.language, cueCount: row.cues.length, updatedAt: row.updatedAt.toISOString() }
    : null,
});

/** Validates the file (400 with the line number of what is wrong) and stores it with its cues. */
export async function saveCaptions(
  db: TDb,
  lessonId: string,
  input: TCaptionsInput,
): Promise<TAdminCaptions> {
  const parsed = parseCaptions(input.vtt);
  if (!parsed.ok) throw new AppError('VALIDATION', parsed.message, { vtt: parsed.message });
  const row = await upsertCaptions(db, {
    lessonId,
    language: input.language,
    vtt: input.vtt,
    cues: parsed.cues,
  });
  return adminView(row ?? null);
}

export async function adminCaptions(db: TDb, lessonId: string): Promise<TAdminCaptions> {
  return adminView(await findCaptions(db, lessonId));
}

export async function removeCaptions(db: TDb, lessonId: string) {
  if (!(await deleteCaptionsRow(db, lessonId))) throw notFound(NO_CAPTIONS);
  return { deleted: true as const };
}

export const snippetOf = (row: Awaited<ReturnType<typeof listSnippets>>[number]) => row as TSnippet;

export async function adminSnippets(db: TDb, lessonId: string): Promise<TSnippetList> {
  return { snippets: (await listSnippets(db, lessonId)).map(snippetOf) };
}

export async function saveSnippets(
  db: TDb,
  lessonId: string,
  input: TSnippetsInput,
): Promise<TSnippetList> {
  await replaceSnippets(db, lessonId, input.snippets);
  return adminSnippets(db, lessonId);
}
