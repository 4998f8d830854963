import type { TAdminOverview } from '@thinkbuild/core';
import { count } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { blog, lesson, user } from '../../db/schema.ts';

/** The dashboard's totals: accounts, lessons and blog posts. */
export async function countOverview(db: TDb): Promise<TAdminOverview> {
  const [[users], [lessons], [blogs]] = await Promise.all([
    db.select({ n: count() }).from(user),
    db.select({ n: count() }).from(lesson),
    db.select({ n: count() }).from(blog),
  ]);
  return { users: users?.n ?? 0, lessons: lessons?.n ?? 0, blogs: blogs?.n ?? 0 };
}
