import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCustomerResponse } from '@thinkbuild/core/schemas/billing';
import { api } from '../../../lib/api-client.ts';

/** GET /api/customer/:email: the learner's subscriptions (current first) and saved cards. */
export const getCustomer = (email: string) =>
  api<TCustomerResponse>(`/customer/${encodeURIComponent(email)}`);

export const customerKeys = {
  all: ['customer'] as const,
  one: (email: string) => ['customer', email] as const,
};

export const customerQueryOptions = (email: string) =>
  queryOptions({ queryKey: customerKeys.one(email), queryFn: () => getCustomer(email) });

export const useCustomer = (email: string) => useQuery(customerQueryOptions(email));
