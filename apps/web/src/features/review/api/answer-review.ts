import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReviewAnswer } from '@thinkbuild/core/schemas/review';
import { api } from '../../../lib/api-client.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';

export const answerReview = (id: string, optionId: string) =>
  api<TReviewAnswer>(`/review/${encodeURIComponent(id)}/answer`, {
    method: 'POST',
    body: JSON.stringify({ optionId, timeZone: browserTimeZone() }),
  });

export function useAnswerReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionId: string) => answerReview(id, optionId),
    // The /home count ("Review: n questions waiting") is out of date now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['review', 'summary'] }),
  });
}
