import { type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../features/offline/offline-notice.tsx';
import { PwaUpdates } from '../features/offline/pwa-ui.tsx';
import { applyDocumentMeta, metaForPath } from '../lib/route-meta.ts';
import { LessonPageSkeleton } from '../ui/lesson-page-skeleton.tsx';
import { Toaster } from '../ui/toaster.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Title, description and scroll position follow the URL, as on a multi-page site. */
function PageEffects() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const meta = metaForPath(pathname);
    if (meta) applyDocumentMeta(meta);
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
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
