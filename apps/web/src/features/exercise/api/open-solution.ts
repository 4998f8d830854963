import { useMutation } from '@tanstack/react-query';
import type { TOpenSolutionResponse } from '@thinkbuild/core/schemas/exercise';
import { useCallback, useRef } from 'react';
import { api } from '../../../lib/api-client.ts';

/** POST that "Show solution" was pressed: the server keeps the first time (for the author). */
export const openSolution = (lessonId: string) =>
  api<TOpenSolutionResponse>(`/lessons/${encodeURIComponent(lessonId)}/exercise/solution`, {
    method: 'POST',
  });

/**
 * Records the solution's opening once while the exercise is on the page. Nothing waits on it:
 * the solution shows whatever the answer (offline the request waits for the connection), and
 * the server keeps the first time anyway, so a second press sends nothing.
 */
export function useOpenSolution(lessonId: string) {
  const { mutate } = useMutation({ mutationFn: () => openSolution(lessonId) });
  const sent = useRef(false);
  return useCallback(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);
}
