import type { TAdminOverview } from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { countUsers } from '../auth/service.ts';
import { blogCount } from '../blogs/service.ts';
import { lessonCount } from '../learning/service.ts';

/** The dashboard's totals: accounts, lessons and blog posts, each from the module that owns it. */
export async function countOverview(db: TDb): Promise<TAdminOverview> {
  const [users, lessons, blogs] = await Promise.all([
    countUsers(db),
    lessonCount(db),
    blogCount(db),
  ]);
  return { users, lessons, blogs };
}
