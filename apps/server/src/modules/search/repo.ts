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
 * (ts_rank over the GIN-indexed document; `visible` is kept by the triggers). Snippets are cut only for the rows returned, and
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
  // The tsquery is written inline (not in a CTE) so the planner sees a constant and can use
  // the GIN index; ranking reads only the document, headlines only the rows returned.
  const tsq = sql`websearch_to_tsquery('english', ${q})`;
  const result = await db.execute(sql`
    select
      d.lesson_id, b.slug as blog_slug,
      ts_headline('english', d.title, ${tsq}, ${TITLE}) as title,
      case when d.section is null or d.section::text in (${open})
        then nullif(ts_headline('english', d.body, ${tsq}, ${SNIPPET}), '')
      end as snippet,
      p.category, p.slug as project, p.title as project_title, l.section, l.number
    from (
      select id, ts_rank(document, ${tsq}) as rank
      from search_document
      where visible and document @@ ${tsq}
      order by rank desc, id
      limit ${limit}
    ) top
    join search_document d on d.id = top.id
    left join lesson l on l.id = d.lesson_id
    left join project p on p.id = l.project_id
    left join blog b on b.id = d.blog_id
    order by top.rank desc, d.title
  `);
  // PGlite and node-postgres both answer { rows } (drizzle types execute() per driver).
  return (result as unknown as { rows: TSearchRow[] }).rows;
}
