import { profileDescription, profileName } from '@thinkbuild/core/profile';
import { profilePath } from '@thinkbuild/core/routes';
import type { TPublicProfile } from '@thinkbuild/core/schemas/profile';
import type { TRouteMeta } from '../../lib/route-meta.ts';

/**
 * What search engines and a shared link's card read of /u/:handle (decisions/039, "Public
 * profile"): the learner's chosen name, their bio or what the page holds, an Open Graph
 * profile. Absolute URLs, from the server's PUBLIC_URL.
 */
export function profileMeta(p: TPublicProfile, origin: string): TRouteMeta {
  return {
    title: profileName(p),
    description: profileDescription({
      ...p,
      projectCount: p.projects.length,
      certificateCount: p.certificates?.length ?? null,
    }),
    url: `${origin}${profilePath(p.handle)}`,
    // No picture of the learner is kept: the card shows ThinkBuild's mark, small.
    image: `${origin}/pwa-512x512.png`,
    type: 'profile',
    username: p.handle,
    card: 'summary',
  };
}
