import {
  MESSAGES,
  type TBlogCard,
  type TBlogPost,
  type TCategory,
  visibleBlocks,
} from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { projectSummaries } from '../learning/service.ts';
import { countBlogs } from './admin-repo.ts';
import { findPublishedBlog, listPublishedBlogs } from './repo.ts';

export { blogSlugs } from './repo.ts';

export const listBlogs = (db: TDb, category?: TCategory): Promise<TBlogCard[]> =>
  listPublishedBlogs(db, category);

/**
 * A post with only the blocks that have something in them, in order, and its course project
 * when that project's public page exists (a published project; a coming-soon one shows once it
 * is published, and until then the post links to its category).
 */
export async function getBlog(db: TDb, slug: string): Promise<TBlogPost> {
  const found = await findPublishedBlog(db, slug);
  if (!found) throw notFound(MESSAGES.blogNotFound);
  const { projectId, ...post } = found;
  const linked = projectId ? (await projectSummaries(db, [projectId])).get(projectId) : undefined;
  const project =
    linked?.status === 'published'
      ? { category: linked.category, slug: linked.slug, title: linked.title }
      : null;
  return { ...post, blocks: visibleBlocks(post.blocks), project };
}

/** How many posts there are, published or not (the admin dashboard). */
export const blogCount = (db: TDb) => countBlogs(db);
