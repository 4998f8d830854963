import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCertificateVerification } from '@thinkbuild/core/schemas/certificates';
import { api } from '../../../lib/api-client.ts';

/** GET /api/certificates/:code: the public confirmation of a certificate. */
export const getCertificate = (code: string) =>
  api<TCertificateVerification>(`/certificates/${encodeURIComponent(code)}`);

export const certificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['certificates', 'verify', code],
    queryFn: () => getCertificate(code),
    retry: false,
  });

export const useCertificate = (code: string) => useQuery(certificateQueryOptions(code));
