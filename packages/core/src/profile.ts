import { SITES_PER_LEARNER } from './sites.ts';

/*
 * A learner's public profile (decisions/039, "Public profile"): `/u/<handle>`, off until the
 * learner turns it on, and then showing only what they chose (POPIA's minimality): a name they
 * type or only their handle, a short bio, their published projects (already public at their
 * own addresses) less any they hide, and their certificates only if they say so.
 */

export const PROFILE_DISPLAY_NAME_MAX = 60;
export const PROFILE_BIO_MAX = 280;
/** A bio is a few lines, not a page. */
export const PROFILE_BIO_LINES_MAX = 5;
/** Site names a learner may keep hidden: their sites online, and some they took down. */
export const PROFILE_HIDDEN_SITES_MAX = SITES_PER_LEARNER * 5;

export type TProfileSettings = {
  enabled: boolean;
  /** What the page calls them; null shows only the handle. */
  displayName: string | null;
  /** Plain text: shown as written, line breaks kept, no markup or links made of it. */
  bio: string;
  showCertificates: boolean;
  /** Published sites left off the profile, by site name (`web-portfolio`). */
  hiddenSites: string[];
};

/** A learner who never opened the card: nothing public. */
export const DEFAULT_PROFILE_SETTINGS: TProfileSettings = {
  enabled: false,
  displayName: null,
  bio: '',
  showCertificates: false,
  hiddenSites: [],
};

/**
 * Characters that are not text a reader sees: C0 and C1 controls (a tab, and a line break where
 * one is allowed, aside) and the bidirectional overrides and isolates, which can make a name or a
 * bio read as something else than it is ("Trojan Source").
 */
const HIDDEN_CONTROLS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/** Why a line of plain text is refused, or null. `lines`: whether line breaks are allowed. */
export function plainTextProblem(text: string, { lines = false } = {}): string | null {
  if (!lines && text.includes('\n')) return 'Keep it on one line';
  if (HIDDEN_CONTROLS.test(text.replace(/[\t\n]/g, '')))
    return 'Remove the hidden control characters';
  return null;
}

/** A bio as it is kept: Windows and old Mac line ends as `\n`, each line's trailing spaces gone. */
export const tidyBio = (bio: string) =>
  bio
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

/** Why a (tidied) bio is refused, or null. */
export function bioProblem(bio: string): string | null {
  if (bio.length > PROFILE_BIO_MAX) return `Keep it under ${PROFILE_BIO_MAX} characters`;
  if (bio.split('\n').length > PROFILE_BIO_LINES_MAX)
    return `Keep it to ${PROFILE_BIO_LINES_MAX} lines`;
  return plainTextProblem(bio, { lines: true });
}

/** A display name as it is kept: spaces collapsed; empty means "only my handle" (null). */
export const tidyDisplayName = (name: string | null | undefined) => {
  const tidy = (name ?? '').replace(/[ \t]+/g, ' ').trim();
  return tidy === '' ? null : tidy;
};

/** The projects a profile lists: the learner's sites online, less those they hid. */
export const listedSites = <T extends { siteName: string }>(
  sites: readonly T[],
  hiddenSites: readonly string[],
) => sites.filter((s) => !hiddenSites.includes(s.siteName));

/** What the page and its link card call the learner. */
export const profileName = (p: { handle: string; displayName: string | null }) =>
  p.displayName ?? p.handle;

/**
 * The page's description (search results, link cards): the learner's bio when they wrote one,
 * else what the page holds, counted.
 */
export function profileDescription(p: {
  handle: string;
  displayName: string | null;
  bio: string;
  projectCount: number;
  certificateCount: number | null;
}) {
  if (p.bio) return p.bio.replace(/\s+/g, ' ');
  const counted = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  const parts = [counted(p.projectCount, 'published project')];
  if (p.certificateCount) parts.push(counted(p.certificateCount, 'certificate'));
  return `${profileName(p)} learns to code on ThinkBuild: ${parts.join(' and ')}.`;
}

export const PROFILE_MESSAGES = {
  needsHandle: 'Choose your address first: your profile opens under it',
  notFound: 'No public profile is at this address',
} as const;
