import { HIGHLIGHT_START, HIGHLIGHT_STOP, type TCategory, type TSection } from '@thinkbuild/core';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { blogSlugs } from '../blogs/service.ts';
import { lessonLinks } from '../learning/service.ts';

export type TSearchRow = {
  lesson_id: string | null;
  blog_slug: string | null;
  title: string;
  snippet: string | null;
  category: TCategory | null;
  project: string | null;
  project_title: string | null;
  section: TSection | null;
  number: number | null;
};

const SNIPPET = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
const TITLE = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, HighlightAll=true`;

/** How many transcript-only matches are ranked when titles and descriptions fill too few rows. */
export const TRANSCRIPT_CANDIDATES = 200;

/**
 * websearch_to_tsquery turns each `-` before a word into a NOT and keeps pending NOTs on a
 * stack of 32: a run of 33 dashes with no word after them fails with "tsquery stack too
 * small" (a 500). Between two words (letters or digits) one `-` means the same as many, so a
 * run of other characters keeps only its last dash; hyphenated words ("a-b") are untouched.
 */
export const collapseNegations = (q: string) =>
  q.replace(/[^\p{L}\p{N}]+/gu, (run) => run.replace(/-(?=[^-]*-)/g, ' '));

/** Blog posts (no section) and lessons of the sections the viewer may open. */
function isOpen(openSections: readonly TSection[], section: SQL) {
  if (openSections.length === 0) return sql`${section} is null`;
  const list = sql.join(
    openSections.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`(${section} is null or ${section}::text in (${list}))`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Published lessons (of published projects) and published posts matching `q`, best first
 * (`visible` is kept by the triggers). Ranking reads only the small `rank_vector` (title A,
 * description or summary B), never the big `document` (with transcripts, TOASTed): reading
 * that for every row is what made a common word slow (bench/RESULTS.md, search).
 * 1. Rows whose title or description match, ranked: the answer whenever they fill `limit`.
 * 2. Otherwise the rest comes from rows matching in the transcript or code only (GIN over
 *    `document`): at most TRANSCRIPT_CANDIDATES of them are ranked (by whatever words of the
 *    query their title and description hold), after every row of step 1.
 * A lesson whose section is not in `openSections` is found by its title and description only:
 * step 2 skips it, so its transcript and code (paid text) never decide whether it matches,
 * words, phrases or negations alike, and no snippet is cut from it (SPEC.md §6: the server
 * enforces the section rule; the service marks the same lessons locked).
 */
export async function searchDocuments(
  db: TDb,
  q: string,
  openSections: readonly TSection[],
  limit: number,
): Promise<TSearchRow[]> {
  // The tsquery is written inline (not in a CTE) so the planner sees a constant and can use
  // the GIN indexes.
  const tsq = sql`websearch_to_tsquery('english', ${collapseNegations(q)})`;
  const open = isOpen(openSections, sql`section`);
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from search_document
      where visible and rank_vector @@ ${tsq}
      order by ts_rank(rank_vector, ${tsq}) desc, id
      limit ${limit}
    `),
  ).map((r) => r.id);
  if (ids.length < limit) {
    const more = await db.execute(sql`
      select id from (
        select id, rank_vector from search_document
        where visible and ${open} and document @@ ${tsq} and not rank_vector @@ ${tsq}
        limit ${TRANSCRIPT_CANDIDATES}
      ) c
      order by ts_rank(rank_vector, ${tsq}) desc, id
      limit ${limit - ids.length}
    `);
    ids.push(...rowsOf<{ id: string }>(more).map((r) => r.id));
  }
  if (ids.length === 0) return [];
  // Headlines (the costly part per row) for the rows returned only, in the order found.
  const result = await db.execute(sql`
    select
      d.lesson_id, d.blog_id,
      ts_headline('english', d.title, ${tsq}, ${TITLE}) as title,
      case when ${isOpen(openSections, sql`d.section`)}
        then nullif(ts_headline('english', d.body, ${tsq}, ${SNIPPET}), '')
      end as snippet
    from unnest(string_to_array(${ids.join(',')}, ',')::uuid[]) with ordinality as top(id, position)
    join search_document d on d.id = top.id
    order by top.position
  `);
  // PGlite and node-postgres both answer { rows } (drizzle types execute() per driver).
  const found = rowsOf<TFoundRow>(result);
  // Where each result links to, from the modules that own lessons and posts (decisions/017).
  const [lessons, blogs] = await Promise.all([
    lessonLinks(db, idsOf(found.map((r) => r.lesson_id))),
    blogSlugs(db, idsOf(found.map((r) => r.blog_id))),
  ]);
  return found.map(({ lesson_id, blog_id, title, snippet }) => {
    const l = lesson_id ? lessons.get(lesson_id) : undefined;
    return {
      lesson_id,
      blog_slug: (blog_id && blogs.get(blog_id)) || null,
      title,
      snippet,
      category: l?.category ?? null,
      project: l?.project ?? null,
      project_title: l?.projectTitle ?? null,
      section: l?.section ?? null,
      number: l?.number ?? null,
    };
  });
}

type TFoundRow = {
  lesson_id: string | null;
  blog_id: string | null;
  title: string;
  snippet: string | null;
};

const idsOf = (ids: (string | null)[]) => ids.filter((id): id is string => id !== null);
