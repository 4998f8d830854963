import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';

export const ZCatalogStatus = z.enum(['published', 'coming_soon']);
export type TCatalogStatus = z.infer<typeof ZCatalogStatus>;

export const ZCategorySummary = z.object({
  slug: z.enum(CATEGORIES),
  title: z.string(),
  status: ZCatalogStatus,
  comingSoonLabel: z.string().nullable(),
  /** Published projects ("Courses: 1" on /home). */
  courseCount: z.number().int(),
});
export type TCategorySummary = z.infer<typeof ZCategorySummary>;

export const ZCatalogResponse = z.object({ categories: z.array(ZCategorySummary) });
export type TCatalogResponse = z.infer<typeof ZCatalogResponse>;

export const ZProjectSummary = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  status: ZCatalogStatus,
  comingSoonLabel: z.string().nullable(),
  /** Published lessons ("Episodes: 19"). */
  episodeCount: z.number().int(),
  /** Lessons the signed-in learner has completed ("n of m lessons done"). */
  doneCount: z.number().int(),
});
export type TProjectSummary = z.infer<typeof ZProjectSummary>;

export const ZCategoryResponse = z.object({
  category: ZCategorySummary,
  projects: z.array(ZProjectSummary),
});
export type TCategoryResponse = z.infer<typeof ZCategoryResponse>;

export const ZCategoryParams = z.object({
  category: z.enum(CATEGORIES, {
    error: () => ({ message: `Category must be one of: ${CATEGORIES.join(', ')}` }),
  }),
});

export const ZAdminOverview = z.object({
  users: z.number().int(),
  lessons: z.number().int(),
  blogs: z.number().int(),
});
export type TAdminOverview = z.infer<typeof ZAdminOverview>;
