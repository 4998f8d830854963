import type { TBlogCard, TBlogPost, TCategory } from '@thinkbuild/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { blog } from '../../db/schema.ts';

const cardColumns = {
  slug: blog.slug,
  category: blog.category,
  order: blog.position,
  title: blog.title,
  summary: blog.summary,
};

export async function listPublishedBlogs(db: TDb, category?: TCategory): Promise<TBlogCard[]> {
  const where = category
    ? and(eq(blog.published, true), eq(blog.category, category))
    : eq(blog.published, true);
  return db
    .select(cardColumns)
    .from(blog)
    .where(where)
    .orderBy(asc(blog.category), asc(blog.position), asc(blog.title));
}

export async function findPublishedBlog(db: TDb, slug: string): Promise<TBlogPost | null> {
  const [row] = await db
    .select({ ...cardColumns, blocks: blog.blocks, updatedAt: blog.updatedAt })
    .from(blog)
    .where(and(eq(blog.slug, slug), eq(blog.published, true)))
    .limit(1);
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}

/** The slugs of these posts, by id (search results link to them). */
export async function blogSlugs(db: TDb, ids: readonly string[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: blog.id, slug: blog.slug })
          .from(blog)
          .where(inArray(blog.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.slug]));
}
