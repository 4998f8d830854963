import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExerciseResponse, TOpenHintResponse } from '@thinkbuild/core/schemas/exercise';
import { api } from '../../../lib/api-client.ts';
import { exerciseKey } from './get-exercise.ts';

/** POST a hint's opening: the server answers its text only once the ladder offers it. */
export const openHint = (lessonId: string, n: number) =>
  api<TOpenHintResponse>(`/lessons/${encodeURIComponent(lessonId)}/exercise/hints/${n}`, {
    method: 'POST',
  });

/** Opens a hint; the cached exercise takes the opened hints and any solution that came. */
export function useOpenHint(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (n: number) => openHint(lessonId, n),
    onSuccess: (opened) => {
      queryClient.setQueryData<TExerciseResponse>(exerciseKey(lessonId), (old) =>
        old?.canRun
          ? {
              ...old,
              hints: opened.hints,
              solutionFiles: opened.solutionFiles ?? old.solutionFiles,
            }
          : old,
      );
    },
  });
}
