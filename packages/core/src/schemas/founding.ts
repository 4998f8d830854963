import { z } from 'zod';

/**
 * GET /api/founding-places: the founding-member places (SPEC.md §13: the first
 * LIFETIME_ACCESS_USERS accounts get lifetime Creator access). `total` is the setting, `left`
 * what the counter has not given yet.
 */
export const ZFoundingPlaces = z.object({
  total: z.number().int().min(0),
  left: z.number().int().min(0),
});
export type TFoundingPlaces = z.infer<typeof ZFoundingPlaces>;
