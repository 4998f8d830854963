import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { blog } from './blog.ts';
import { lesson, sectionEnum } from './catalog.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One full-text document per searchable thing: a lesson or a blog post. Triggers
 * (hand-written at the end of the migration) keep it in step with every write, whoever makes
 * it: `search_refresh_lesson(id)` gathers a lesson's text, so another text source (transcripts,
 * code snippets) joins by adding its text there and calling the function from its own trigger.
 * `body` is the plain text the snippet (ts_headline) is cut from. `visible` (published, in a
 * published project) and `section` are copied here so a search reads one table, not three.
 */
export const searchDocument = pgTable(
  'search_document',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .unique()
      .references(() => lesson.id, { onDelete: 'cascade' }),
    blogId: uuid('blog_id')
      .unique()
      .references(() => blog.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    document: tsvector('document').notNull(),
    /**
     * Title (weight A) and description or summary (B) only: what a search ranks by. Small, so
     * ranking thousands of matches never reads (detoasts) a transcript; `document` still
     * decides what matches.
     */
    rankVector: tsvector('rank_vector').notNull().default(sql`''::tsvector`),
    visible: boolean('visible').notNull(),
    section: sectionEnum('section'),
  },
  (t) => [
    index('search_document_gin').using('gin', t.document),
    index('search_document_rank_gin').using('gin', t.rankVector),
    check('search_document_one_source', sql`num_nonnulls(${t.lessonId}, ${t.blogId}) = 1`),
  ],
);
