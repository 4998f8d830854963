import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import { MAX_SEARCH_QUERY_LENGTH } from '../search.ts';
import { SECTIONS } from '../sections.ts';
import { safeString } from '../text.ts';

export const ZSearchQuery = z.object({
  q: safeString({ error: 'Type something to search for' })
    .trim()
    .min(1, 'Type something to search for')
    .max(MAX_SEARCH_QUERY_LENGTH, `Search for at most ${MAX_SEARCH_QUERY_LENGTH} characters`),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

const ZHighlighted = z.array(z.object({ text: z.string(), match: z.boolean() }));

const ZLessonHit = z.object({
  kind: z.literal('lesson'),
  id: z.string(),
  title: ZHighlighted,
  category: z.enum(CATEGORIES),
  project: z.string(),
  projectTitle: z.string(),
  section: z.enum(SECTIONS),
  number: z.number().int(),
  /** Locked: the section's message instead of any content (`snippet` is then null). */
  locked: z.string().nullable(),
  snippet: ZHighlighted.nullable(),
});

const ZBlogHit = z.object({
  kind: z.literal('blog'),
  slug: z.string(),
  title: ZHighlighted,
  snippet: ZHighlighted.nullable(),
});

/** A question under a lesson the viewer may open (its accepted answer searched with it). */
const ZQuestionHit = z.object({
  kind: z.literal('question'),
  id: z.string(),
  title: ZHighlighted,
  snippet: ZHighlighted.nullable(),
});

export const ZSearchHit = z.discriminatedUnion('kind', [ZLessonHit, ZBlogHit, ZQuestionHit]);
export type TSearchHit = z.infer<typeof ZSearchHit>;
export const ZSearchResponse = z.object({
  q: z.string(),
  results: z.array(ZSearchHit),
  /** "Did you mean": the query with its words corrected, when that finds more; else null. */
  suggestion: z.string().nullable(),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

/*
 * A visitor's search (no sign-in, GET /api/search/public and the /search page for visitors):
 * published, public text only. Courses by their title and description; lessons by their title
 * and description only (never a transcript or code), each linking to its course's public page;
 * posts by their whole text (a published post is public).
 */
const ZPublicCourseHit = z.object({
  kind: z.literal('course'),
  category: z.enum(CATEGORIES),
  project: z.string(),
  title: ZHighlighted,
  snippet: ZHighlighted.nullable(),
});

/** A lesson as a visitor sees it: no lock (it links to its course's page); the snippet is cut
 * from its description only. */
const ZPublicLessonHit = ZLessonHit.omit({ locked: true });

export const ZPublicSearchHit = z.discriminatedUnion('kind', [
  ZPublicCourseHit,
  ZPublicLessonHit,
  ZBlogHit,
]);
export type TPublicSearchHit = z.infer<typeof ZPublicSearchHit>;
export const ZPublicSearchResponse = z.object({
  q: z.string(),
  results: z.array(ZPublicSearchHit),
  suggestion: z.string().nullable(),
});
export type TPublicSearchResponse = z.infer<typeof ZPublicSearchResponse>;
