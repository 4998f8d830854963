import type { TBlogBlock } from '@thinkbuild/core';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { categoryEnum } from './catalog.ts';
import { timestamps } from './columns.ts';

export const blog = pgTable(
  'blog',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    category: categoryEnum('category').notNull(),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    blocks: jsonb('blocks').$type<TBlogBlock[]>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    ...timestamps,
  },
  (t) => [check('blog_blocks_max_five', sql`jsonb_array_length(${t.blocks}) <= 5`)],
);
