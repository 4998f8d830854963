import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExerciseFile, TExerciseStep } from '@thinkbuild/core/schemas/exercise';
import type { TWorkspace } from '@thinkbuild/core/schemas/workspace';
import { workspaceKeys, workspacePath } from '../../../entities/workspace/workspace-api.ts';
import { api } from '../../../lib/api-client.ts';

/*
 * A step of the learner's own project (core's projectSteps): a passed step is kept in My project,
 * and the step's reference code can be put there instead. Either answers the project as it is
 * now, which the My project page then opens with.
 */

const refOf = (step: TExerciseStep) => ({ category: step.category, project: step.project });
const stepPath = (step: TExerciseStep, lessonId: string) =>
  `${workspacePath(refOf(step))}/steps/${encodeURIComponent(lessonId)}`;

function useStepMutation<T>(
  step: TExerciseStep | null,
  request: (step: TExerciseStep, input: T) => Promise<TWorkspace>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => {
      if (!step) throw new Error('This exercise is not a step of its project');
      return request(step, input);
    },
    onSuccess: (workspace) => {
      if (!step) return;
      queryClient.setQueryData(workspaceKeys.workspace(refOf(step)), workspace);
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.versions(refOf(step)) });
    },
  });
}

/** Keeps the files that just passed the step's checks in My project. */
export const useKeepStep = (lessonId: string, step: TExerciseStep | null) =>
  useStepMutation(step, (s, files: TExerciseFile[]) =>
    api<TWorkspace>(stepPath(s, lessonId), { method: 'POST', body: JSON.stringify({ files }) }),
  );

/**
 * Puts the code the step starts from (the step before's solution) in My project; the editor's
 * files go into History first.
 */
export const useStepReference = (lessonId: string, step: TExerciseStep | null) =>
  useStepMutation(step, (s, files: TExerciseFile[]) =>
    api<TWorkspace>(`${stepPath(s, lessonId)}/reference`, {
      method: 'POST',
      body: JSON.stringify({ files }),
    }),
  );
