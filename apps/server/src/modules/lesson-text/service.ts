import type { TCaptionsResponse } from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { NO_CAPTIONS, snippetOf } from './admin.ts';
import { findCaptions, hasCaptions, listSnippets } from './repo.ts';

/*
 * A lesson's text beside its video: captions and code snippets. Who may read them is the
 * learning module's rule: it calls these reads after its access check. The writes are admin.ts,
 * behind admin-routes.ts, which learning mounts behind its admin guard once it has said the
 * lesson exists. Learning reads from here, so this module does not ask learning back.
 */

/** What the lesson page needs to know up front: whether captions exist, and the snippets. */
export async function lessonText(db: TDb, lessonId: string) {
  const [captions, snippets] = await Promise.all([
    hasCaptions(db, lessonId),
    listSnippets(db, lessonId),
  ]);
  return { hasCaptions: captions, snippets: snippets.map(snippetOf) };
}

export async function readCaptions(db: TDb, lessonId: string) {
  const row = await findCaptions(db, lessonId);
  if (!row) throw notFound(NO_CAPTIONS);
  return row;
}

export async function captionCues(db: TDb, lessonId: string): Promise<TCaptionsResponse> {
  const row = await readCaptions(db, lessonId);
  return { language: row.language, cues: row.cues };
}
