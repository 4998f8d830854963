import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReviewSummary } from '@thinkbuild/core/schemas/review';
import { api } from '../../lib/api-client.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';

export const getReviewSummary = () =>
  api<TReviewSummary>(`/review/summary?timeZone=${encodeURIComponent(browserTimeZone())}`);

export const reviewSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['review', 'summary'], queryFn: getReviewSummary, staleTime: 0 });

export const useReviewSummary = () => useQuery(reviewSummaryQueryOptions());
