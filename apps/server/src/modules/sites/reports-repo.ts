import type { TSiteReportReason } from '@thinkbuild/core';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { learnerHandle, publishedSite, siteReport } from '../../db/schema.ts';
import type { TTx } from './repo.ts';

type TQ = TDb | TTx;

/** The published site under this handle and name (its owner and project), or null. */
export async function siteByName(db: TQ, handle: string, siteName: string) {
  const [row] = await db
    .select({ userId: publishedSite.userId, projectId: publishedSite.projectId })
    .from(publishedSite)
    .innerJoin(learnerHandle, eq(learnerHandle.userId, publishedSite.userId))
    .where(and(eq(learnerHandle.handle, handle), eq(publishedSite.siteName, siteName)));
  return row ?? null;
}

export async function insertReport(
  db: TQ,
  report: { siteUserId: string; projectId: string; reason: TSiteReportReason; details: string },
) {
  await db.insert(siteReport).values(report);
}

const openCount = sql<number>`(
  select count(*)::int from ${siteReport} r
  where r.site_user_id = ${publishedSite.userId} and r.project_id = ${publishedSite.projectId}
    and r.resolved_at is null)`;

/** Published sites, those with open reports first, then the newest published; at most `limit`. */
export async function sitesForAdmin(db: TQ, limit: number) {
  const reported = sql<number>`case when ${openCount} > 0 then 1 else 0 end`;
  return db
    .select({
      userId: publishedSite.userId,
      projectId: publishedSite.projectId,
      handle: learnerHandle.handle,
      siteName: publishedSite.siteName,
      publishedAt: publishedSite.publishedAt,
      openReports: openCount,
    })
    .from(publishedSite)
    .innerJoin(learnerHandle, eq(learnerHandle.userId, publishedSite.userId))
    .orderBy(desc(reported), desc(publishedSite.publishedAt))
    .limit(limit);
}

/** Every site's open reports, newest first, at most `perSite` of each. */
export async function openReports(db: TQ, perSite: number) {
  const ranked = db
    .select({
      siteUserId: siteReport.siteUserId,
      projectId: siteReport.projectId,
      reason: siteReport.reason,
      details: siteReport.details,
      createdAt: siteReport.createdAt,
      n: sql<number>`row_number() over (partition by ${siteReport.siteUserId}, ${siteReport.projectId} order by ${siteReport.createdAt} desc, ${siteReport.id})`.as(
        'n',
      ),
    })
    .from(siteReport)
    .where(isNull(siteReport.resolvedAt))
    .as('ranked');
  return db
    .select({
      siteUserId: ranked.siteUserId,
      projectId: ranked.projectId,
      reason: ranked.reason,
      details: ranked.details,
      createdAt: ranked.createdAt,
    })
    .from(ranked)
    .where(lte(ranked.n, perSite))
    .orderBy(desc(ranked.createdAt));
}

/** Deletes the site (its reports go with it, by cascade); false when there was none. */
export async function deleteSiteOf(tx: TQ, userId: string, projectId: string) {
  const gone = await tx
    .delete(publishedSite)
    .where(and(eq(publishedSite.userId, userId), eq(publishedSite.projectId, projectId)))
    .returning({ siteName: publishedSite.siteName });
  return gone.length > 0;
}
