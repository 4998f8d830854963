import type { TTheme } from '@thinkbuild/core/theme';
import { themedKey } from '../../http/theme.ts';

import { CATALOG_TAG } from '../learning/service.ts';

/** The blog's tag in the cache (cache/cache.ts): every admin write invalidates it. */
export const BLOGS_TAG = 'blogs';

/**
 * A post's tags: it shows its course project's title and links to its page, so whatever changes
 * the catalog (a project renamed, unpublished or removed) drops it too, not only blog writes.
 */
export const postTags = () => [BLOGS_TAG, CATALOG_TAG];

/** The blog's public answers, each the same for every reader (of one theme, for pages). */
export const blogCacheKeys = {
  list: (category: string | undefined) => `blogs:api:list:${category ?? ''}`,
  post: (slug: string) => `blogs:api:post:${slug}`,
  listPage: (theme: TTheme | null) => themedKey('blogs:page:/blogs', theme),
  postPage: (slug: string, theme: TTheme | null) =>
    themedKey(`blogs:page:/blogpage/${slug}`, theme),
};
