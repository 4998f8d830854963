import { exerciseFilesOf, STEP_MESSAGES } from '@thinkbuild/core/project-steps';
import type { TExerciseResponse } from '@thinkbuild/core/schemas/exercise';
import type { TWorkspaceFile } from '@thinkbuild/core/workspace';
import { useState } from 'react';

type TRunnable = Extract<TExerciseResponse, { canRun: true }>;

/**
 * What a step's editor opens (decisions/039, "Steps"): the learner's work on it (their draft),
 * else their project as the step before left it, else the step's reference code; and why it
 * opened the reference code, said until the learner puts it there themselves. A project never
 * saved (revision 0) holds none of the steps before, so a later step opens its reference code.
 */
export function useStepOpening(
  exercise: TRunnable,
  project: { files: TWorkspaceFile[]; revision: number } | null,
) {
  const step = exercise.step ?? null;
  const untouched = step && project && project.revision === 0 && step.number > 1;
  const fromProject = step && project && !untouched ? exerciseFilesOf(project.files) : null;
  const [opened, setOpened] = useState<'draft' | 'project' | 'reference'>(
    exercise.draft ? 'draft' : fromProject ? 'project' : 'reference',
  );
  const [note, setNote] = useState(
    !step || exercise.draft || !project || fromProject
      ? null
      : untouched
        ? STEP_MESSAGES.untouched
        : STEP_MESSAGES.tooBig,
  );
  return { fromProject, opened, setOpened, note, setNote };
}
