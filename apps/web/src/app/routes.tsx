import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Layout, PageLoading, Shell } from './layout.tsx';
import { NotFound } from './not-found.tsx';
import { HeaderFrame } from './site-header.tsx';

type TPageModule = { default: ComponentType };

// Every page is its own chunk, so the landing page loads only what it shows
// (docs/decisions/001-declarative-router.md).
// Component tests sit beside the pages they test: they are not pages, so the build skips them.
// The admin studio keeps each domain's pages in its own folder (features/admin/<domain>/routes).
const pageModules = import.meta.glob<TPageModule>([
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
  return lazy(load);
};

// Created once: a lazy component made during render would start loading again every time.
const PAGE_COMPONENTS = new Map<string, ComponentType>(
  Object.values(PAGES)
    .flat()
    .map(({ file }) => [file, lazyPage(file)]),
);

const toRoute = ({ path, file }: { path: string; file: string }) => {
  const Page = PAGE_COMPONENTS.get(file) as ComponentType;
  return path === '/' ? (
    <Route key={path} index element={<Page />} />
  ) : (
    <Route key={path} path={path} element={<Page />} />
  );
};

const DataLayout = lazy(() => import('./data-layout.tsx'));
// The signed-in side (session, guards, its header) is one lazy chunk the public pages never load.
const ProtectedLayout = lazy(() => import('./protected-layout.tsx'));
const guard = (name: 'TermsGate' | 'RequireAdmin') =>
  lazy(() => import('./guards.tsx').then((m) => ({ default: m[name] })));
const TermsGate = guard('TermsGate');
const RequireAdmin = guard('RequireAdmin');
const TermsCheck = lazyPage('auth/routes/terms-check');

const signedInFallback = (
  <Shell header={<HeaderFrame home="/home" compact />}>
    <PageLoading />
  </Shell>
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGES.public.map(toRoute)}
        <Route element={<DataLayout />}>{PAGES.data.map(toRoute)}</Route>
        <Route path="/error" element={<NotFound />} />
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route
        element={
          <Suspense fallback={signedInFallback}>
            <ProtectedLayout />
          </Suspense>
        }
      >
        <Route path="/termsofservicecheck" element={<TermsCheck />} />
        <Route element={<TermsGate />}>
          {PAGES.signedIn.map(toRoute)}
          <Route element={<RequireAdmin />}>{PAGES.admin.map(toRoute)}</Route>
        </Route>
      </Route>
    </Routes>
  );
}
