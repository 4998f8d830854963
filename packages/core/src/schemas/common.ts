import { z } from 'zod';

export const ZErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

const ZUp = z.enum(['ok', 'error']);
/** GET /api/health: each dependency on its own; redis is `off` when REDIS_URL is unset. */
export const ZHealth = z.object({
  status: ZUp,
  db: ZUp,
  redis: z.enum(['ok', 'error', 'off']),
  storage: ZUp,
});
export const ZLive = z.object({ status: z.literal('ok') });
export type THealth = z.infer<typeof ZHealth>;
