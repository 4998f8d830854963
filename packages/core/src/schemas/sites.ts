import { z } from 'zod';
import { handleProblem } from '../sites.ts';

/** The learner's address on the sites origin (PUT /api/sites/handle). */
export const ZHandleInput = z.object({
  handle: z
    .string({ error: () => ({ message: 'Choose an address' }) })
    .trim()
    .toLowerCase()
    .superRefine((handle, ctx) => {
      const problem = handleProblem(handle);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type THandleInput = z.infer<typeof ZHandleInput>;

export const ZHandle = z.object({ handle: z.string().nullable() });
export type THandle = z.infer<typeof ZHandle>;

/** A project's published copy, if any (GET/POST /api/projects/:category/:project/site). */
export const ZSiteStatus = z.object({
  handle: z.string().nullable(),
  site: z
    .object({
      url: z.string(),
      publishedAt: z.string(),
      /** The workspace version it is a copy of ('publish'). */
      versionId: z.string(),
      fileCount: z.number().int(),
    })
    .nullable(),
});
export type TSiteStatus = z.infer<typeof ZSiteStatus>;
