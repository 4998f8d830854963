import { z } from 'zod';

export const ZErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const ZHealth = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });
export type THealth = z.infer<typeof ZHealth>;
