import { CATEGORY_LABELS, type TCategory } from './categories.ts';
import { completesWithExercise, PASS_SCORE } from './learning.ts';
import { hasFeature } from './plan-matrix.ts';
import type { TRole } from './roles.ts';
import type { TSection } from './sections.ts';
import { SECTIONS, sectionAccess } from './sections.ts';

/**
 * A certificate's verification code: 20 characters of RFC 4648 base32 (100 random bits), so
 * nobody can guess another learner's. Printed in groups of four for reading aloud.
 */
export const CERTIFICATE_CODE_LENGTH = 20;
export const CERTIFICATE_CODE_PATTERN = /^[A-Z2-7]{20}$/;
export const MAX_CERTIFICATE_NAME_LENGTH = 80;

/** "ABCD-EFGH-…" for people; the URL and the database keep the plain code. */
export const formatCertificateCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/**
 * The course a certificate names, with its track: a web and a mobile "Portfolio" are different
 * courses and their certificates must not read the same ("Web Development — Portfolio").
 */
export const certifiedCourse = (category: TCategory, projectTitle: string) =>
  `${CATEGORY_LABELS[category]} — ${projectTitle}`;

/**
 * What a lesson counts for a certificate: published lessons, by their best quiz score and,
 * for a lesson with a code exercise, whether it is passed (null or absent: no exercise).
 */
export type TCertificateLesson = { bestScore: number | null; exercisePassed?: boolean | null };

/**
 * A section earns a certificate when it has lessons and the learner passed every one's quiz
 * (PASS_SCORE of 5). Watching alone does not count: the certificate says they showed it.
 */
export function isSectionComplete(lessons: readonly TCertificateLesson[]): boolean {
  return (
    lessons.length > 0 &&
    lessons.every((l) =>
      completesWithExercise((l.bestScore ?? 0) >= PASS_SCORE, l.exercisePassed ?? null),
    )
  );
}

/**
 * The sections a certificate can be asked for: those the learner can open now. A section
 * their plan no longer opens does not count, even with old progress in it.
 */
export const certifiableSections = (role: TRole): TSection[] =>
  SECTIONS.filter((s) => sectionAccess(s, { signedIn: true, role }).allowed);

/** Certificates are a plan feature (plan-matrix.ts): Starter and above, lifetime and admins. */
export const canEarnCertificates = (role: TRole) => hasFeature(role, 'certificates');

export const CERTIFICATE_MESSAGES = {
  needsPlan:
    'Certificates come with the Starter, Builder and Creator plans. Choose a plan on the Subscription page to get yours.',
  notComplete: 'Pass the quiz of every lesson in this section to get its certificate',
  needsName: 'Add the name to print on your certificates on your account page first',
  notFound: 'No certificate has this code',
} as const;

/** The field message when the certificate font cannot print some characters of a name. */
export const cannotPrintMessage = (chars: readonly string[]) =>
  `Certificates cannot print ${chars.map((c) => `"${c}"`).join(', ')} yet: write your name in Latin, Greek or Cyrillic letters`;

/** What LinkedIn's "add to profile" link needs of a certificate. */
export type TLinkedInCertificate = {
  code: string;
  category: TCategory;
  projectTitle: string;
  section: TSection;
  issuedAt: string;
};

/**
 * LinkedIn's documented "Add to profile" link for a certification: the form opens filled in
 * with the course, ThinkBuild as issuer, the month of issue and the public verification page
 * (`siteUrl` is the site's own address, e.g. https://thinkbuild.co.za). Year and month are
 * those of the issue moment in `timeZone`, the zone every date on the site is written in.
 */
export function linkedInAddUrl(
  cert: TLinkedInCertificate,
  sectionLabel: string,
  siteUrl: string,
  timeZone: string,
) {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric' });
  for (const p of format.formatToParts(new Date(cert.issuedAt))) parts[p.type] = p.value;
  const params: Record<string, string> = {
    startTask: 'CERTIFICATION_NAME',
    name: `${certifiedCourse(cert.category, cert.projectTitle)}: ${sectionLabel}`,
    organizationName: 'ThinkBuild',
    issueYear: parts.year ?? '',
    issueMonth: String(Number(parts.month ?? '')),
    certUrl: `${siteUrl.replace(/\/+$/, '')}/certificates/${cert.code}`,
    certId: formatCertificateCode(cert.code),
  };
  // Core runs without the DOM's URLSearchParams; encodeURIComponent is what LinkedIn decodes.
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `https://www.linkedin.com/profile/add?${query}`;
}
