import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReviewAnswer, TReviewQuestion } from '@thinkbuild/core/schemas/review';
import { sendOrQueue } from '../../../entities/device/outbox/sync.ts';
import { reviewSummaryQueryOptions } from '../../../entities/review/get-review-summary.ts';
import { useMe } from '../../../entities/session/session.ts';
import { api } from '../../../lib/api-client.ts';
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
      // Offline (the review kept with a download), the server grades it on sync by the same
      // rules.
      const outcome = await sendOrQueue(
        me?.email,
        { kind: 'review', lessonId: question.lesson.id, reviewId: question.id, optionId },
        () => answerReview(question.id, optionId),
      );
      return 'queued' in outcome
        ? { kind: 'queued', id: outcome.queued }
        : { kind: 'checked', answer: outcome.sent };
    },
    // The /home count ("Review: n questions waiting") is out of date now.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: reviewSummaryQueryOptions().queryKey }),
  });
}
