import type { TCategory } from './categories.ts';

/**
 * The browser routes the web app serves. The server uses this list to answer unknown paths
 * with a real 404 (the 404 view, status 404) while client routes get the app; the web build
 * prerenders PRERENDERED_PATHS to static HTML.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/tutorials',
  '/pricing',
  '/aboutus',
  '/help',
  '/termsofservice',
  '/privacypolicy',
  '/error',
] as const;

/** "/web-category", "/mobile-category", "/game-category" (SPEC.md §2). */
export const categoryPagePath = (category: TCategory) => `/${category}-category` as const;

/** A course's public page (docs/decisions/023). */
export const coursePagePath = (category: TCategory, slug: string) =>
  `/courses/${category}/${encodeURIComponent(slug)}` as const;

/** The admin's editor of a course's public page facts (level, outcomes, prerequisites). */
export const adminCoursePagePath = (category: TCategory, slug: string) =>
  `/admin/courses/${category}/${encodeURIComponent(slug)}/edit` as const;

/** A learner's own project: its files, preview, history and download (decisions/039). */
export const myProjectPath = (category: TCategory, slug: string) =>
  `/projects/${category}/${encodeURIComponent(slug)}` as const;

/** A learner's public profile, when they turned it on (decisions/039, "Public profile"). */
export const profilePath = (handle: string) => `/u/${encodeURIComponent(handle)}` as const;

/** Pages rendered in the browser only: the account screens and everything behind sign-in. */
export const CLIENT_ONLY_PATHS = [
  // Rendered on the server when it has a web build (docs/decisions/008, 023, 042), without the
  // app (islands only) on a page load; by the app otherwise and inside it.
  '/blogs',
  '/courses',
  '/login',
  '/signup',
  '/forgotpassword',
  '/reset-password',
  '/termsofservicecheck',
  '/subscription',
  // Where Paystack (or the sandbox) sends the learner back after paying.
  '/subscription/complete',
  '/checkout/offer',
  '/home',
  // Quiz questions got wrong, asked again (decisions/013).
  '/review',
  categoryPagePath('web'),
  categoryPagePath('mobile'),
  categoryPagePath('game'),
  '/account',
  // "This wasn't me" from the notice mailed to the old address when the email changes.
  '/account/email-undo',
  // Where the link mailed at sign-up lands (decisions/034).
  '/verify-email',
  '/guardian-consent',
  // A visitor's report of a learner's published project (decisions/039).
  '/report-site',
  // Lessons kept on this device (decisions/022).
  '/downloads',
  // A learner's notes and bookmarks, by project and lesson.
  '/notes',
  '/search',
  '/admin',
  '/admin/billing',
  '/admin/insights',
  '/createcourse',
  '/createblog',
] as const;

const exactPath = (p: string) => new RegExp(`^${p === '/' ? '/' : `${p}/?`}$`);

const CLIENT_ROUTE_PATTERNS: readonly RegExp[] = [
  ...PRERENDERED_PATHS.map(exactPath),
  ...CLIENT_ONLY_PATHS.map(exactPath),
  /^\/blogpage\/[^/]+\/?$/,
  /^\/courses\/[^/]+\/[^/]+\/?$/,
  // A certificate's public verification page.
  /^\/certificates\/[^/]+\/?$/,
  // A payment's printable receipt, for its owner (decisions/031).
  /^\/account\/receipts\/[^/]+\/?$/,
  /^\/coursepage\/[^/]+\/[^/]+\/?$/,
  // My project (decisions/039).
  /^\/projects\/[^/]+\/[^/]+\/?$/,
  // A learner's public profile: rendered on the server when it has a web build, else by the app.
  /^\/u\/[^/]+\/?$/,
  /^\/admin\/(blogs|lessons)\/[^/]+\/edit\/?$/,
  /^\/admin\/courses\/[^/]+\/[^/]+\/edit\/?$/,
];

export const isClientRoute = (pathname: string) =>
  CLIENT_ROUTE_PATTERNS.some((re) => re.test(pathname));

/**
 * The app shell a client route is served with: the lesson page's own shell names its chunks
 * for the browser to fetch beside the app's entry (`modulepreload`), so a lesson opened from its
 * link does not wait for the entry to run before asking for them (bench/lesson-first-frame).
 * Every other route gets the plain shell.
 */
export const shellFile = (pathname: string) =>
  pathname.startsWith('/coursepage/') ? 'shells/coursepage.html' : 'spa.html';

/** "/tutorials/" → "tutorials/index.html"; "/" → "index.html". */
export const prerenderedFile = (path: string) =>
  path === '/' ? 'index.html' : `${path.replace(/^\/|\/$/g, '')}/index.html`;
