import { z } from 'zod';
import { SECTIONS } from '../sections.ts';

export const ZLockedLessonInfo = z.object({
  title: z.string(),
  description: z.string(),
  section: z.enum(SECTIONS),
  sectionLessons: z.number().int().nonnegative(),
  sectionSeconds: z.number().int().nonnegative(),
});

export const ZErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  locked: ZLockedLessonInfo.optional(),
});

const ZUp = z.enum(['ok', 'error']);
/**
 * GET /api/health: each dependency on its own; redis is `off` when REDIS_URL is unset.
 * `checkedAt`: when these checks ran (a server shares one round between callers for 2 s).
 */
export const ZHealth = z.object({
  status: ZUp,
  db: ZUp,
  redis: z.enum(['ok', 'error', 'off']),
  storage: ZUp,
  checkedAt: z.iso.datetime(),
});
export const ZLive = z.object({ status: z.literal('ok') });
export type THealth = z.infer<typeof ZHealth>;
