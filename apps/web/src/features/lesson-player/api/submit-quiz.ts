import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TLessonResponse,
  TQuizResult,
  TQuizSubmitRequest,
} from '@thinkbuild/core/schemas/learning';
import { quizScored, sendOrQueue } from '../../../entities/device/outbox/sync.ts';
import { useMe } from '../../../entities/session/session.ts';
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

/** Scored now, or kept on the device to be scored by the server when back online. */
export type TQuizSubmission =
  | { kind: 'scored'; result: TQuizResult }
  | { kind: 'queued'; id: string };

export function useSubmitQuiz(lesson: Pick<TLessonResponse, 'id' | 'category' | 'project'>) {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: TQuizSubmitRequest): Promise<TQuizSubmission> => {
      // Kept offline, the answers are scored by the server on sync by the same rules.
      const outcome = await sendOrQueue(
        me?.email,
        { kind: 'quiz', lessonId: lesson.id, ...body },
        () => submitQuiz(lesson.id, body),
      );
      return 'queued' in outcome
        ? { kind: 'queued', id: outcome.queued }
        : { kind: 'scored', result: outcome.sent };
    },
    onSuccess: (submission) => {
      if (submission.kind === 'queued') return;
      const { result } = submission;
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
        .then((next) => {
          queryClient.setQueryData(key, (old) => (old ? { ...old, quiz: next } : old));
          quizScored(lesson.id);
        })
        .catch(() => queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' }));
    },
  });
}
