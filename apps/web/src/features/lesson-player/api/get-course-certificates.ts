import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCourseCertificatesResponse } from '@thinkbuild/core/schemas/certificates';
import { api } from '../../../lib/api-client.ts';
import { courseKeys } from './keys.ts';

/** GET /api/courses/:category/:project/certificates: which open sections are complete. */
export const getCourseCertificates = (category: string, project: string) =>
  api<TCourseCertificatesResponse>(
    `/courses/${encodeURIComponent(category)}/${encodeURIComponent(project)}/certificates`,
  );

export const courseCertificatesQueryOptions = (category: string, project: string) =>
  queryOptions({
    queryKey: courseKeys.certificates(category, project),
    queryFn: () => getCourseCertificates(category, project),
  });

export const useCourseCertificates = (category: string, project: string) =>
  useQuery(courseCertificatesQueryOptions(category, project));

/** Where the PDF comes from: issued on the first download, the same code after. */
export const certificatePdfUrl = (category: string, project: string, section: string) =>
  `/api/courses/${encodeURIComponent(category)}/${encodeURIComponent(project)}/sections/${section}/certificate`;
