import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCertificateNameRequest,
  TCertificateNameResponse,
  TMyCertificatesResponse,
} from '@thinkbuild/core/schemas/certificates';
import { api } from '../../../lib/api-client.ts';

const certificateKeys = { mine: ['certificates', 'mine'] as const };

/** GET /api/certificates: the name printed on certificates and the ones issued. */
export const getMyCertificates = () => api<TMyCertificatesResponse>('/certificates');

export const myCertificatesQueryOptions = () =>
  queryOptions({ queryKey: certificateKeys.mine, queryFn: getMyCertificates });

export const useMyCertificates = () => useQuery(myCertificatesQueryOptions());

/** PUT /api/certificates/name: the name to print on certificates from now on. */
export const setCertificateName = (body: TCertificateNameRequest) =>
  api<TCertificateNameResponse>('/certificates/name', {
    method: 'PUT',
    body: JSON.stringify(body),
  });

export function useSetCertificateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCertificateName,
    // The course pages' "Download your certificate" depends on the name too.
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('certificates') }),
  });
}
