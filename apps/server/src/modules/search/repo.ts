import {
  HIGHLIGHT_START,
  HIGHLIGHT_STOP,
  type TCategory,
  type TSection,
  type TWordCandidate,
} from '@thinkbuild/core';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { blogSlugs } from '../blogs/service.ts';
import { lessonPlaces } from '../learning/service.ts';

export type TSearchRow = {
  lesson_id: string | null;
  question_id: string | null;
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

const tsquery = (q: string) => sql`websearch_to_tsquery('english', ${collapseNegations(q)})`;

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
 * Published lessons (of published projects) and published posts matching `q` by full text,
 * best first, at most `limit` ids (`visible` is kept by the triggers). Ranking reads only the
 * small `rank_vector` (title A, description or summary B), never the big `document` (with
 * transcripts, TOASTed): reading that for every row is what made a common word slow
 * (bench/RESULTS.md, search).
 * 1. Rows whose title or description match, ranked: the answer whenever they fill `limit`.
 * 2. Otherwise the rest comes from rows matching in the transcript or code only (GIN over
 *    `document`): at most TRANSCRIPT_CANDIDATES of them are ranked (by whatever words of the
 *    query their title and description hold), after every row of step 1.
 * A lesson whose section is not in `openSections` is found by its title and description only:
 * step 2 skips it, so its transcript and code (paid text) never decide whether it matches,
 * words, phrases or negations alike (SPEC.md §6: the server enforces the section rule; the
 * service marks the same lessons locked). A question (migration 0028) is found only under a
 * lesson the viewer may open: its text is as closed as its lesson.
 */
export async function matchingIds(
  db: TDb,
  q: string,
  openSections: readonly TSection[],
  limit: number,
): Promise<string[]> {
  // The tsquery is written inline (not in a CTE) so the planner sees a constant and can use
  // the GIN indexes.
  const tsq = tsquery(q);
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from search_document
      where visible and rank_vector @@ ${tsq}
        and (question_id is null or ${isOpen(openSections, sql`section`)})
      order by ts_rank(rank_vector, ${tsq}) desc, id
      limit ${limit}
    `),
  ).map((r) => r.id);
  if (ids.length < limit) {
    const more = await db.execute(sql`
      select id from (
        select id, rank_vector from search_document
        where visible and ${isOpen(openSections, sql`section`)} and document @@ ${tsq}
          and not rank_vector @@ ${tsq}
        limit ${TRANSCRIPT_CANDIDATES}
      ) c
      order by ts_rank(rank_vector, ${tsq}) desc, id
      limit ${limit - ids.length}
    `);
    ids.push(...rowsOf<{ id: string }>(more).map((r) => r.id));
  }
  return ids;
}

/**
 * The rows `ids` name, in that order, ready to show: title and snippet with the words of any
 * of `queries` highlighted (the typed query and its correction), and where each links to. A
 * lesson whose section is not in `openSections` gets no snippet.
 */
export async function resultRows(
  db: TDb,
  ids: readonly string[],
  queries: readonly string[],
  openSections: readonly TSection[],
): Promise<TSearchRow[]> {
  if (ids.length === 0) return [];
  const tsq = sql.join(
    queries.map((q) => tsquery(q)),
    sql` || `,
  );
  // Headlines (the costly part per row) for the rows returned only, in the order found.
  const result = await db.execute(sql`
    select
      d.lesson_id, d.blog_id, d.question_id,
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
    lessonPlaces(db, idsOf(found.map((r) => r.lesson_id))),
    blogSlugs(db, idsOf(found.map((r) => r.blog_id))),
  ]);
  return found.map(({ lesson_id, blog_id, question_id, title, snippet }) => {
    const l = lesson_id ? lessons.get(lesson_id) : undefined;
    return {
      lesson_id,
      question_id,
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

/** How many vocabulary words are looked at per typed word, most similar first. */
const SIMILAR_WORDS = 10;

/**
 * What the vocabulary (`search_word`) holds for a query's words: each of `exact` that is a word
 * (as a candidate of itself, similarity 1; the primary key answers), and for each of `similar`
 * that is not a word the words most like it (pg_trgm `%`, above its similarity threshold of
 * 0.3, which the GIN trigram index answers).
 * The terms are letters and digits only (queryWords), so quoting each into an array literal is
 * safe; quoted, a word like "null" stays a word.
 */
export async function vocabulary(
  db: TDb,
  exact: readonly string[],
  similar: readonly string[],
): Promise<TWordCandidate[]> {
  if (exact.length === 0 && similar.length === 0) return [];
  const result = await db.execute(vocabularyQuery(exact, similar));
  return rowsOf<TWordCandidate>(result).map((r) => ({ ...r, similarity: Number(r.similarity) }));
}

/** vocabulary's SQL, apart so the search bench can print its plan (EXPLAIN ANALYZE). */
export function vocabularyQuery(exact: readonly string[], similar: readonly string[]): SQL {
  const array = (terms: readonly string[]) => `{${terms.map((t) => `"${t}"`).join(',')}}`;
  return sql`
    select word as term, word, 1::float8 as similarity
    from search_word where word = any(${array(exact)}::text[])
    union all
    select t.term, w.word, w.similarity
    from unnest(${array(similar)}::text[]) as t(term)
    -- a word that is a vocabulary word needs no look-alikes (the first part found it)
    cross join lateral (
      select word, similarity(word, t.term)::float8 as similarity
      from search_word
      where word % t.term and word <> t.term
        and not exists (select from search_word k where k.word = t.term)
      order by similarity desc, word
      limit ${SIMILAR_WORDS}
    ) w
  `;
}

type TFoundRow = {
  lesson_id: string | null;
  question_id: string | null;
  blog_id: string | null;
  title: string;
  snippet: string | null;
};

const idsOf = (ids: (string | null)[]) => ids.filter((id): id is string => id !== null);

/*
 * A visitor's search: published, public text only. A lesson matches by its title and
 * description (`rank_vector`), never by its transcript or code; a post by its whole text
 * (`document`: a published post is public); questions never (they are for signed-in learners).
 */

/** Published lessons and posts matching `q` for a visitor, best first, at most `limit` ids. */
export async function publicMatchingIds(db: TDb, q: string, limit: number): Promise<string[]> {
  const tsq = tsquery(q);
  return rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from search_document
      where visible and question_id is null
        and (rank_vector @@ ${tsq} or (blog_id is not null and document @@ ${tsq}))
      order by ts_rank(rank_vector, ${tsq}) desc, id
      limit ${limit}
    `),
  ).map((r) => r.id);
}

export type TPublicRow = {
  lesson_id: string | null;
  blog_id: string | null;
  title: string;
  /** A post's snippet (from its text); null for a lesson, whose snippet is its description's. */
  snippet: string | null;
};

const tsqueries = (queries: readonly string[]) =>
  sql.join(
    queries.map((q) => tsquery(q)),
    sql` || `,
  );

/**
 * The rows `ids` name, in that order, with their titles highlighted; a post's snippet is cut
 * from its text, a lesson gets none here (its body holds its transcript: `headlines` cuts one
 * from its description).
 */
export async function publicResultRows(
  db: TDb,
  ids: readonly string[],
  queries: readonly string[],
): Promise<TPublicRow[]> {
  if (ids.length === 0) return [];
  const tsq = tsqueries(queries);
  return rowsOf<TPublicRow>(
    await db.execute(sql`
      select
        d.lesson_id, d.blog_id,
        ts_headline('english', d.title, ${tsq}, ${TITLE}) as title,
        case when d.blog_id is not null
          then nullif(ts_headline('english', d.body, ${tsq}, ${SNIPPET}), '')
        end as snippet
      from unnest(string_to_array(${ids.join(',')}, ',')::uuid[]) with ordinality as top(id, position)
      join search_document d on d.id = top.id
      where d.visible and d.question_id is null
      order by top.position
    `),
  );
}

/**
 * Each of `texts` with the words of `queries` highlighted (`whole`: all of it, as a title or a
 * short description, which read better whole than as fragments; else a snippet cut around
 * them), in the same order; '' stays ''.
 */
export async function headlines(
  db: TDb,
  texts: readonly string[],
  queries: readonly string[],
  whole: boolean,
): Promise<string[]> {
  if (texts.length === 0) return [];
  const tsq = tsqueries(queries);
  const rows = rowsOf<{ text: string }>(
    await db.execute(sql`
      select ts_headline('english', t.text, ${tsq}, ${whole ? TITLE : SNIPPET}) as text
      from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as t(text, position)
      order by t.position
    `),
  );
  return rows.map((r) => r.text);
}

/**
 * Which of `texts` (a course's title and description) match `q`, best first: their indexes.
 * The courses are few (the catalog), so they are matched as values, not through an index.
 */
export async function matchingTexts(
  db: TDb,
  texts: readonly { title: string; description: string }[],
  q: string,
): Promise<number[]> {
  if (texts.length === 0) return [];
  const tsq = tsquery(q);
  const rows = rowsOf<{ position: string | number }>(
    await db.execute(sql`
      select t.position from (
        select position,
          setweight(to_tsvector('english', value ->> 'title'), 'A') ||
          setweight(to_tsvector('english', value ->> 'description'), 'B') as vector
        from jsonb_array_elements(${JSON.stringify(texts)}::jsonb) with ordinality as e(value, position)
      ) t
      where t.vector @@ ${tsq}
      order by ts_rank(t.vector, ${tsq}) desc, t.position
    `),
  );
  return rows.map((r) => Number(r.position) - 1);
}
