import type { TMe } from '@thinkbuild/core/schemas/account';

/**
 * The `?next=` page to return to after signing in, or null when it is not a path on this site.
 * Only same-site relative paths are accepted ("/account?tab=1"), never "//evil.example",
 * "/\evil.example" (browsers read a backslash as a slash) or an absolute URL: an open redirect
 * on the login page would make phishing links look like ours.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // Control characters (tab, newline) are stripped by URL parsers and could rebuild "//".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  // Sending someone back to the account screens after signing in would loop.
  if (/^\/(login|signup|forgotpassword|reset-password)(?:[/?#]|$)/.test(raw)) return null;
  return raw;
}

/** Where a guard sends a signed-out visitor: the login page, remembering where they were. */
export const loginPathFor = (here: string) =>
  here && here !== '/' ? `/login?next=${encodeURIComponent(here)}` : '/login';

/**
 * Pages a newcomer reaches before having an account (choosing a plan, the once-off offer): a
 * signed-out visitor there is far more likely new than returning, so they sign up first.
 */
const SIGN_UP_FIRST = /^\/(subscription|checkout\/offer)\/?(?:[?#]|$)/;

/** Where a guard sends a signed-out visitor: sign-up for the buying pages, else log in. */
export const signInPathFor = (here: string) =>
  SIGN_UP_FIRST.test(here) ? `/signup?next=${encodeURIComponent(here)}` : loginPathFor(here);

/** "/signup" or "/login", still carrying where to go afterwards when there is somewhere. */
export const withNext = (path: '/login' | '/signup', next: string | null) =>
  next ? `${path}?next=${encodeURIComponent(next)}` : path;

/** The first page after signing in: the admin dashboard for admins, else /home. */
/** Where an admin without two-factor sign-in is sent (/account's section, with a note why). */
export const TWO_FACTOR_SETUP_PATH = '/account?twoFactor=required#two-factor';

export const homePathFor = (me: Pick<TMe, 'isAdmin'>) => (me.isAdmin ? '/admin' : '/home');
