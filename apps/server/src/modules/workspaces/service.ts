import {
  editMakesVersion,
  formatDateTime,
  keepsBeforeReplacing,
  savesInPlace,
  sortedFiles,
  type TWorkspace,
  type TWorkspaceParams,
  type TWorkspaceSave,
  type TWorkspaceSaved,
  type TWorkspaceVersion,
  type TWorkspaceVersions,
  versionLabel,
  WORKSPACE_MESSAGES,
} from '@thinkbuild/core';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import { projectSummaries } from '../learning/service.ts';
import {
  findVersion,
  insertVersion,
  latestVersion,
  latestVersionAt,
  lockWorkspace,
  replaceFiles,
  versionSummaries,
  workspacesOfUser,
} from './repo.ts';
import {
  createIfAbsent,
  openProject,
  prune,
  readWorkspace,
  summaryOf,
  workspaceView,
} from './workspace.ts';

/*
 * My project (decisions/039): each learner's own files for a course project, saved as they type,
 * with a history of versions. A save from an older revision than the stored one still wins (it is
 * the learner's latest action) but keeps the stored copy as a version first, in the same
 * transaction: nothing is overwritten silently. Only the learner reads or changes their own.
 */

export async function getWorkspace(db: TDb, viewer: TViewer, params: TWorkspaceParams) {
  const { project, owner } = await openProject(db, viewer, params);
  return workspaceView(project, await readWorkspace(db, owner, project));
}

/**
 * Stores the files as the next revision. From a stale base the stored copy is kept first (kind
 * 'kept', in the answer); typing makes an "edit" version when none of any kind is recent.
 */
export async function saveWorkspace(
  db: TDb,
  viewer: TViewer,
  params: TWorkspaceParams,
  input: TWorkspaceSave,
): Promise<TWorkspaceSaved> {
  const { project, owner } = await openProject(db, viewer, params);
  return db.transaction(async (tx) => {
    // The row lock orders concurrent saves: the second sees the first's revision.
    let current = await lockWorkspace(tx, owner);
    if (!current) {
      await createIfAbsent(tx, owner, project, new Date());
      current = await lockWorkspace(tx, owner);
      if (!current) throw new Error('saveWorkspace: the workspace was not made');
    }
    // Read once the lock is held, so versions follow the order the saves took.
    const now = new Date();
    const drops = current.files.some((f) => !input.files.some((o) => o.path === f.path));
    const newest = drops ? await latestVersion(tx, owner) : null;
    const newestAt = newest ? newest.at : await latestVersionAt(tx, owner);
    const kept = savesInPlace(current.revision, input.baseRevision)
      ? null
      : await insertVersion(tx, owner, {
          kind: 'kept',
          label: versionLabel('kept'),
          files: current.files,
          at: now,
        });
    // A removed file is kept in History first when no version holds it yet.
    const before =
      !kept && keepsBeforeReplacing(current.files, newest?.files ?? null, input.files)
        ? await insertVersion(tx, owner, {
            kind: 'edit',
            label: versionLabel('edit'),
            files: current.files,
            at: new Date(now.getTime() - 1),
          })
        : null;
    const saved = await replaceFiles(tx, owner, input.files, current.revision + 1, now);
    const edit = editMakesVersion((kept ?? before)?.createdAt ?? newestAt, now);
    if (edit) {
      const label = versionLabel('edit');
      await insertVersion(tx, owner, { kind: 'edit', label, files: input.files, at: now });
    }
    if (kept || before || edit) await prune(tx, owner);
    return {
      revision: saved.revision,
      updatedAt: saved.updatedAt.toISOString(),
      kept: kept && summaryOf(kept),
    };
  });
}

/** History, newest first, without the files. */
export async function workspaceVersions(
  db: TDb,
  viewer: TViewer,
  params: TWorkspaceParams,
): Promise<TWorkspaceVersions> {
  const { owner } = await openProject(db, viewer, params);
  const rows = await versionSummaries(db, owner);
  return { versions: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

/** One version with its files: only the viewer's own, of this project (else 404). */
export async function workspaceVersion(
  db: TDb,
  viewer: TViewer,
  params: TWorkspaceParams,
  versionId: string,
): Promise<TWorkspaceVersion> {
  const { owner } = await openProject(db, viewer, params);
  const row = await findVersion(db, owner, versionId);
  if (!row) throw new AppError('NOT_FOUND', WORKSPACE_MESSAGES.versionNotFound);
  return { ...summaryOf(row), files: sortedFiles(row.files) };
}

/**
 * Makes a version's files the workspace again (the next revision) and records that as a
 * 'restore' version naming the one restored; every other version stays.
 */
export async function restoreVersion(
  db: TDb,
  viewer: TViewer,
  params: TWorkspaceParams,
  versionId: string,
  timeZone: string,
): Promise<TWorkspace> {
  const { project, owner } = await openProject(db, viewer, params);
  const row = await db.transaction(async (tx) => {
    const current = await lockWorkspace(tx, owner);
    const version = current && (await findVersion(tx, owner, versionId));
    if (!current || !version) throw new AppError('NOT_FOUND', WORKSPACE_MESSAGES.versionNotFound);
    const now = new Date();
    // What is stored now goes into History first, unless a version holds it already.
    const newest = await latestVersion(tx, owner);
    if (keepsBeforeReplacing(current.files, newest?.files ?? null, 'restore'))
      await insertVersion(tx, owner, {
        kind: 'edit',
        label: versionLabel('edit'),
        files: current.files,
        at: new Date(now.getTime() - 1),
      });
    const saved = await replaceFiles(tx, owner, version.files, current.revision + 1, now);
    const detail = `${version.label}, ${formatDateTime(version.createdAt, timeZone)}`;
    await insertVersion(tx, owner, {
      kind: 'restore',
      label: versionLabel('restore', detail),
      files: version.files,
      at: now,
    });
    // Only the limit removes anything: a restore adds a version, like any other.
    await prune(tx, owner);
    return saved;
  });
  return workspaceView(project, row);
}

/**
 * The workspace as it is now (made first if absent), recorded as a 'publish' version in the
 * same transaction: modules/sites keeps these files as the published copy. Given a transaction
 * (sites' own), it runs inside it, so a refused publish records nothing.
 */
export async function publishSnapshot(db: TDb, viewer: TViewer, params: TWorkspaceParams) {
  const { project, owner } = await openProject(db, viewer, params);
  return db.transaction(async (tx) => {
    // Locked, so the version holds the files of one save, not half of a concurrent one.
    let current = await lockWorkspace(tx, owner);
    if (!current) {
      await createIfAbsent(tx, owner, project, new Date());
      current = await lockWorkspace(tx, owner);
      if (!current) throw new Error('publishSnapshot: the workspace was not made');
    }
    const { files } = current;
    const label = versionLabel('publish');
    const version = await insertVersion(tx, owner, {
      kind: 'publish',
      label,
      files,
      at: new Date(),
    });
    await prune(tx, owner);
    const { id, category, slug, title } = project;
    return {
      project: { id, category, slug, title },
      files: sortedFiles(files),
      versionId: version.id,
    };
  });
}

/**
 * The files as a zip inside one `<slug>/` folder, so it unzips to a folder whose index.html
 * opens from disk. Paths are core's safe ones (no `..`, no leading `/`): nothing escapes it.
 */
export async function workspaceDownload(db: TDb, viewer: TViewer, params: TWorkspaceParams) {
  const { project, owner } = await openProject(db, viewer, params);
  const row = await readWorkspace(db, owner, project);
  const files: Zippable = {};
  for (const file of row.files) files[`${project.slug}/${file.path}`] = strToU8(file.content);
  return {
    filename: `${project.category}-${project.slug}.zip`,
    zip: zipSync(files, { mtime: row.updatedAt }),
  };
}

/**
 * Every workspace and version of a learner, each named by its project, for "Download my data"
 * (modules/account). Deleted with the account: the foreign keys cascade.
 */
export async function workspacesDataOf(db: TDb, userId: string) {
  const { workspaces, versions } = await workspacesOfUser(db, userId);
  const ids = new Set([...workspaces, ...versions].map((r) => r.projectId));
  const projects = await projectSummaries(db, [...ids]);
  const projectOf = (projectId: string) => {
    const found = projects.get(projectId);
    return {
      category: found?.category ?? null,
      slug: found?.slug ?? null,
      title: found?.title ?? null,
    };
  };
  return {
    workspaces: workspaces.map((w) => ({
      project: projectOf(w.projectId),
      revision: w.revision,
      files: w.files,
      createdAt: w.createdAt.toISOString(),
      updatedAt: w.updatedAt.toISOString(),
    })),
    versions: versions.map((v) => ({
      project: projectOf(v.projectId),
      kind: v.kind,
      label: v.label,
      createdAt: v.createdAt.toISOString(),
      files: v.files,
    })),
  };
}
