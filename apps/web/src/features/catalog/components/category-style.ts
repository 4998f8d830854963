import type { TCategory } from '@thinkbuild/core/categories';
import { isCategory } from '@thinkbuild/core/categories';

/** "/web-category" → "web"; anything else → null. */
export function categoryFromPath(pathname: string): TCategory | null {
  const slug = /^\/([a-z]+)-category\/?$/.exec(pathname)?.[1];
  return isCategory(slug) ? slug : null;
}
