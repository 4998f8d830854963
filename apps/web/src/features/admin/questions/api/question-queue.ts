import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TQuestionQueue } from '@thinkbuild/core/schemas/questions';
import { api } from '../../../../lib/api-client.ts';

const KEY = ['admin-question-queue'] as const;

export const useQuestionQueue = () =>
  useQuery({ queryKey: KEY, queryFn: () => api<TQuestionQueue>('/admin/questions/queue') });

export type TModeration = 'hide' | 'lock' | 'ban-author';

/** One moderation action on a reported post, with its reason; the queue is read again after. */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      questionId,
      answerId,
      reason,
    }: {
      action: TModeration;
      questionId: string;
      answerId: string | null;
      reason: string;
    }) => {
      // Locking is the thread's; hiding and banning act on the reported post itself.
      const post =
        answerId && action !== 'lock'
          ? `/admin/questions/answers/${encodeURIComponent(answerId)}`
          : `/admin/questions/${encodeURIComponent(questionId)}`;
      return api(`${post}/${action}`, { method: 'POST', body: JSON.stringify({ reason }) });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
