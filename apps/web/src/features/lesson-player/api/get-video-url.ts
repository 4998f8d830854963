import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@thinkbuild/core/lesson-answers';
import type { TVideoUrlResponse } from '@thinkbuild/core/schemas/learning';
import { api } from '../../../lib/api-client.ts';
import { courseKeys } from './keys.ts';

export const getVideoUrl = (id: string) => api<TVideoUrlResponse>(apiPaths.lessonVideo(id));

/** Ask for a new link this long before the old one expires. */
const EXPIRY_MARGIN_MS = 30_000;

export const videoUrlQueryOptions = (id: string) =>
  queryOptions({
    queryKey: courseKeys.video(id),
    queryFn: () => getVideoUrl(id),
    // A signed link is good until it expires; reuse it until then.
    staleTime: (query) => {
      const expiresAt = query.state.data?.expiresAt;
      return expiresAt ? Math.max(0, Date.parse(expiresAt) - Date.now() - EXPIRY_MARGIN_MS) : 0;
    },
    // A new URL reloads the <video>, so never refetch behind the learner's back: only on mount
    // (when expired) and when the player asks (Retry, or a link that expired mid-lesson).
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useVideoUrl = (id: string) => useQuery(videoUrlQueryOptions(id));
