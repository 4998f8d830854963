import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from './layout.tsx';
import { NotFound } from './not-found.tsx';

type TPageModule = { default: ComponentType };

// Every page is its own chunk, so the landing page loads only what it shows
// (docs/decisions/001-declarative-router.md).
const pageModules = import.meta.glob<TPageModule>('../features/*/routes/*.tsx');

/**
 * The pages, by URL. `file` is the page module under src/features; the prerender step uses it
 * to add <link rel="modulepreload"> for the page's chunks to its static HTML.
 */
export const PAGES = {
  public: [
    { path: '/', file: 'landing/routes/landing' },
    { path: '/tutorials', file: 'landing/routes/tutorials' },
    { path: '/pricing', file: 'landing/routes/pricing' },
    { path: '/aboutus', file: 'landing/routes/about' },
    { path: '/help', file: 'landing/routes/help' },
    { path: '/termsofservice', file: 'legal/routes/terms' },
    { path: '/privacypolicy', file: 'legal/routes/privacy' },
  ],
  // Pages that talk to the API share one query cache; the public pages never load it.
  data: [
    { path: '/blogs', file: 'blog/routes/blogs' },
    { path: '/blogpage/:slug', file: 'blog/routes/blog-page' },
  ],
} as const;

const lazyPage = (file: string) => {
  const load = pageModules[`../features/${file}.tsx`];
  if (!load) throw new Error(`No page module ${file}`);
  return lazy(load);
};

// Created once: a lazy component made during render would start loading again every time.
const PAGE_COMPONENTS = new Map<string, ComponentType>(
  [...PAGES.public, ...PAGES.data].map(({ file }) => [file, lazyPage(file)]),
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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGES.public.map(toRoute)}
        <Route element={<DataLayout />}>{PAGES.data.map(toRoute)}</Route>
        <Route path="/error" element={<NotFound />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
