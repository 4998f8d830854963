import {
  SEARCH_RESULT_LIMIT,
  SECTIONS,
  sectionAccess,
  splitHighlights,
  type TSearchHit,
  type TSearchResponse,
} from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import { searchDocuments, type TSearchRow } from './repo.ts';

function toHit(row: TSearchRow, viewer: TViewer): TSearchHit | null {
  const title = splitHighlights(row.title);
  if (row.blog_slug) {
    return {
      kind: 'blog',
      slug: row.blog_slug,
      title,
      snippet: row.snippet ? splitHighlights(row.snippet) : null,
    };
  }
  const { lesson_id: id, category, project, project_title: projectTitle, section, number } = row;
  if (!id || !category || !project || !projectTitle || !section || number === null) return null;
  const access = sectionAccess(section, { signedIn: true, role: viewer.role });
  return {
    kind: 'lesson',
    id,
    title,
    category,
    project,
    projectTitle,
    section,
    number,
    locked: access.allowed ? null : access.message,
    // Checked here too: a locked lesson's snippet never leaves the server.
    snippet: access.allowed && row.snippet ? splitHighlights(row.snippet) : null,
  };
}

/** Lessons and posts matching `q`, ranked; lessons the viewer cannot open come without text. */
export async function search(db: TDb, viewer: TViewer, q: string): Promise<TSearchResponse> {
  const open = SECTIONS.filter(
    (s) => sectionAccess(s, { signedIn: true, role: viewer.role }).allowed,
  );
  const rows = await searchDocuments(db, q, open, SEARCH_RESULT_LIMIT);
  return {
    q,
    results: rows.map((r) => toHit(r, viewer)).filter((h): h is TSearchHit => h !== null),
  };
}
