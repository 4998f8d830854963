import { SITE_REF, type TAdminSites, type TSiteReport } from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { projectSummaries } from '../learning/service.ts';
import {
  deleteSiteOf,
  insertReport,
  openReports,
  siteByName,
  sitesForAdmin,
} from './reports-repo.ts';
import { enqueueTakedownMail } from './takedown-mail.ts';

/*
 * Reports of published sites and the admin's take-down (issue 41, "Abuse"). Anyone who opens a
 * site may report it from its footer (the report page is on the app's origin); an admin lists
 * the sites, reported ones first, and takes one down with a reason the learner is mailed.
 * Reports are about another's site and name no reporter: "Download my data" has none of them.
 */

/** Said for a site nobody has online under that name (core has only "This project…"). */
export const SITE_NOT_ONLINE = 'This site is not online';

/** Reports a visitor may send a minute from one address. */
export const SITE_REPORTS_PER_MINUTE = 5;

/** Sites the admin's list shows (reported ones first, so none of those is left out first). */
const ADMIN_SITES_LISTED = 500;
/** Open reports shown per site, newest first. */
const REPORTS_PER_SITE = 20;

/** The published site a `handle/site-name` names, or a 404. */
async function siteOf(db: TDb, handle: string, siteName: string) {
  const site = SITE_REF.test(`${handle}/${siteName}`)
    ? await siteByName(db, handle, siteName)
    : null;
  if (!site) throw notFound(SITE_NOT_ONLINE);
  return site;
}

/** A visitor's report (no account): kept for the admin while the site stays online. */
export async function reportSite(db: TDb, report: TSiteReport) {
  const [handle = '', siteName = ''] = report.site.split('/');
  const site = await siteOf(db, handle, siteName);
  await insertReport(db, {
    siteUserId: site.userId,
    projectId: site.projectId,
    reason: report.reason,
    details: report.details,
  });
  return { reported: true as const };
}

const key = (userId: string, projectId: string) => `${userId} ${projectId}`;

/** Every published site (up to ADMIN_SITES_LISTED), open reports first, with those reports. */
export async function adminSites(db: TDb, sitesUrl: string): Promise<TAdminSites> {
  const [sites, reports] = await Promise.all([
    sitesForAdmin(db, ADMIN_SITES_LISTED),
    openReports(db, REPORTS_PER_SITE),
  ]);
  const projects = await projectSummaries(db, [...new Set(sites.map((s) => s.projectId))]);
  const bySite = new Map<string, TAdminSites['sites'][number]['reports']>();
  for (const r of reports) {
    const list = bySite.get(key(r.siteUserId, r.projectId)) ?? [];
    list.push({ reason: r.reason, details: r.details, createdAt: r.createdAt.toISOString() });
    bySite.set(key(r.siteUserId, r.projectId), list);
  }
  return {
    sites: sites.map((s) => ({
      url: `${sitesUrl}/${s.handle}/${s.siteName}/`,
      site: `${s.handle}/${s.siteName}`,
      projectTitle: projects.get(s.projectId)?.title ?? s.siteName,
      publishedAt: s.publishedAt.toISOString(),
      openReports: s.openReports,
      reports: bySite.get(key(s.userId, s.projectId)) ?? [],
    })),
  };
}

/**
 * The admin's take-down: the copy is deleted (its reports with it, by cascade) and the learner's
 * mail queued in the same transaction, so one goes exactly when the other happened. The origin
 * answers 404 from the next request; the learner's workspace and History stay.
 */
export async function takeDownSite(db: TDb, handle: string, siteName: string, reason: string) {
  const site = await siteOf(db, handle, siteName);
  const project = (await projectSummaries(db, [site.projectId])).get(site.projectId);
  if (!project) throw notFound(SITE_NOT_ONLINE);
  await db.transaction(async (tx) => {
    if (!(await deleteSiteOf(tx, site.userId, site.projectId))) throw notFound(SITE_NOT_ONLINE);
    await enqueueTakedownMail(tx, {
      userId: site.userId,
      siteName,
      projectTitle: project.title,
      category: project.category,
      slug: project.slug,
      reason,
    });
  });
  return { takenDown: true as const, userId: site.userId };
}
