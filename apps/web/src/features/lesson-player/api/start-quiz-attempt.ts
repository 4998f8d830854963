import { useMutation } from '@tanstack/react-query';
import type { TQuizAttempt } from '@thinkbuild/core/schemas/learning';
import { api } from '../../../lib/api-client.ts';

/** A new try at a lesson's quiz: the server shuffles its options again. */
export const startQuizAttempt = (lessonId: string) =>
  api<TQuizAttempt>(`/lessons/${encodeURIComponent(lessonId)}/quiz/attempts`, { method: 'POST' });

export function useStartQuizAttempt(lessonId: string) {
  return useMutation({ mutationFn: () => startQuizAttempt(lessonId) });
}
