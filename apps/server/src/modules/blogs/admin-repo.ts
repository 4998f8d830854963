import type { TBlogBlock, TBlogInput } from '@thinkbuild/core';
import { asc, count, eq, like, or } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { blog } from '../../db/schema.ts';

export const findBlogById = async (db: TDb, id: string) =>
  (await db.select().from(blog).where(eq(blog.id, id)).limit(1))[0] ?? null;

/** Slugs equal to `base` or `base-<n>`, to pick the next free one. */
export async function slugsLike(db: TDb, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: blog.slug })
    .from(blog)
    .where(or(eq(blog.slug, base), like(blog.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug));
}

/** A post as stored. */
export type TBlogRow = typeof blog.$inferSelect;

/** A post's columns as the editor sets them: its blocks cleaned, its project resolved to an id. */
export type TBlogValues = { blocks: TBlogBlock[]; projectId: string | null };

const values = (input: TBlogInput, { blocks, projectId }: TBlogValues) => ({
  category: input.category,
  position: input.order,
  title: input.title,
  summary: input.summary,
  blocks,
  projectId,
});

export async function insertBlog(db: TDb, slug: string, input: TBlogInput, resolved: TBlogValues) {
  const [row] = await db
    .insert(blog)
    .values({ slug, published: true, ...values(input, resolved) })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Everything but the slug: links to a post keep working when its title changes. */
export async function updateBlog(db: TDb, id: string, input: TBlogInput, resolved: TBlogValues) {
  const [row] = await db
    .update(blog)
    .set({ ...values(input, resolved), updatedAt: new Date() })
    .where(eq(blog.id, id))
    .returning();
  return row ?? null;
}

export async function deleteBlog(db: TDb, id: string) {
  const rows = await db.delete(blog).where(eq(blog.id, id)).returning({ id: blog.id });
  return rows.length > 0;
}

export const listAllBlogs = (db: TDb) =>
  db
    .select({
      id: blog.id,
      slug: blog.slug,
      category: blog.category,
      order: blog.position,
      title: blog.title,
    })
    .from(blog)
    .orderBy(asc(blog.category), asc(blog.position), asc(blog.title));

/** How many posts there are, published or not (the admin dashboard). */
export async function countBlogs(db: TDb) {
  const [row] = await db.select({ n: count() }).from(blog);
  return row?.n ?? 0;
}
