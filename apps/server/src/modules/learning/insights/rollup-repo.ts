import { sql } from 'drizzle-orm';
import { lockUntilCommit, type TDb } from '../../../db/client.ts';
import { dayRowsSql, rowsOf, type TInsightView, type TSpan } from './days-repo.ts';

/*
 * The Insights' daily rollups (decisions/046): `insight_rollup` keeps each view's rows per day
 * (days-repo.ts) for every day up to a subject's `insight_rolled.through_day`; the daily job
 * rewrites a subject's rows and its mark in one transaction, so a reader sees all of one count
 * or all of the next.
 */

/** The rolled sums of a subject's rows over the range's days up to its mark, and the mark. */
export type TRolled = {
  through: string | null;
  countedAt: Date | null;
  sums: { kind: string; item: string; a: number; b: number; c: number }[];
};

/**
 * Sums the rolled rows of the span's days, and reads the mark they reach, in one statement
 * (one snapshot): the days after the mark are the caller's to count live.
 */
export async function rolledSums(
  db: TDb,
  view: TInsightView,
  subject: string,
  span: Pick<TSpan, 'fromDay' | 'toDay'>,
): Promise<TRolled> {
  const rows = rowsOf<{
    through: string | null;
    counted_at: string | Date | null;
    kind: string | null;
    item: string | null;
    a: number;
    b: number;
    c: number;
  }>(
    await db.execute(sql`
      with w as (
        select through_day, counted_at from insight_rolled
        where view = ${view} and subject = ${subject}
      )
      select (select through_day::text from w) as through, (select counted_at from w) as counted_at,
        r.kind, r.item, coalesce(sum(r.a), 0)::int as a, coalesce(sum(r.b), 0)::int as b,
        coalesce(sum(r.c), 0)::int as c
      from (select 1) as one
      left join insight_rollup r
        on r.view = ${view} and r.subject = ${subject}
        and r.day >= ${span.fromDay}::date and r.day <= ${span.toDay}::date
        and r.day <= (select through_day from w)
      group by r.kind, r.item
    `),
  );
  const first = rows[0];
  return {
    through: first?.through ?? null,
    countedAt: first?.counted_at ? new Date(first.counted_at) : null,
    sums: rows.flatMap((r) =>
      r.kind === null ? [] : [{ kind: r.kind, item: r.item ?? '', a: r.a, b: r.b, c: r.c }],
    ),
  };
}

/**
 * Rewrites a subject's rows for every day of `span` (from the site's first day to yesterday)
 * and moves its mark to `span.toDay`, in one transaction. Two rollups of one subject at once (a
 * job outliving its lease, a run by hand) take turns on the subject's lock: the second starts
 * after the first commits, deletes its rows and writes its own, instead of meeting them on the
 * primary key.
 */
export async function rollUp(db: TDb, view: TInsightView, subject: string, span: TSpan) {
  await db.transaction(async (tx) => {
    await lockUntilCommit(tx, `insight-rollup:${view}:${subject}`);
    await tx.execute(sql`
      delete from insight_rollup where view = ${view} and subject = ${subject}
    `);
    await tx.execute(sql`
      insert into insight_rollup (view, subject, day, kind, item, a, b, c)
      select ${view}, ${subject}::uuid, d.day::date, d.kind, d.item, d.a, d.b, d.c
      from (${dayRowsSql(view, subject, span)}) as d
    `);
    await tx.execute(sql`
      insert into insight_rolled (view, subject, through_day, counted_at)
      values (${view}, ${subject}, ${span.toDay}, now())
      on conflict (view, subject)
        do update set through_day = excluded.through_day, counted_at = excluded.counted_at
    `);
  });
}

/** The subjects a view counts: every project, or every lesson. */
export async function subjectsOf(db: TDb, kind: 'project' | 'lesson') {
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      kind === 'project'
        ? sql`select id from project order by id`
        : sql`select id from lesson order by id`,
    ),
  );
  return rows.map((r) => r.id);
}

/** Drops the rollups of projects and lessons that no longer exist. */
export async function dropGoneSubjects(db: TDb) {
  for (const table of ['insight_rollup', 'insight_rolled'] as const) {
    await db.execute(sql`
      delete from ${sql.identifier(table)} t
      where (t.view in ('cohort', 'exercises') and not exists (select 1 from project p where p.id = t.subject))
        or (t.view in ('watch', 'quiz') and not exists (select 1 from lesson l where l.id = t.subject))
    `);
  }
}
