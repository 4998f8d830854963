import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import {
  bioProblem,
  PROFILE_BIO_MAX,
  PROFILE_DISPLAY_NAME_MAX,
  PROFILE_HIDDEN_SITES_MAX,
  plainTextProblem,
  tidyBio,
  tidyDisplayName,
} from '../profile.ts';
import { SECTIONS } from '../sections.ts';
import { safeString } from '../text.ts';

/** A published site's folder, core's siteName: `web-portfolio`. */
const ZSiteName = z.string().regex(/^[a-z]+-[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a published project');

const problem =
  (check: (text: string) => string | null) => (text: string, ctx: z.RefinementCtx) => {
    const found = check(text);
    if (found) ctx.addIssue({ code: 'custom', message: found });
  };

/** The learner's choices (PUT /api/profile): every field, so a save says all of it. */
export const ZProfileSettings = z.object({
  enabled: z.boolean({ error: () => ({ message: 'Say whether your profile is public' }) }),
  displayName: safeString()
    .trim()
    .max(PROFILE_DISPLAY_NAME_MAX, `Keep it under ${PROFILE_DISPLAY_NAME_MAX} characters`)
    .nullable()
    .transform(tidyDisplayName)
    .superRefine((name, ctx) => {
      if (name !== null) problem(plainTextProblem)(name, ctx);
    }),
  // The raw length is bounded before tidying; the rule counts the tidied text.
  bio: safeString()
    .max(PROFILE_BIO_MAX * 2, `Keep it under ${PROFILE_BIO_MAX} characters`)
    .transform(tidyBio)
    .superRefine(problem(bioProblem)),
  showCertificates: z.boolean({
    error: () => ({ message: 'Say whether your certificates show' }),
  }),
  hiddenSites: z
    .array(ZSiteName)
    .max(PROFILE_HIDDEN_SITES_MAX, 'Too many hidden projects')
    .transform((names) => [...new Set(names)]),
});
export type TProfileSettingsInput = z.input<typeof ZProfileSettings>;

const ZProfileSettingsOut = z.object({
  enabled: z.boolean(),
  displayName: z.string().nullable(),
  bio: z.string(),
  showCertificates: z.boolean(),
  hiddenSites: z.array(z.string()),
});

/** A project as the profile lists it: its title and its published address. */
const ZProfileProject = z.object({
  siteName: z.string(),
  title: z.string(),
  category: z.enum(CATEGORIES),
  url: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
});
export type TProfileProject = z.infer<typeof ZProfileProject>;

/** The learner's own view (GET/PUT /api/profile): their choices and what they choose among. */
export const ZMyProfile = z.object({
  handle: z.string().nullable(),
  settings: ZProfileSettingsOut,
  /** Every site they have online, hidden ones too (the card's checkboxes). */
  projects: z.array(ZProfileProject),
  certificateCount: z.number().int(),
});
export type TMyProfile = z.infer<typeof ZMyProfile>;

/**
 * A certificate as a profile shows it: no holder name (the verification page has it), and its
 * two links made on the server, which knows the site's address and time zone: the verification
 * page and LinkedIn's "Add to profile" (core's linkedInAddUrl).
 */
const ZProfileCertificate = z.object({
  code: z.string(),
  category: z.enum(CATEGORIES),
  projectTitle: z.string(),
  section: z.enum(SECTIONS),
  issuedAt: z.iso.datetime({ offset: true }),
  verifyUrl: z.string(),
  linkedInUrl: z.string(),
});

/** What anyone may read at /u/:handle (GET /api/profiles/:handle): only what was chosen. */
export const ZPublicProfile = z.object({
  handle: z.string(),
  displayName: z.string().nullable(),
  bio: z.string(),
  projects: z.array(ZProfileProject),
  /** Null when the learner keeps their certificates off the profile. */
  certificates: z.array(ZProfileCertificate).nullable(),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;

export const ZProfileHandleParams = z.object({
  // Any text: a malformed handle is as unknown as one nobody has (404, not 400).
  handle: z.string(),
});
