import { z } from 'zod';

export const ZErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
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
