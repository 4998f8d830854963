import type { TAdminOverview } from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { countUsers } from '../auth/service.ts';
import { countBlogs } from '../blogs/service.ts';
import { countLessons } from '../learning/service.ts';

/** The dashboard's totals: accounts, lessons and blog posts, each from the module that owns it. */
export async function countOverview(db: TDb): Promise<TAdminOverview> {
  const [users, lessons, blogs] = await Promise.all([
    countUsers(db),
    countLessons(db),
    countBlogs(db),
  ]);
  return { users, lessons, blogs };
}
