import {
  DEFAULT_PROFILE_SETTINGS,
  handleProblem,
  linkedInAddUrl,
  listedSites,
  PROFILE_MESSAGES,
  SECTION_LABELS,
  type TMyProfile,
  type TProfileSettings,
  type TPublicProfile,
} from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import { myCertificates } from '../certificates/service.ts';
import { handleOf, sitesOnline, userOfHandle } from '../sites/service.ts';
import { findProfile, profileRow, upsertProfile } from './repo.ts';

/*
 * The public profile (decisions/039, "Public profile"): /u/<handle>, the learner's sites
 * (modules/sites) and certificates (modules/certificates) as they chose to show them. Off until
 * they turn it on; nothing is shown that they did not choose, and nothing is kept here but their
 * choices. The handle is theirs from publishing (or chosen on /account, through sites' route).
 */

const origin = (url: string) => url.replace(/\/+$/, '');

async function projectsOf(db: TDb, userId: string, handle: string | null, sitesUrl: string) {
  return handle ? sitesOnline(db, userId, handle, sitesUrl) : [];
}

/** The learner's settings and what they choose among (their sites online, their certificates). */
export async function myProfile(db: TDb, viewer: TViewer, sitesUrl: string): Promise<TMyProfile> {
  const [handle, settings, certificates] = await Promise.all([
    handleOf(db, viewer.id),
    findProfile(db, viewer.id),
    myCertificates(db, viewer),
  ]);
  return {
    handle,
    settings: settings ?? DEFAULT_PROFILE_SETTINGS,
    projects: await projectsOf(db, viewer.id, handle, sitesUrl),
    certificateCount: certificates.certificates.length,
  };
}

/**
 * Saves the learner's choices. Turning the profile on needs an address first (it opens under
 * it); saving it off does not. The route asks a guardian's consent before it goes on.
 */
export async function saveProfile(
  db: TDb,
  viewer: TViewer,
  settings: TProfileSettings,
  sitesUrl: string,
): Promise<TMyProfile> {
  if (settings.enabled && !(await handleOf(db, viewer.id)))
    throw new AppError('VALIDATION', PROFILE_MESSAGES.needsHandle, {
      handle: PROFILE_MESSAGES.needsHandle,
    });
  await upsertProfile(db, viewer.id, settings, new Date());
  return myProfile(db, viewer, sitesUrl);
}

/**
 * What anyone may read at /u/:handle, and whose it is (the page's cache tag). 404 alike for a
 * malformed handle, one nobody has, a profile that is off, and an account that is gone.
 */
export async function publicProfileOf(
  db: TDb,
  handle: string,
  site: { sitesUrl: string; publicUrl: string; timeZone: string },
): Promise<{ userId: string; profile: TPublicProfile }> {
  const userId = handleProblem(handle) === null ? await userOfHandle(db, handle) : null;
  const settings = userId ? await findProfile(db, userId) : null;
  if (!userId || !settings?.enabled) throw notFound(PROFILE_MESSAGES.notFound);
  const [sites, certificates] = await Promise.all([
    sitesOnline(db, userId, handle, site.sitesUrl),
    settings.showCertificates ? myCertificates(db, { id: userId }) : null,
  ]);
  return {
    userId,
    profile: {
      handle,
      displayName: settings.displayName,
      bio: settings.bio,
      projects: listedSites(sites, settings.hiddenSites),
      // The holder's name stays on the verification page: the profile names them as they chose.
      certificates:
        certificates?.certificates.map((c) => ({
          code: c.code,
          category: c.category,
          projectTitle: c.projectTitle,
          section: c.section,
          issuedAt: c.issuedAt,
          verifyUrl: `${origin(site.publicUrl)}/certificates/${c.code}`,
          linkedInUrl: linkedInAddUrl(c, SECTION_LABELS[c.section], site.publicUrl, site.timeZone),
        })) ?? null,
    },
  };
}

/** The learner's profile settings for "Download my data" (modules/account); null when none. */
export async function profileDataOf(db: TDb, userId: string) {
  const row = await profileRow(db, userId);
  return (
    row && {
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }
  );
}
