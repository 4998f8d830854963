import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';

export const MAX_BLOG_BLOCKS = 5;

export const ZCategory = z.enum(CATEGORIES, {
  error: () => ({ message: `Category must be one of: ${CATEGORIES.join(', ')}` }),
});

export const ZBlogBlock = z.object({
  paragraph: z.string().optional(),
  code: z.string().optional(),
  language: z.string().optional(),
});
export type TBlogBlock = z.infer<typeof ZBlogBlock>;

export const ZBlogCard = z.object({
  slug: z.string(),
  category: ZCategory,
  order: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** When the post was first saved (ISO 8601); cards show its day. */
  publishedAt: z.string(),
  /** Whole minutes to read it ("5 min read"), from `readingMinutes`. */
  readingMinutes: z.number().int().min(1),
});
export type TBlogCard = z.infer<typeof ZBlogCard>;

/** A neighbouring post in the same category (by order), shown at the end of a post. */
export const ZBlogNeighbour = z.object({ slug: z.string(), title: z.string() });
export type TBlogNeighbour = z.infer<typeof ZBlogNeighbour>;

/** The course project a post leads to: its public page is `coursePagePath(category, slug)`. */
export const ZBlogProject = z.object({ category: ZCategory, slug: z.string(), title: z.string() });
export type TBlogProject = z.infer<typeof ZBlogProject>;

export const ZBlogPost = ZBlogCard.extend({
  blocks: z.array(ZBlogBlock).max(MAX_BLOG_BLOCKS),
  updatedAt: z.string(),
  previous: ZBlogNeighbour.nullable(),
  next: ZBlogNeighbour.nullable(),
  /** Null when the post names none, or its project is not published (yet). */
  project: ZBlogProject.nullable(),
});
export type TBlogPost = z.infer<typeof ZBlogPost>;

export const ZListBlogsQuery = z.object({ category: ZCategory.optional() });
export type TListBlogsQuery = z.infer<typeof ZListBlogsQuery>;
export const ZListBlogsResponse = z.object({ blogs: z.array(ZBlogCard) });
export type TListBlogsResponse = z.infer<typeof ZListBlogsResponse>;

export const ZBlogSlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A blog slug uses lower-case letters, digits and dashes'),
});
