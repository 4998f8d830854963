import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInsightsQuiz } from '@thinkbuild/core/schemas/insights';
import { api } from '../../../../lib/api-client.ts';

/** GET /api/admin/insights/quiz?lesson=…&days=… (or from and to). */
export const getQuiz = (search: string) => api<TInsightsQuiz>(`/admin/insights/quiz?${search}`);

export const quizQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'insights', 'quiz', search],
    queryFn: () => getQuiz(search),
  });

export const useQuiz = (search: string, enabled: boolean) =>
  useQuery({ ...quizQueryOptions(search), enabled });
