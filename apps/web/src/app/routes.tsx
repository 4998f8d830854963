import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Layout, PageLoading, Shell } from './layout.tsx';
import { NotFound } from './not-found.tsx';
import {
  DataLayout,
  PAGE_COMPONENTS,
  PAGES,
  ProtectedLayout,
  RequireAdmin,
  TermsCheck,
  TermsGate,
  type TPage,
} from './pages.ts';
import { HeaderFrame, SiteHeader } from './site-header.tsx';

export { PAGES };

const toRoute = ({ path, file }: { path: string; file: string }) => {
  const Page = PAGE_COMPONENTS.get(file) as TPage;
  return path === '/' ? (
    <Route key={path} index element={<Page />} />
  ) : (
    <Route key={path} path={path} element={<Page />} />
  );
};

const signedInFallback = (
  <Shell header={<HeaderFrame home="/home" compact />}>
    <PageLoading />
  </Shell>
);

/**
 * What a page opened from its link shows while its code loads (main.tsx, pages.ts
 * `preloadRoute`): the frame and loading state its Suspense fallback would show, rendered
 * without one, so React's reveal throttle does not hold the page back once the code is here.
 */
export function OpeningFrame({ signedIn }: { signedIn: boolean }) {
  if (signedIn) return signedInFallback;
  return (
    <Shell header={<SiteHeader />}>
      <PageLoading />
    </Shell>
  );
}

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
