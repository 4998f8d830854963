import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TLessonResponse,
  TQuizResult,
  TQuizSubmitRequest,
} from '@thinkbuild/core/schemas/learning';
import { api } from '../../../lib/api-client.ts';
import { lessonQueryOptions } from './get-lesson.ts';
import { courseKeys } from './keys.ts';
import { applyLessonProgress } from './save-progress.ts';
import { startQuizAttempt } from './start-quiz-attempt.ts';

export const submitQuiz = (id: string, body: TQuizSubmitRequest) =>
  api<TQuizResult>(`/lessons/${encodeURIComponent(id)}/quiz`, {
    method: 'POST',
    body: JSON.stringify(body),
  });

export function useSubmitQuiz(lesson: Pick<TLessonResponse, 'id' | 'category' | 'project'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TQuizSubmitRequest) => submitQuiz(lesson.id, body),
    onSuccess: (result) => {
      applyLessonProgress(queryClient, lesson, {
        bestScore: result.bestScore,
        completed: result.completed,
      });
      // The menu shows "Quiz failed" or "Complete", and the next lesson may have opened.
      void queryClient.invalidateQueries({
        queryKey: courseKeys.sections(lesson.category, lesson.project),
      });
      // A section just completed may have earned its certificate (the next step offers it).
      if (result.nextStep.kind === 'section')
        void queryClient.invalidateQueries({
          queryKey: courseKeys.certificates(lesson.category, lesson.project),
        });
      // The submitted attempt is closed: a later visit to this lesson starts from a new one.
      const key = lessonQueryOptions(lesson.id).queryKey;
      startQuizAttempt(lesson.id)
        .then((next) =>
          queryClient.setQueryData(key, (old) => (old ? { ...old, quiz: next } : old)),
        )
        .catch(() => queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' }));
    },
  });
}
