import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReviewAnswer, TReviewQuestion } from '@thinkbuild/core/schemas/review';
import { queueOffline } from '../../../entities/device/outbox/sync.ts';
import { reviewSummaryQueryOptions } from '../../../entities/review/get-review-summary.ts';
import { useMe } from '../../../entities/session/session.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';

export const answerReview = (id: string, optionId: string) =>
  api<TReviewAnswer>(`/review/${encodeURIComponent(id)}/answer`, {
    method: 'POST',
    body: JSON.stringify({ optionId, timeZone: browserTimeZone() }),
  });

/** Checked now, or kept on the device to be checked by the server when back online. */
export type TReviewSubmission =
  | { kind: 'checked'; answer: TReviewAnswer }
  | { kind: 'queued'; id: string };

export function useAnswerReview(question: Pick<TReviewQuestion, 'id' | 'lesson'>) {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (optionId: string): Promise<TReviewSubmission> => {
      // Offline (the review kept with a download), the answer waits in the outbox and the
      // server grades it on sync by the same rules (decisions/022, "Sync queue").
      const queue = async () => ({
        kind: 'queued' as const,
        id: await queueOffline(me?.email ?? '', {
          kind: 'review',
          lessonId: question.lesson.id,
          reviewId: question.id,
          optionId,
        }),
      });
      if (!navigator.onLine && me) return queue();
      try {
        return { kind: 'checked', answer: await answerReview(question.id, optionId) };
      } catch (error) {
        if (error instanceof ApiError || !me) throw error;
        return queue();
      }
    },
    // The /home count ("Review: n questions waiting") is out of date now.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: reviewSummaryQueryOptions().queryKey }),
  });
}
