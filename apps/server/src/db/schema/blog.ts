import type { TBlogBlock } from '@thinkbuild/core';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { categoryEnum, project } from './catalog.ts';
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
    /**
     * The course project the post leads to, in the post's category (checked on save: the blogs
     * module's admin.ts). Removing the project leaves the post, which then links to its category.
     */
    projectId: uuid('project_id').references(() => project.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [check('blog_blocks_max_five', sql`jsonb_array_length(${t.blocks}) <= 5`)],
);
