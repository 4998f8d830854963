import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSessionsResponse } from '@thinkbuild/core/schemas/account-security';
import { api } from '../../../lib/api-client.ts';

/** GET /api/account/sessions: every signed-in session of the account, this one first. */
export const getSessions = () => api<TSessionsResponse>('/account/sessions');

export const sessionsKeys = { all: ['account', 'sessions'] as const };

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsKeys.all, queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQueryOptions());
