import { z } from 'zod';
import {
  handleProblem,
  SITE_REF,
  SITE_REPORT_DETAILS_MAX,
  SITE_REPORT_REASONS,
  SITE_TAKEDOWN_REASON_MAX,
  type TSiteReportReason,
} from '../sites.ts';

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
  /** Where this project opens once published under `handle` (or the handle the learner types). */
  address: z.object({ base: z.string(), site: z.string() }),
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

/** A visitor's report of a published site (POST /api/sites/reports; no account needed). */
export const ZSiteReport = z.object({
  site: z.string().regex(SITE_REF, 'Not a published site'),
  reason: z.enum(Object.keys(SITE_REPORT_REASONS) as [TSiteReportReason, ...TSiteReportReason[]], {
    error: () => ({ message: 'Choose what is wrong' }),
  }),
  details: z
    .string()
    .trim()
    .max(SITE_REPORT_DETAILS_MAX, `Keep it under ${SITE_REPORT_DETAILS_MAX} characters`)
    .default(''),
});
export type TSiteReport = z.infer<typeof ZSiteReport>;

/** An admin's take-down (POST /api/admin/sites/:handle/:site/take-down); the reason is mailed. */
export const ZSiteTakedown = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why: the learner is told')
    .max(SITE_TAKEDOWN_REASON_MAX, `Keep it under ${SITE_TAKEDOWN_REASON_MAX} characters`),
});

/** /admin's list of published sites, open reports first. */
export const ZAdminSites = z.object({
  sites: z.array(
    z.object({
      url: z.string(),
      /** `amahle/web-portfolio`: what the admin's take-down names. */
      site: z.string(),
      projectTitle: z.string(),
      publishedAt: z.string(),
      openReports: z.number().int(),
      reports: z.array(
        z.object({ reason: z.string(), details: z.string(), createdAt: z.string() }),
      ),
    }),
  ),
});
export type TAdminSites = z.infer<typeof ZAdminSites>;
