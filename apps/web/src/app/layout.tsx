import { type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../features/offline/offline-notice.tsx';
import { PwaUpdates } from '../features/offline/pwa-ui.tsx';
import { applyDocumentMeta, metaForPath } from '../lib/route-meta.ts';
import { LessonPageSkeleton } from '../ui/lesson-page-skeleton.tsx';
import { Toaster } from '../ui/toaster.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The path the browser loaded, until the app first navigates away from it (then `false`). The
 * shells mount a PageEffects each (public, signed in, and the one shown while the signed-in side
 * loads), so this lives with the document, not with one of them.
 */
let loadedPath: string | false | null = null;

/** Whether `pathname` is still the page the browser loaded (no navigation of the app yet). */
function isLoadedPage(pathname: string) {
  if (loadedPath === null) loadedPath = pathname;
  else if (loadedPath !== pathname) loadedPath = false;
  return loadedPath === pathname;
}

/**
 * Title, description and scroll position follow the URL, as on a multi-page site. A page the
 * browser loaded stays where the browser put it: at the top, back where the reader was on a
 * reload, or wherever the reader scrolled a prerendered page while its code loaded (seconds on
 * a slow phone; jumping to the top then moved the page under the reader's finger). Only the
 * app's own navigations go to the top.
 */
function PageEffects() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const meta = metaForPath(pathname);
    if (meta) applyDocumentMeta(meta);
    const loaded = isLoadedPage(pathname);
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (!loaded) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/**
 * The neutral loading state of a page (also the guards' while the session is checked). The
 * lesson page keeps its shape (menu, video box, text) instead of a spinner under an empty header.
 */
export function PageLoading() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/coursepage/')) return <LessonPageSkeleton />;
  return (
    <div className="flex justify-center py-24" role="status">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** The page frame: skip link, a header, the offline notice, the page, footer, toasts, updates. */
export function Shell({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {header}
      <OfflineBanner />
      <main id="main" className="flex-1" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <SiteFooter />
      <Toaster />
      <PwaUpdates />
      <PageEffects />
    </div>
  );
}

/** Public pages: the marketing header with Log In and Start Building. */
export function Layout() {
  return (
    <Shell header={<SiteHeader />}>
      <Outlet />
    </Shell>
  );
}
