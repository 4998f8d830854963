import type { TCategory, TLessonListQuery, TSection } from '@thinkbuild/core';
import type { TCache, TGetOptions } from '../../cache/cache.ts';
import type { TDb } from '../../db/client.ts';
import { USERS_TAG, userTag } from '../../viewer/cache-keys.ts';
import type { TViewer } from '../../viewer/viewer.ts';

/**
 * The course content's tag in the cache: categories, projects, sections and lessons as readers
 * see them (learning owns their tables, decisions/017). Every admin write to them invalidates it
 * (admin-routes.ts here, and the video uploads of modules/admin); anything kept that is built
 * from them (the catalog, the course pages, a blog post naming its project, a learner's progress
 * per project) carries it.
 */
export const CATALOG_TAG = 'catalog';

/**
 * What the course pages keep in the cache (cache/cache.ts), by key, and what drops it: what is
 * the same for every learner changes with the catalog (every admin write); what is one
 * learner's changes with their own writes too (progress, quiz: revokeOnWrites drops their tag),
 * and with the catalog (a lesson moved to another project).
 */
export const learningCacheKeys = {
  project: (category: TCategory, slug: string) => `learning:project:${category}:${slug}`,
  /** A published lesson with its project's facts (access/keptLessons). */
  lesson: (id: string) => `learning:lesson:${id}`,
  sectionTotals: (projectId: string) => `learning:section-totals:${projectId}`,
  sectionLessons: (projectId: string, section: TSection) =>
    `learning:section-lessons:${projectId}:${section}`,
  progress: (userId: string, projectId: string) => `learning:progress:${userId}:${projectId}`,
  /** The finished section list answer, per page and role (the role decides the locks). */
  sectionList: (
    viewer: TViewer,
    category: TCategory,
    project: string,
    section: TSection,
    { after, limit }: TLessonListQuery,
  ) => {
    const page = `${section}:${after}:${limit}`;
    return `learning:section-list:${viewer.id}:${viewer.role}:${category}:${project}:${page}`;
  },
};

const shared = { tags: [CATALOG_TAG], scope: 'public' } as const;

/** Options for a value about one learner. */
export const learnerValue = (userId: string) =>
  ({
    tags: [userTag(userId), USERS_TAG, CATALOG_TAG],
    scope: 'user',
  }) satisfies TGetOptions<unknown>;

/**
 * How the course pages read: what is the same for every learner is kept until an admin write
 * (`memo` as a JSON copy each reader may change, `shared` as the live value); `mine` keeps a
 * value about one learner until their next write. Callers must not change what `shared` and
 * `mine` give.
 */
export type TCourseReads = {
  db: TDb;
  memo: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  shared: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  mine: <T>(userId: string, key: string, load: () => Promise<T>) => Promise<T>;
};

export function courseReads(db: TDb, cache: TCache): TCourseReads {
  return {
    db,
    async memo(key, load) {
      const json = await cache.get(key, async () => JSON.stringify(await load()), shared);
      return JSON.parse(json);
    },
    shared: (key, load) => cache.get(key, load, shared),
    mine: (userId, key, load) => cache.get(key, load, learnerValue(userId)),
  };
}
