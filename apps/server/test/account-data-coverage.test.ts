import { randomUUID } from 'node:crypto';
import { eq, is, Table } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';

/*
 * "Download my data" covers every table that holds a learner's rows (issue 39). Every table of
 * db/schema with a user_id column is found here, by reading the schema, not from a list: a new
 * one fails this test until the download shows its rows. For each, one row is written for a
 * learner (its required columns filled by type, its foreign keys pointing at seeded rows) and
 * the download must change.
 */

let app: TTestApp;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, async (built) => {
  app = built;
  await seedIfEmpty(app.db, app.storage, { info: () => {} });
});

const learnerTables = (Object.entries(schema) as [string, unknown][])
  .filter((entry): entry is [string, PgTable] => is(entry[1], Table))
  .filter(([, table]) => getTableConfig(table).columns.some((c) => c.name === 'user_id'));

/** A value the column accepts, by its type. */
function valueFor(column: PgColumn, table: string) {
  const values = (column as { enumValues?: readonly string[] }).enumValues;
  if (values?.length) return values[0];
  switch (column.dataType) {
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'date':
      return new Date();
    case 'json':
      return {};
    case 'array':
      return [];
    case 'bigint':
      return 1n;
    default:
      // A calendar day kept as text ('YYYY-MM-DD': a pass's days, a tax document's date).
      if (column.columnType === 'PgDateString') return '2026-12-03';
      return column.columnType === 'PgUUID' ? randomUUID() : `${table}-${randomUUID()}`;
  }
}

/** One row of `table` for the user: required columns by type, foreign keys to existing rows. */
async function rowFor(name: string, table: PgTable, userId: string) {
  const config = getTableConfig(table);
  const property = (column: PgColumn) =>
    Object.entries(table).find(([, c]) => c === column)?.[0] ?? column.name;
  const row: Record<string, unknown> = {};
  for (const column of config.columns) {
    if (column.notNull && !column.hasDefault) row[property(column)] = valueFor(column, name);
  }
  for (const fk of config.foreignKeys) {
    const { columns, foreignColumns, foreignTable } = fk.reference();
    if (getTableConfig(foreignTable).name === 'user') {
      for (const c of columns) row[property(c)] = userId;
      continue;
    }
    const [found] = await app.db.select().from(foreignTable).limit(1);
    // A nullable link (a pass's sponsor code) may stay empty; a required one gets a row made.
    if (!found && columns.every((c) => !c.notNull)) continue;
    const target =
      found ??
      (
        await app.db
          .insert(foreignTable)
          .values(await rowFor(getTableConfig(foreignTable).name, foreignTable, userId))
          .returning()
      )[0];
    if (!target)
      throw new Error(`${name}: no ${getTableConfig(foreignTable).name} row to point at`);
    columns.forEach((c, i) => {
      const foreign = foreignColumns[i];
      if (foreign) row[property(c)] = (target as Record<string, unknown>)[property(foreign)];
    });
  }
  return row;
}

async function download(cookie: string) {
  const res = await app.inject({ url: '/api/account/data', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const { exportedAt: _, ...data } = res.json();
  return data;
}

describe('Download my data', () => {
  it("finds the tables that hold a learner's rows (offline sync among them)", () => {
    const names = learnerTables.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['offlineSync', 'lessonProgress', 'checkout']));
  });

  it.each(learnerTables)('shows a row of %s', async (name, table) => {
    const { email, cookie } = await signInAs(app, 'free');
    const [me] = await app.db.select().from(schema.user).where(eq(schema.user.email, email));
    const before = await download(cookie);
    await app.db.insert(table).values(await rowFor(name, table, me?.id ?? ''));
    expect(await download(cookie), `${name} is not in Download my data`).not.toEqual(before);
  });
});
