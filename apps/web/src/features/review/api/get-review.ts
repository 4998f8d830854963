import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReviewResponse } from '@thinkbuild/core/schemas/review';
import { api } from '../../../lib/api-client.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';

export const getReview = () =>
  api<TReviewResponse>(`/review?timeZone=${encodeURIComponent(browserTimeZone())}`);

export const reviewQueryOptions = () =>
  // Answered questions stay on screen until the learner leaves; no refetch while answering.
  queryOptions({
    queryKey: ['review', 'queue'],
    queryFn: getReview,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useReview = () => useQuery(reviewQueryOptions());
