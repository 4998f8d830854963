import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { blog } from './blog.ts';
import { lesson, sectionEnum } from './catalog.ts';
import { lessonQuestion } from './questions.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One full-text document per searchable thing: a lesson, a blog post or a question. Triggers
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
    /** A question under a lesson (its title, body and accepted answer; migration 0028). */
    questionId: uuid('question_id')
      .unique()
      .references(() => lessonQuestion.id, { onDelete: 'cascade' }),
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
    // fastupdate off, as search_word_trgm: a pending list is read in full by every search until
    // a vacuum merges it (PGlite has none). At 10,000 lessons one of 312 pages made a search that
    // finds nothing take 19 ms instead of 0.1 ms (bench/RESULTS.md, search).
    index('search_document_gin').using('gin', t.document).with({ fastupdate: false }),
    index('search_document_rank_gin').using('gin', t.rankVector).with({ fastupdate: false }),
    check(
      'search_document_one_source',
      sql`num_nonnulls(${t.lessonId}, ${t.blogId}, ${t.questionId}) = 1`,
    ),
  ],
);

/**
 * Every word (three letters or more, lower-cased) of the lessons' titles and descriptions and
 * the posts' titles and summaries: the vocabulary a mistyped query word is corrected against
 * (pg_trgm similarity over a GIN trigram index), thousands of short rows where the documents
 * are thousands of long ones. Public text only: a transcript's words never become a suggestion.
 * Kept by triggers on lesson and blog (hand-written in the migration); a word whose text is gone
 * stays, which is harmless: a correction is used only when it finds more of what the viewer may
 * see.
 */
export const searchWord = pgTable('search_word', { word: text('word').primaryKey() }, (t) => [
  // fastupdate off: new words go straight into the index, not into GIN's pending list, which
  // every lookup reads in full until a vacuum empties it (PGlite has no autovacuum). A pending
  // list of 10,000 words made a lookup take 20 ms instead of 0.1 ms (bench/RESULTS.md, search).
  index('search_word_trgm').using('gin', sql`${t.word} gin_trgm_ops`).with({ fastupdate: false }),
]);
