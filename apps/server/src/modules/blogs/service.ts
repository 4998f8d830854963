import {
  MESSAGES,
  type TBlogCard,
  type TBlogPost,
  type TCategory,
  visibleBlocks,
} from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { findPublishedBlog, listPublishedBlogs } from './repo.ts';

/** What other modules invalidate when the blog changes (the admin's writes). */
export { BLOGS_TAG } from './cache-keys.ts';
export { blogSlugs } from './repo.ts';

export const listBlogs = (db: TDb, category?: TCategory): Promise<TBlogCard[]> =>
  listPublishedBlogs(db, category);

/** A post with only the blocks that have something in them, in order. */
export async function getBlog(db: TDb, slug: string): Promise<TBlogPost> {
  const post = await findPublishedBlog(db, slug);
  if (!post) throw notFound(MESSAGES.blogNotFound);
  return { ...post, blocks: visibleBlocks(post.blocks) };
}

// The admin screens' reads and writes (the HTTP layer is modules/admin).
export {
  createBlogPost,
  editBlogPost,
  getBlogPost,
  listBlogPosts,
  removeBlogPost,
} from './admin.ts';
export { countBlogs } from './admin-repo.ts';
