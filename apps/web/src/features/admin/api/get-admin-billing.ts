import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminBilling } from '@thinkbuild/core/schemas/admin-billing';
import { api } from '../../../lib/api-client.ts';

export const getAdminBilling = () => api<TAdminBilling>('/admin/billing');

export const adminBillingQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'billing'], queryFn: getAdminBilling });

export const useAdminBilling = () => useQuery(adminBillingQueryOptions());

/** A plain link, not fetch: the browser saves the server's attachment as a file. */
export const PAYMENTS_CSV_URL = '/api/admin/billing/payments.csv';
