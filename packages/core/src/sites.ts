import type { TCategory } from './categories.ts';
import { hasFeature } from './plan-matrix.ts';
import type { TRole } from './roles.ts';

/*
 * Published projects (decisions/039, "Publishing origin"): a learner's workspace copied, frozen,
 * to `<SITES_URL>/<handle>/<category>-<project>/`, an origin apart from the app's, so a
 * learner's page can never read a ThinkBuild session. The handle is the learner's own choice.
 */

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;

/** Handles nobody may take: they would read as ThinkBuild's own pages. */
const RESERVED_HANDLES = new Set([
  'admin',
  'api',
  'app',
  'assets',
  'help',
  'login',
  'report',
  'root',
  'security',
  'sites',
  'static',
  'support',
  'thinkbuild',
  'www',
]);

/** Why a handle is refused, or null: 3–30 lowercase letters, digits and single hyphens inside. */
export function handleProblem(handle: string): string | null {
  if (handle.length < HANDLE_MIN || handle.length > HANDLE_MAX)
    return `Use ${HANDLE_MIN} to ${HANDLE_MAX} characters`;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(handle))
    return 'Use lowercase letters, digits and single hyphens inside (amahle-d, sipho99)';
  if (RESERVED_HANDLES.has(handle)) return 'That address is kept for ThinkBuild: try another';
  return null;
}

/** A project's folder under the learner's handle: `web-portfolio` (two tracks share slugs). */
export const siteName = (category: TCategory, project: string) => `${category}-${project}`;

/** Where a published project opens. `sitesUrl` has no trailing slash. */
export const siteUrl = (sitesUrl: string, handle: string, category: TCategory, project: string) =>
  `${sitesUrl}/${handle}/${siteName(category, project)}/`;

/** Sites a learner may have online at once. */
export const SITES_PER_LEARNER = 10;

/** Whether a role publishes: the plan matrix's Deployment ("Put what you built online"). */
export const canPublish = (role: TRole) => hasFeature(role, 'deployment');

/** A published file's content type, by its extension (the workspace keeps only these kinds). */
export function siteContentType(path: string): string {
  const lower = path.toLowerCase();
  if (lower.endsWith('.html') || lower.endsWith('.htm')) return 'text/html; charset=utf-8';
  if (lower.endsWith('.css')) return 'text/css; charset=utf-8';
  return 'text/javascript; charset=utf-8';
}

export const SITE_MESSAGES = {
  needsPlan: 'Publishing comes with Creator: choose a plan to put your project online',
  needsHandle: 'Choose your address first',
  handleTaken: 'That address is taken: try another',
  tooMany: `You can have ${SITES_PER_LEARNER} projects online at once: take one down first`,
  notPublished: 'This project is not online',
} as const;

/*
 * Reports (issue 41, "Abuse"): anyone who opens a published site may report it from its footer;
 * an admin sees published sites with their open reports first and may take one down with a
 * reason, which is mailed to the learner.
 */
export const SITE_REPORT_REASONS = {
  harmful: 'Harmful, hateful or illegal',
  scam: 'A scam, phishing or malware',
  copied: 'Someone else’s work or personal details',
  other: 'Something else',
} as const;
export type TSiteReportReason = keyof typeof SITE_REPORT_REASONS;

export const SITE_REPORT_DETAILS_MAX = 1_000;
export const SITE_TAKEDOWN_REASON_MAX = 500;

/** `amahle/web-portfolio`: how a report names the site it is about. */
export const SITE_REF = /^([a-z0-9]+(?:-[a-z0-9]+)*)\/([a-z]+-[a-z0-9-]+)$/;
