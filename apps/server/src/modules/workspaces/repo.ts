import type { TWorkspaceFile, TWorkspaceVersionKind } from '@thinkbuild/core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { projectWorkspace, workspaceVersion } from '../../db/schema.ts';

export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TQ = TDb | TTx;

export type TWorkspaceRow = typeof projectWorkspace.$inferSelect;
export type TVersionRow = typeof workspaceVersion.$inferSelect;

type TOwner = { userId: string; projectId: string };

const isWorkspace = ({ userId, projectId }: TOwner) =>
  and(eq(projectWorkspace.userId, userId), eq(projectWorkspace.projectId, projectId));

const ofWorkspace = ({ userId, projectId }: TOwner) =>
  and(eq(workspaceVersion.userId, userId), eq(workspaceVersion.projectId, projectId));

/** Makes the workspace unless it exists: true when this call made it (first reads race). */
export async function insertWorkspace(tx: TQ, owner: TOwner, files: TWorkspaceFile[], now: Date) {
  const made = await tx
    .insert(projectWorkspace)
    .values({ ...owner, files, revision: 0, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ userId: projectWorkspace.userId });
  return made.length > 0;
}

export async function findWorkspace(db: TQ, owner: TOwner) {
  const [row] = await db.select().from(projectWorkspace).where(isWorkspace(owner));
  return row ?? null;
}

/** The workspace, locked until the transaction ends: saves and restores go one at a time. */
export async function lockWorkspace(tx: TTx, owner: TOwner) {
  const [row] = await tx.select().from(projectWorkspace).where(isWorkspace(owner)).for('update');
  return row ?? null;
}

/** Stores new files as the next revision. */
export async function replaceFiles(
  tx: TTx,
  owner: TOwner,
  files: TWorkspaceFile[],
  revision: number,
  now: Date,
) {
  const [row] = await tx
    .update(projectWorkspace)
    .set({ files, revision, updatedAt: now })
    .where(isWorkspace(owner))
    .returning();
  if (!row) throw new Error('replaceFiles: the locked workspace is gone');
  return row;
}

export async function insertVersion(
  tx: TQ,
  owner: TOwner,
  version: { kind: TWorkspaceVersionKind; label: string; files: TWorkspaceFile[]; at: Date },
) {
  const [row] = await tx
    .insert(workspaceVersion)
    .values({
      ...owner,
      kind: version.kind,
      label: version.label,
      files: version.files,
      createdAt: version.at,
    })
    .returning();
  if (!row) throw new Error('insertVersion inserted nothing');
  return row;
}

/** When the newest version of any kind was made, or null: what a save reads every time. */
export async function latestVersionAt(tx: TQ, owner: TOwner) {
  const [row] = await tx
    .select({ at: workspaceVersion.createdAt })
    .from(workspaceVersion)
    .where(ofWorkspace(owner))
    .orderBy(desc(workspaceVersion.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** The newest version of any kind (when, its label and its files), or null. */
export async function latestVersion(tx: TQ, owner: TOwner) {
  const [row] = await tx
    .select({
      at: workspaceVersion.createdAt,
      label: workspaceVersion.label,
      files: workspaceVersion.files,
    })
    .from(workspaceVersion)
    .where(ofWorkspace(owner))
    .orderBy(desc(workspaceVersion.createdAt))
    .limit(1);
  return row ?? null;
}

/** Each version's id and kind, newest first (what pruning weighs). */
export function versionKinds(tx: TQ, owner: TOwner) {
  return tx
    .select({ id: workspaceVersion.id, kind: workspaceVersion.kind })
    .from(workspaceVersion)
    .where(ofWorkspace(owner))
    .orderBy(desc(workspaceVersion.createdAt));
}

export async function deleteVersions(tx: TQ, owner: TOwner, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx
    .delete(workspaceVersion)
    .where(and(ofWorkspace(owner), inArray(workspaceVersion.id, [...ids])));
}

/** History without the files: each version's file count is counted in the database. */
export function versionSummaries(db: TQ, owner: TOwner) {
  return db
    .select({
      id: workspaceVersion.id,
      kind: workspaceVersion.kind,
      label: workspaceVersion.label,
      createdAt: workspaceVersion.createdAt,
      fileCount: sql<number>`jsonb_array_length(${workspaceVersion.files})::int`,
    })
    .from(workspaceVersion)
    .where(ofWorkspace(owner))
    .orderBy(desc(workspaceVersion.createdAt));
}

/** One version, only if it is this learner's of this project. */
export async function findVersion(db: TQ, owner: TOwner, id: string) {
  const [row] = await db
    .select()
    .from(workspaceVersion)
    .where(and(ofWorkspace(owner), eq(workspaceVersion.id, id)));
  return row ?? null;
}

/** Every workspace and version of one learner, oldest first ("Download my data"). */
export async function workspacesOfUser(db: TDb, userId: string) {
  const [workspaces, versions] = await Promise.all([
    db
      .select()
      .from(projectWorkspace)
      .where(eq(projectWorkspace.userId, userId))
      .orderBy(asc(projectWorkspace.createdAt)),
    db
      .select()
      .from(workspaceVersion)
      .where(eq(workspaceVersion.userId, userId))
      .orderBy(asc(workspaceVersion.createdAt)),
  ]);
  return { workspaces, versions };
}
