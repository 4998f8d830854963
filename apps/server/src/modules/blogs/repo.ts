import {
  readingMinutes,
  type TBlogBlock,
  type TBlogCard,
  type TBlogPost,
  type TCategory,
} from '@thinkbuild/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { blog } from '../../db/schema.ts';

const cardColumns = {
  slug: blog.slug,
  category: blog.category,
  order: blog.position,
  title: blog.title,
  summary: blog.summary,
  blocks: blog.blocks,
  createdAt: blog.createdAt,
};

type TCardRow = Omit<TBlogCard, 'publishedAt' | 'readingMinutes'> & {
  blocks: TBlogBlock[];
  createdAt: Date;
};

/** A row as a card: its day and reading time come from the row (the blocks stay behind). */
const toCard = ({ blocks, createdAt, ...card }: TCardRow): TBlogCard => ({
  ...card,
  publishedAt: createdAt.toISOString(),
  readingMinutes: readingMinutes({ summary: card.summary, blocks }),
});

export async function listPublishedBlogs(db: TDb, category?: TCategory): Promise<TBlogCard[]> {
  const where = category
    ? and(eq(blog.published, true), eq(blog.category, category))
    : eq(blog.published, true);
  const rows = await db
    .select(cardColumns)
    .from(blog)
    .where(where)
    .orderBy(asc(blog.category), asc(blog.position), asc(blog.title));
  return rows.map(toCard);
}

/**
 * A published post with the posts before and after it in its category, in the order /blogs
 * lists them (order, then title).
 */
export async function findPublishedBlog(
  db: TDb,
  slug: string,
): Promise<(Omit<TBlogPost, 'project'> & { projectId: string | null }) | null> {
  const [row] = await db
    .select({ ...cardColumns, updatedAt: blog.updatedAt, projectId: blog.projectId })
    .from(blog)
    .where(and(eq(blog.slug, slug), eq(blog.published, true)))
    .limit(1);
  if (!row) return null;
  const siblings = await db
    .select({ slug: blog.slug, title: blog.title })
    .from(blog)
    .where(and(eq(blog.category, row.category), eq(blog.published, true)))
    .orderBy(asc(blog.position), asc(blog.title));
  const at = siblings.findIndex((s) => s.slug === slug);
  const { updatedAt, projectId, ...card } = row;
  return {
    ...toCard(card),
    blocks: row.blocks,
    updatedAt: updatedAt.toISOString(),
    projectId,
    previous: siblings[at - 1] ?? null,
    next: siblings[at + 1] ?? null,
  };
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
