import { slugify, type TBlogBlock, type TCategory } from '@thinkbuild/core';
import type { TDb } from '../src/db/client.ts';
import { blog } from '../src/db/schema.ts';

type TBlogOverrides = Partial<{
  category: TCategory;
  position: number;
  title: string;
  summary: string;
  blocks: TBlogBlock[];
  published: boolean;
}>;

let n = 0;

/** Inserts a blog post; every field can be overridden (STYLE.md 17). */
export async function makeBlog(db: TDb, overrides: TBlogOverrides = {}) {
  n++;
  const title = overrides.title ?? `Test post ${n}`;
  const [row] = await db
    .insert(blog)
    .values({
      slug: slugify(title),
      category: overrides.category ?? 'web',
      position: overrides.position ?? n,
      title,
      summary: overrides.summary ?? `Summary of ${title}`,
      blocks: overrides.blocks ?? [
        { paragraph: 'Hello', code: 'console.log(1);', language: 'javascript' },
      ],
      published: overrides.published ?? true,
    })
    .returning();
  if (!row) throw new Error('makeBlog inserted nothing');
  return row;
}
