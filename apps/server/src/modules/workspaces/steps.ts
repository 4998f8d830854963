import {
  filesAfterStep,
  keepsBeforeReplacing,
  STEP_MESSAGES,
  type TWorkspace,
  type TWorkspaceFile,
  type TWorkspaceParams,
  type TWorkspaceStepSave,
  type TWorkspaceVersionKind,
  versionLabel,
} from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import { projectStep } from '../learning/service.ts';
import { insertVersion, latestVersion, lockWorkspace, replaceFiles } from './repo.ts';
import {
  createIfAbsent,
  openProject,
  prune,
  type TOwner,
  type TProject,
  workspaceView,
} from './workspace.ts';

/*
 * The exercises of a project are the steps of the learner's own project (core's projectSteps,
 * decisions/039). A passed step's files go into the project as a version named after the step;
 * "Use the reference code for this step" puts the step's starting code (the step before's
 * solution) there instead, recorded as such. Either keeps the learner's other files, and keeps
 * the copy it replaces in History first when no version holds it.
 */

const sameFiles = (a: readonly TWorkspaceFile[], b: readonly TWorkspaceFile[]) =>
  a.length === b.length &&
  a.every((f) => b.some((o) => o.path === f.path && o.content === f.content));

/** Writes the step's files over the project as the next revision, with a version of `kind`. */
async function writeStep(
  db: TDb,
  owner: TOwner,
  project: TProject,
  kind: Extract<TWorkspaceVersionKind, 'step' | 'reference'>,
  name: string,
  stepFiles: readonly { name: string; content: string }[],
  /** Using the reference: what the step's editor held, kept first. */
  editor: readonly { name: string; content: string }[] | null = null,
) {
  return db.transaction(async (tx) => {
    let current = await lockWorkspace(tx, owner);
    if (!current) {
      await createIfAbsent(tx, owner, project, new Date());
      current = await lockWorkspace(tx, owner);
      if (!current) throw new Error('writeStep: the workspace was not made');
    }
    const now = new Date();
    const next: TWorkspaceFile[] = filesAfterStep(current.files, stepFiles);
    const newest = await latestVersion(tx, owner);
    // The same step passed again with the same files: nothing new to keep.
    if (newest?.label === versionLabel(kind, name) && sameFiles(newest.files, next)) return current;
    // What the project and the step's editor held go into History first, unless a version
    // holds them: a reference replaces the learner's code, it never loses it.
    const replaced = [current.files, ...(editor ? [filesAfterStep(current.files, editor)] : [])];
    let at = now.getTime() - replaced.length;
    for (const [i, files] of replaced.entries()) {
      const kept = sameFiles(files, next) || (i > 0 && sameFiles(files, current.files));
      if (!kept && keepsBeforeReplacing(files, newest?.files ?? null, 'restore'))
        await insertVersion(tx, owner, {
          kind: 'edit',
          label: versionLabel('edit'),
          files,
          at: new Date(at),
        });
      at++;
    }
    const saved = await replaceFiles(tx, owner, next, current.revision + 1, now);
    await insertVersion(tx, owner, { kind, label: versionLabel(kind, name), files: next, at: now });
    await prune(tx, owner);
    return saved;
  });
}

/** Keeps a passed step in the learner's project (403 until its checks passed). */
export async function keepPassedStep(
  db: TDb,
  viewer: TViewer,
  params: TWorkspaceParams & { lessonId: string },
  input: TWorkspaceStepSave,
): Promise<TWorkspace> {
  const { project, owner } = await openProject(db, viewer, params);
  const step = await projectStep(db, viewer, project.id, params.lessonId);
  if (!step.passed) throw new AppError('FORBIDDEN', STEP_MESSAGES.needsPass);
  return workspaceView(
    project,
    await writeStep(db, owner, project, 'step', step.name, input.files),
  );
}

/** Puts the step's reference code (its starting files) in the learner's project. */
export async function useStepReference(
  db: TDb,
  viewer: TViewer,
  params: TWorkspaceParams & { lessonId: string },
  input: TWorkspaceStepSave,
): Promise<TWorkspace> {
  const { project, owner } = await openProject(db, viewer, params);
  const step = await projectStep(db, viewer, project.id, params.lessonId);
  const row = await writeStep(
    db,
    owner,
    project,
    'reference',
    step.name,
    step.starterFiles,
    input.files,
  );
  return workspaceView(project, row);
}
