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

/** Writes the step's files over the project as the next revision, with a version of `kind`. */
async function writeStep(
  db: TDb,
  owner: TOwner,
  project: TProject,
  kind: Extract<TWorkspaceVersionKind, 'step' | 'reference'>,
  name: string,
  stepFiles: readonly { name: string; content: string }[],
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
    if (keepsBeforeReplacing(current.files, newest?.files ?? null, 'restore'))
      await insertVersion(tx, owner, {
        kind: 'edit',
        label: versionLabel('edit'),
        files: current.files,
        at: new Date(now.getTime() - 1),
      });
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
): Promise<TWorkspace> {
  const { project, owner } = await openProject(db, viewer, params);
  const step = await projectStep(db, viewer, project.id, params.lessonId);
  const row = await writeStep(db, owner, project, 'reference', step.name, step.starterFiles);
  return workspaceView(project, row);
}
