import type { TCategory } from '@thinkbuild/core';
import type { TTheme } from '@thinkbuild/core/theme';
import { themedKey } from '../../../http/theme.ts';

/** The public course pages' answers, the same for every visitor (of one theme, for pages). */
export const courseCacheKeys = {
  list: 'courses:api:list',
  course: (category: TCategory, slug: string) => `courses:api:course:${category}:${slug}`,
  listPage: (theme: TTheme | null) => themedKey('courses:page:/courses', theme),
  coursePage: (category: TCategory, slug: string, theme: TTheme | null) =>
    themedKey(`courses:page:/courses/${category}/${slug}`, theme),
};
