import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TLessonResponse,
  TQuizResult,
  TQuizSubmitRequest,
} from '@thinkbuild/core/schemas/learning';
import { api } from '../../../lib/api-client.ts';
import { applyLessonProgress } from './save-progress.ts';

export const submitQuiz = (id: string, body: TQuizSubmitRequest) =>
  api<TQuizResult>(`/lessons/${encodeURIComponent(id)}/quiz`, {
    method: 'POST',
    body: JSON.stringify(body),
  });

export function useSubmitQuiz(lesson: Pick<TLessonResponse, 'id' | 'category' | 'project'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: number[]) => submitQuiz(lesson.id, { answers }),
    onSuccess: (result) =>
      applyLessonProgress(queryClient, lesson, {
        bestScore: result.bestScore,
        completed: result.completed,
      }),
  });
}
