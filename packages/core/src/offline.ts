/*
 * Downloaded lessons (docs/decisions/022-offline-pwa.md): what a download is made of, how long
 * the server's grant lasts, and when a downloaded lesson may still play. The server decides
 * what may be downloaded (the lesson's own access rule); these rules are shared so the page
 * and the server cannot disagree on a size or an expiry.
 */

/** How long a download plays without the server confirming access again. */
export const DOWNLOAD_GRANT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The renditions a learner may keep on the device: the data-saver ones only. */
export const DOWNLOAD_QUALITIES = ['240p', '360p', 'audio'] as const;
export type TDownloadQuality = (typeof DOWNLOAD_QUALITIES)[number];

/** At most one project section's worth of lessons per request. */
export const MAX_LESSONS_PER_GRANT = 60;

export const grantExpiry = (grantedAt: Date) =>
  new Date(grantedAt.getTime() + DOWNLOAD_GRANT_DAYS * DAY_MS);

/**
 * Whether a downloaded lesson may play: its grant has not expired and, when the server was
 * last asked, access still held (`revoked`). Offline the device clock is all there is.
 */
export function downloadPlayable(grant: { expiresAt: string; revoked?: boolean }, now: Date) {
  if (grant.revoked) return false;
  const expires = Date.parse(grant.expiresAt);
  return Number.isFinite(expires) && now.getTime() < expires;
}

type TSizedRendition = { name: string; height: number | null; bytes: number };

/**
 * The rendition a download keeps: the chosen quality, else the nearest smaller video (a short
 * clip may have no 360p), else the smallest there is. Never a rendition above 360p.
 */
export function downloadRendition<T extends TSizedRendition>(
  renditions: readonly T[],
  quality: TDownloadQuality,
): T | undefined {
  const named = renditions.find((r) => r.name === quality);
  if (named) return named;
  const cap = quality === '360p' ? 360 : 240;
  const videos = renditions
    .filter((r) => r.height !== null)
    .sort((a, b) => (b.height ?? 0) - (a.height ?? 0));
  return videos.find((r) => (r.height ?? 0) <= cap) ?? videos.at(-1);
}

/** "Download section (3 lessons, 42 MB)": what the section button says before it starts. */
export function sectionDownloadLabel(lessons: number, bytes: number) {
  const mb = bytes / 1_000_000;
  const size = mb >= 10 ? `${Math.round(mb)} MB` : `${Math.max(0.1, Math.round(mb * 10) / 10)} MB`;
  return `Download section (${lessons} ${lessons === 1 ? 'lesson' : 'lessons'}, ${size})`;
}
