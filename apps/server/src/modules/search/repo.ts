import { HIGHLIGHT_START, HIGHLIGHT_STOP, type TCategory, type TSection } from '@thinkbuild/core';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';

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

/**
 * Published lessons (of published projects) and published posts matching `q`, best first
 * (ts_rank over the GIN-indexed document). Snippets are cut only for the rows returned, and
 * never for a lesson whose section is not in `openSections`: its text does not leave the
 * database.
 */
export async function searchDocuments(
  db: TDb,
  q: string,
  openSections: readonly TSection[],
  limit: number,
): Promise<TSearchRow[]> {
  const open = sql.join(
    openSections.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with query as (select websearch_to_tsquery('english', ${q}) as tsq),
    hits as (
      select d.lesson_id, d.blog_id, d.title, d.body, ts_rank(d.document, query.tsq) as rank
      from search_document d
      cross join query
      left join lesson l on l.id = d.lesson_id
      left join project p on p.id = l.project_id
      left join blog b on b.id = d.blog_id
      where d.document @@ query.tsq
        and ((l.published and p.status = 'published') or b.published)
      order by rank desc, d.title
      limit ${limit}
    )
    select
      h.lesson_id, b.slug as blog_slug,
      ts_headline('english', h.title, query.tsq, ${TITLE}) as title,
      case when h.blog_id is not null or l.section::text in (${open})
        then nullif(ts_headline('english', h.body, query.tsq, ${SNIPPET}), '')
      end as snippet,
      p.category, p.slug as project, p.title as project_title, l.section, l.number
    from hits h
    cross join query
    left join lesson l on l.id = h.lesson_id
    left join project p on p.id = l.project_id
    left join blog b on b.id = h.blog_id
    order by h.rank desc, h.title
  `);
  // PGlite and node-postgres both answer { rows } (drizzle types execute() per driver).
  return (result as unknown as { rows: TSearchRow[] }).rows;
}
