import {
  canKeepWorkspace,
  projectStarterFiles,
  sortedFiles,
  type TWorkspace,
  type TWorkspaceParams,
  type TWorkspaceVersionSummary,
  versionLabel,
  versionsToPrune,
  WORKSPACE_MESSAGES,
} from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import { firstExerciseFilesOf, projectForWorkspace } from '../learning/service.ts';
import {
  deleteVersions,
  findWorkspace,
  insertVersion,
  insertWorkspace,
  type TTx,
  type TVersionRow,
  type TWorkspaceRow,
  versionKinds,
} from './repo.ts';

/*
 * What every route of My project starts from (service.ts): the viewer's access to the project,
 * the workspace made on first use from the project's starter files, the views sent back.
 */

export type TProject = NonNullable<Awaited<ReturnType<typeof projectForWorkspace>>>;
export type TOwner = { userId: string; projectId: string };

export const summaryOf = (row: TVersionRow): TWorkspaceVersionSummary => ({
  id: row.id,
  kind: row.kind,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  fileCount: row.files.length,
});

export const workspaceView = (project: TProject, row: TWorkspaceRow): TWorkspace => ({
  project: { id: project.id, category: project.category, slug: project.slug, title: project.title },
  revision: row.revision,
  files: sortedFiles(row.files),
  updatedAt: row.updatedAt.toISOString(),
});

/** The project, if the viewer's plan keeps workspaces (403) and it is open for one (404). */
export async function openProject(db: TDb, viewer: TViewer, params: TWorkspaceParams) {
  if (!canKeepWorkspace(viewer.role)) throw new AppError('FORBIDDEN', WORKSPACE_MESSAGES.needsPlan);
  const project = await projectForWorkspace(db, params.category, params.project);
  if (!project) throw new AppError('NOT_FOUND', WORKSPACE_MESSAGES.projectNotFound);
  return { project, owner: { userId: viewer.id, projectId: project.id } };
}

/** Makes the workspace from the starter files with its "start" version, unless it exists. */
export async function createIfAbsent(tx: TTx, owner: TOwner, project: TProject, now: Date) {
  const files = projectStarterFiles(project.title, await firstExerciseFilesOf(tx, project.id));
  if (await insertWorkspace(tx, owner, files, now))
    await insertVersion(tx, owner, { kind: 'start', label: versionLabel('start'), files, at: now });
}

/** Past the limit, the oldest versions go (core's versionsToPrune: "Your edits" first). */
export async function prune(tx: TTx, owner: TOwner) {
  await deleteVersions(tx, owner, versionsToPrune(await versionKinds(tx, owner)));
}

/** The workspace, made on the first read; concurrent first reads make it once. */
export async function readWorkspace(db: TDb, owner: TOwner, project: TProject) {
  const found = await findWorkspace(db, owner);
  if (found) return found;
  await db.transaction((tx) => createIfAbsent(tx, owner, project, new Date()));
  const made = await findWorkspace(db, owner);
  if (!made) throw new Error('readWorkspace: the workspace was not made');
  return made;
}
