import type { TWorkspaceFile } from '@thinkbuild/core';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { learnerHandle, publishedSite } from '../../db/schema.ts';

export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TQ = TDb | TTx;

const isSite = (userId: string, siteName: string) =>
  and(eq(publishedSite.userId, userId), eq(publishedSite.siteName, siteName));

export async function findHandle(db: TQ, userId: string) {
  const [row] = await db
    .select({ handle: learnerHandle.handle })
    .from(learnerHandle)
    .where(eq(learnerHandle.userId, userId));
  return row?.handle ?? null;
}

/**
 * Sets the learner's handle (a first one, or a change). Another learner's handle breaks the
 * unique index: the caller turns that into a 409, also when two ask for one at once.
 */
export async function upsertHandle(db: TQ, userId: string, handle: string, now: Date) {
  await db
    .insert(learnerHandle)
    .values({ userId, handle, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: learnerHandle.userId, set: { handle, updatedAt: now } });
}

/** The handle, locked until the transaction ends: one learner's publishes go one at a time. */
export async function lockHandle(tx: TTx, userId: string) {
  const [row] = await tx
    .select({ handle: learnerHandle.handle })
    .from(learnerHandle)
    .where(eq(learnerHandle.userId, userId))
    .for('update');
  return row?.handle ?? null;
}

/** The learner's site of this name, without its files. */
export async function findSite(db: TQ, userId: string, siteName: string) {
  const [row] = await db
    .select({
      publishedAt: publishedSite.publishedAt,
      versionId: publishedSite.versionId,
      fileCount: sql<number>`jsonb_array_length(${publishedSite.files})::int`,
    })
    .from(publishedSite)
    .where(isSite(userId, siteName));
  return row ?? null;
}

/** The files of the learner's site of this name, or null when it is not online. */
export async function siteFilesOf(db: TQ, userId: string, siteName: string) {
  const [row] = await db
    .select({ files: publishedSite.files })
    .from(publishedSite)
    .where(isSite(userId, siteName));
  return row?.files ?? null;
}

/** How many sites the learner has online besides the one of this name. */
export async function countOtherSites(tx: TQ, userId: string, siteName: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(publishedSite)
    .where(and(eq(publishedSite.userId, userId), ne(publishedSite.siteName, siteName)));
  return row?.n ?? 0;
}

/** Publishes the copy, replacing the project's earlier one. */
export async function upsertSite(
  tx: TQ,
  site: {
    userId: string;
    projectId: string;
    siteName: string;
    files: TWorkspaceFile[];
    versionId: string;
    publishedAt: Date;
  },
) {
  const { siteName, files, versionId, publishedAt } = site;
  const [row] = await tx
    .insert(publishedSite)
    .values(site)
    .onConflictDoUpdate({
      target: [publishedSite.userId, publishedSite.projectId],
      set: { siteName, files, versionId, publishedAt },
    })
    .returning({ publishedAt: publishedSite.publishedAt, versionId: publishedSite.versionId });
  if (!row) throw new Error('upsertSite wrote nothing');
  return row;
}

/** Takes the site down; false when there was none. */
export async function deleteSite(db: TQ, userId: string, siteName: string) {
  const gone = await db
    .delete(publishedSite)
    .where(isSite(userId, siteName))
    .returning({ siteName: publishedSite.siteName });
  return gone.length > 0;
}

/**
 * What the sites origin serves, in one query: the site under this handle and name (null when
 * none) with the content of the file at exactly `path` (null when it has none). Only that file
 * leaves the database, not the whole copy.
 */
export async function publishedFile(db: TQ, handle: string, siteName: string, path: string) {
  const [row] = await db
    .select({
      userId: publishedSite.userId,
      versionId: publishedSite.versionId,
      content: sql<string | null>`(
        select f->>'content' from jsonb_array_elements(${publishedSite.files}) f
        where f->>'path' = ${path} limit 1)`,
    })
    .from(publishedSite)
    .innerJoin(learnerHandle, eq(learnerHandle.userId, publishedSite.userId))
    .where(and(eq(learnerHandle.handle, handle), eq(publishedSite.siteName, siteName)));
  return row ?? null;
}

/** Whose handle this is, or null. */
export async function findUserOfHandle(db: TQ, handle: string) {
  const [row] = await db
    .select({ userId: learnerHandle.userId })
    .from(learnerHandle)
    .where(eq(learnerHandle.handle, handle));
  return row?.userId ?? null;
}

/** The learner's sites online, without their files, oldest first. */
export async function sitesOnlineOf(db: TQ, userId: string) {
  return db
    .select({
      siteName: publishedSite.siteName,
      projectId: publishedSite.projectId,
      publishedAt: publishedSite.publishedAt,
    })
    .from(publishedSite)
    .where(eq(publishedSite.userId, userId))
    .orderBy(asc(publishedSite.publishedAt));
}

/** The learner's handle and sites, files included ("Download my data"). */
export async function sitesOfUser(db: TQ, userId: string) {
  const [handle, sites] = await Promise.all([
    findHandle(db, userId),
    db
      .select({
        siteName: publishedSite.siteName,
        publishedAt: publishedSite.publishedAt,
        files: publishedSite.files,
      })
      .from(publishedSite)
      .where(eq(publishedSite.userId, userId))
      .orderBy(asc(publishedSite.publishedAt)),
  ]);
  return { handle, sites };
}
