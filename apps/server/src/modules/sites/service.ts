import {
  canPublish,
  filePathProblem,
  SITE_MESSAGES,
  SITES_PER_LEARNER,
  siteName,
  siteUrl,
  type THandle,
  type THandleInput,
  type TSiteStatus,
  type TWorkspaceParams,
  WORKSPACE_ENTRY,
} from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import { projectSummaries } from '../learning/service.ts';
import { publishSnapshot } from '../workspaces/service.ts';
import {
  countOtherSites,
  deleteSite,
  findHandle,
  findSite,
  findUserOfHandle,
  lockHandle,
  publishedFile,
  sitesOfUser,
  sitesOnlineOf,
  upsertHandle,
  upsertSite,
} from './repo.ts';

/*
 * Published projects (decisions/039, "Publishing origin"): a learner chooses a handle, then
 * publishes a project's workspace as a frozen copy served by the sites origin (server.ts) at
 * `<SITES_URL>/<handle>/<category>-<project>/`. Later edits change nothing until the learner
 * publishes again. Publishing comes with Creator; reading and taking a site down do not, so a
 * learner whose plan ended can still take theirs down.
 */

export async function getHandle(db: TDb, viewer: TViewer): Promise<THandle> {
  return { handle: await findHandle(db, viewer.id) };
}

/** The learner's handle, or null (for the modules that show their address). */
export const handleOf = (db: TDb, userId: string) => findHandle(db, userId);

/** Whose handle this is, or null: what a public page under the handle (profiles) starts from. */
export const userOfHandle = (db: TDb, handle: string) => findUserOfHandle(db, handle);

/**
 * The learner's sites online under `handle`, oldest first, each with its project's title and
 * track and its address (the public profile lists them).
 */
export async function sitesOnline(db: TDb, userId: string, handle: string, sitesUrl: string) {
  const sites = await sitesOnlineOf(db, userId);
  const projects = await projectSummaries(db, [...new Set(sites.map((s) => s.projectId))]);
  return sites.flatMap((s) => {
    const project = projects.get(s.projectId);
    if (!project) return [];
    return [
      {
        siteName: s.siteName,
        title: project.title,
        category: project.category,
        // The folder it was published to, which the origin serves (a slug may change since).
        url: `${sitesUrl}/${handle}/${s.siteName}/`,
        publishedAt: s.publishedAt.toISOString(),
      },
    ];
  });
}

/** Sets or changes the learner's handle; their sites then open under the new one. */
export async function setHandle(db: TDb, viewer: TViewer, input: THandleInput): Promise<THandle> {
  try {
    await upsertHandle(db, viewer.id, input.handle, new Date());
  } catch (error) {
    // Checking first would race: the unique index alone says who got it.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', SITE_MESSAGES.handleTaken);
    throw error;
  }
  return { handle: input.handle };
}

type TSiteRow = { publishedAt: Date; versionId: string; fileCount: number };

const statusOf = (
  sitesUrl: string,
  handle: string | null,
  params: TWorkspaceParams,
  row: TSiteRow | null,
): TSiteStatus => ({
  handle,
  address: { base: sitesUrl, site: siteName(params.category, params.project) },
  site:
    handle && row
      ? {
          url: siteUrl(sitesUrl, handle, params.category, params.project),
          publishedAt: row.publishedAt.toISOString(),
          versionId: row.versionId,
          fileCount: row.fileCount,
        }
      : null,
});

/** The learner's handle and this project's published copy, if any. */
export async function siteStatus(
  db: TDb,
  viewer: TViewer,
  params: TWorkspaceParams,
  sitesUrl: string,
): Promise<TSiteStatus> {
  const name = siteName(params.category, params.project);
  const [handle, row] = await Promise.all([
    findHandle(db, viewer.id),
    findSite(db, viewer.id, name),
  ]);
  return statusOf(sitesUrl, handle, params, row);
}

/**
 * Copies the workspace as it is now to the project's site (a 'publish' version of it), replacing
 * an earlier copy. All in one transaction under the handle's row lock: two publishes at once
 * cannot both pass the limit, and a refused one leaves no version behind.
 */
export async function publishSite(
  db: TDb,
  viewer: TViewer,
  params: TWorkspaceParams,
  sitesUrl: string,
): Promise<TSiteStatus> {
  if (!canPublish(viewer.role)) throw new AppError('FORBIDDEN', SITE_MESSAGES.needsPlan);
  const name = siteName(params.category, params.project);
  return db.transaction(async (tx) => {
    const handle = await lockHandle(tx, viewer.id);
    if (!handle) throw new AppError('VALIDATION', SITE_MESSAGES.needsHandle);
    // Re-publishing a project replaces its copy: only the others count.
    if ((await countOtherSites(tx, viewer.id, name)) >= SITES_PER_LEARNER)
      throw new AppError('CONFLICT', SITE_MESSAGES.tooMany);
    const { project, files, versionId } = await publishSnapshot(tx, viewer, params);
    const row = await upsertSite(tx, {
      userId: viewer.id,
      projectId: project.id,
      siteName: name,
      files,
      versionId,
      publishedAt: new Date(),
    });
    return statusOf(sitesUrl, handle, params, { ...row, fileCount: files.length });
  });
}

/** Takes the project's site down: the sites origin answers 404 from the next request. */
export async function unpublishSite(db: TDb, viewer: TViewer, params: TWorkspaceParams) {
  const name = siteName(params.category, params.project);
  if (!(await deleteSite(db, viewer.id, name)))
    throw new AppError('NOT_FOUND', SITE_MESSAGES.notPublished);
  return { deleted: true as const };
}

/**
 * The stored path a request under a site names: '' or a folder (`about/`) is its index.html.
 * Null for anything core would not store (`..`, `%2e%2e` once decoded, `\`, a leading `/`): the
 * origin answers 404 without asking the database.
 */
export function sitePath(rest: string): string | null {
  const path = rest === '' || rest.endsWith('/') ? `${rest}${WORKSPACE_ENTRY}` : rest;
  return filePathProblem(path) === null ? path : null;
}

/** A published file's content, its owner and the version it was copied from, or null (404). */
export async function findPublishedFile(db: TDb, handle: string, site: string, path: string) {
  const row = await publishedFile(db, handle, site, path);
  return row?.content == null
    ? null
    : { content: row.content, versionId: row.versionId, userId: row.userId };
}

/**
 * The tag of everything the sites origin keeps in memory for one learner's sites
 * (server.ts): publishing, taking down and changing the handle drop it on every server.
 */
export const sitesTag = (userId: string) => `sites-user:${userId}`;

/** Whether a site is online under this handle and name. */
export async function siteExists(db: TDb, handle: string, site: string) {
  return (await publishedFile(db, handle, site, WORKSPACE_ENTRY)) !== null;
}

/**
 * The learner's handle and published sites (name, address, when, files) for "Download my data"
 * (modules/account). Deleted with the account: the foreign keys cascade.
 */
export async function sitesDataOf(db: TDb, userId: string, sitesUrl: string) {
  const { handle, sites } = await sitesOfUser(db, userId);
  return {
    handle,
    sites: sites.map((s) => ({
      siteName: s.siteName,
      url: handle ? `${sitesUrl}/${handle}/${s.siteName}/` : null,
      publishedAt: s.publishedAt.toISOString(),
      files: s.files,
    })),
  };
}
