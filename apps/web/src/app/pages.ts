import { matchRoutes, type Params } from 'react-router';
import { workspacePath } from '../entities/workspace/workspace-path.ts';
import { requestEarly } from '../lib/early-requests.ts';
import { preloadable, type TPreloadable } from '../lib/preloadable.tsx';

/*
 * The route table's pages and layouts as lazy components, and what a page opened from its link
 * starts before the app renders it. Apart from routes.tsx (the React tree) so that main.tsx can
 * run `preloadRoute` before React DOM and the rest of the app have been evaluated (open-page.ts;
 * docs/decisions/040-opened-page-starts-with-the-entry.md).
 */

export type TPage = TPreloadable<object>;

// Every page is its own chunk, so the landing page loads only what it shows
// (docs/decisions/001-declarative-router.md).
// Component tests sit beside the pages they test: they are not pages, so the build skips them.
// The admin studio keeps each domain's pages in its own folder (features/admin/<domain>/routes).
const pageModules = import.meta.glob<{ default: TPage }>([
  '../features/*/routes/*.tsx',
  '../features/admin/*/routes/*.tsx',
  '!../features/*/routes/*.test.tsx',
  '!../features/admin/*/routes/*.test.tsx',
]);

/**
 * The pages, by URL. `file` is the page module under src/features; the prerender step uses it
 * to add <link rel="modulepreload"> for the page's chunks to its static HTML.
 */
export const PAGES = {
  public: [
    { path: '/', file: 'marketing/routes/landing' },
    { path: '/tutorials', file: 'marketing/routes/tutorials' },
    { path: '/pricing', file: 'marketing/routes/pricing' },
    { path: '/aboutus', file: 'marketing/routes/about' },
    { path: '/help', file: 'marketing/routes/help' },
    { path: '/termsofservice', file: 'legal/routes/terms' },
    { path: '/privacypolicy', file: 'legal/routes/privacy' },
  ],
  // Pages that talk to the API share one query cache; the public pages never load it.
  data: [
    { path: '/blogs', file: 'blog/routes/blogs' },
    { path: '/blogpage/:slug', file: 'blog/routes/blog-page' },
    { path: '/courses', file: 'course-pages/routes/courses' },
    { path: '/courses/:category/:project', file: 'course-pages/routes/course' },
    { path: '/login', file: 'auth/routes/login' },
    { path: '/signup', file: 'auth/routes/signup' },
    { path: '/forgotpassword', file: 'auth/routes/forgot-password' },
    { path: '/reset-password', file: 'auth/routes/reset-password' },
    { path: '/certificates/:code', file: 'certificates/routes/verify' },
    // Opened from the old address's mail, signed in or not (the change may have signed it out).
    { path: '/account/email-undo', file: 'account/routes/email-undo' },
    // The link mailed at sign-up lands here, signed in or not (decisions/034).
    { path: '/verify-email', file: 'auth/routes/verify-email' },
    // Opened by a parent or guardian from the consent mail: they have no account (POPIA).
    { path: '/guardian-consent', file: 'account/routes/guardian-consent' },
    // A published project's footer links here: visitors report it, with no account.
    { path: '/report-site', file: 'projects/routes/report-site' },
    // A learner's public profile, when they turned it on (decisions/039).
    { path: '/u/:handle', file: 'profile/routes/public-profile' },
  ],
  // Signed-in only (RequireAuth), after the current terms are accepted (TermsGate).
  signedIn: [
    { path: '/coursepage/:category/:project', file: 'lesson-player/routes/lesson-page' },
    { path: '/home', file: 'catalog/routes/home' },
    { path: '/review', file: 'review/routes/review' },
    { path: '/web-category', file: 'catalog/routes/category' },
    { path: '/mobile-category', file: 'catalog/routes/category' },
    { path: '/game-category', file: 'catalog/routes/category' },
    { path: '/account', file: 'account/routes/account' },
    { path: '/account/receipts/:reference', file: 'account/routes/receipt' },
    { path: '/downloads', file: 'offline/routes/downloads' },
    { path: '/notes', file: 'notes/routes/my-notes' },
    { path: '/projects/:category/:project', file: 'projects/routes/my-project' },
    { path: '/search', file: 'search/routes/search' },
    { path: '/subscription', file: 'billing/routes/subscription' },
    { path: '/subscription/complete', file: 'billing/routes/payment-complete' },
    { path: '/checkout/offer', file: 'billing/routes/checkout-offer' },
  ],
  // Signed-in admins only (RequireAdmin); everyone else gets the 403 view.
  admin: [
    { path: '/admin', file: 'admin/routes/dashboard' },
    { path: '/admin/billing', file: 'admin/billing/routes/billing' },
    { path: '/admin/insights', file: 'admin/insights/routes/insights' },
    { path: '/createcourse', file: 'admin/lessons/routes/create-lesson' },
    { path: '/createblog', file: 'admin/blogs/routes/create-blog' },
    { path: '/admin/blogs/:id/edit', file: 'admin/blogs/routes/edit-blog' },
    { path: '/admin/lessons/:id/edit', file: 'admin/lessons/routes/edit-lesson' },
    {
      path: '/admin/courses/:category/:project/edit',
      file: 'admin/course-pages/routes/edit-course-page',
    },
  ],
} as const;

const lazyPage = (file: string) => {
  const load = pageModules[`../features/${file}.tsx`];
  if (!load) throw new Error(`No page module ${file}`);
  return preloadable(load);
};

// Created once: a lazy component made during render would start loading again every time.
export const PAGE_COMPONENTS = new Map<string, TPage>(
  Object.values(PAGES)
    .flat()
    .map(({ file }) => [file, lazyPage(file)]),
);

export const DataLayout = preloadable(() => import('./data-layout.tsx'));
// The signed-in side (session, guards, its header) is one lazy chunk the public pages never load.
export const ProtectedLayout = preloadable(() => import('./protected-layout.tsx'));
const guard = (name: 'TermsGate' | 'RequireAdmin') =>
  preloadable(() => import('./guards.tsx').then((m) => ({ default: m[name] })));
export const TermsGate = guard('TermsGate');
export const RequireAdmin = guard('RequireAdmin');
export const TermsCheck = lazyPage('auth/routes/terms-check');

type TPagePreload = {
  /** Puts the page's first reads in the query cache; resolves when the code it shows first is here. */
  preload: (params: Params) => Promise<unknown> | undefined;
};

/**
 * The session's API path as entities/session reads it: core's `apiPaths.me()`, which the app's
 * entry does not load (routes.test.ts keeps the two equal).
 */
const SESSION_READ = '/me';

type TFirstReads = {
  reads: (params: Params) => string[];
  load: () => Promise<TPagePreload>;
  /** Code behind a lazy boundary of the page that it shows at once, fetched with the page's. */
  code?: () => Promise<unknown>;
};

/**
 * What a signed-in page opened from its link reads first: the API GETs started with the app's
 * code (`reads`, relative to /api: lib/early-requests.ts) and the module that puts their answers
 * in the query cache under the keys the page's hooks read. By default the session alone.
 */
const PAGE_PRELOADS: Partial<Record<string, TFirstReads>> = {
  'projects/routes/my-project': {
    reads: ({ category = '', project = '' }) => [
      SESSION_READ,
      workspacePath({ category, project }),
    ],
    load: () => import('../features/projects/api/preload-my-project.ts'),
    // CodeMirror (ui/code-editor's lazy chunk): asked for by the preload module once it has
    // loaded, it came ~200 ms after the page's code on the VM.
    code: () => import('../ui/code-editor/code-editor.tsx'),
  },
};

/**
 * A lesson opened from its link has a start of its own (decisions/026): its shell names its
 * chunks for the browser, its HTML brings its first answers and main.tsx starts the rest. Held
 * back by this preload as well, its video's first frame came later (1.09–1.16× the build before,
 * bench/lesson-first-frame.bench.ts under load 9–11), so it renders as it always did.
 */
const OWN_START = new Set(['lesson-player/routes/lesson-page']);
const SESSION_PRELOAD: TFirstReads = {
  reads: () => [SESSION_READ],
  load: () => import('./preload-session.ts'),
};

// Every page as React Router matches it (its ranking, its decoding of the address).
const PAGE_MATCHES = Object.entries(PAGES).flatMap(([group, pages]) =>
  pages.map(({ path, file }) => ({ path, file, group: group as keyof typeof PAGES })),
);

const matchPage = (pathname: string) => {
  const match = matchRoutes(PAGE_MATCHES, pathname)?.[0];
  return match ? { ...match.route, params: match.params } : null;
};

/** The API GETs `preloadRoute` starts for `pathname` (relative to /api). */
export function earlyReads(pathname: string): string[] {
  const page = matchPage(pathname);
  if (!page || page.group === 'public' || page.group === 'data' || OWN_START.has(page.file))
    return [];
  return (PAGE_PRELOADS[page.file] ?? SESSION_PRELOAD).reads(page.params);
}

export type TOpenedPage = {
  /** Resolves when the page's code is here (settles either way). */
  code: Promise<unknown>;
  /** Its frame while the code loads: the signed-in header, or the public one. */
  signedIn: boolean;
};

/**
 * The page the browser opened (a reload, a bookmark, a link from outside), before the app first
 * renders: its layout's, guards' and page's code are fetched side by side, and a signed-in page's
 * session and first reads are asked for at once, instead of each waiting for the one before
 * (layout, session, page, its data, its editor). The app renders once the code is here (main.tsx),
 * so the page shows, or its own loading state, and no Suspense fallback: React would hold the
 * page back until 300 ms after one (lib/preloadable.tsx). `null`: the app renders at once (a
 * public page, prerendered; a lesson, `OWN_START`; an unknown address).
 */
export function preloadRoute(pathname: string): TOpenedPage | null {
  const page = matchPage(pathname);
  if (!page || page.group === 'public' || OWN_START.has(page.file)) return null;
  const code = (PAGE_COMPONENTS.get(page.file) as TPage).preload();
  if (page.group === 'data')
    return { code: Promise.all([DataLayout.preload(), code]), signedIn: false };
  const first = PAGE_PRELOADS[page.file] ?? SESSION_PRELOAD;
  for (const read of first.reads(page.params)) requestEarly(read);
  void first.code?.().catch(() => undefined); // the page's own import asks again
  const shownFirst = first
    .load()
    .then((m) => m.preload(page.params))
    .catch(() => undefined); // the page asks again and shows why
  const guards = page.group === 'admin' ? [TermsGate, RequireAdmin] : [TermsGate];
  return {
    code: Promise.all([
      ProtectedLayout.preload(),
      ...guards.map((guard) => guard.preload()),
      code,
      shownFirst,
    ]),
    signedIn: true,
  };
}
