import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from './layout.tsx';
import { NotFound } from './not-found.tsx';

// Every page is its own chunk, so the landing page loads only what it shows
// (docs/decisions/001-declarative-router.md).
const Landing = lazy(() => import('../features/landing/routes/landing.tsx'));
const Tutorials = lazy(() => import('../features/landing/routes/tutorials.tsx'));
const Pricing = lazy(() => import('../features/landing/routes/pricing.tsx'));
const About = lazy(() => import('../features/landing/routes/about.tsx'));
const Help = lazy(() => import('../features/landing/routes/help.tsx'));
const Terms = lazy(() => import('../features/legal/routes/terms.tsx'));
const Privacy = lazy(() => import('../features/legal/routes/privacy.tsx'));
// Pages that talk to the API share one query cache; the public pages never load it.
const DataLayout = lazy(() => import('./data-layout.tsx'));
const Blogs = lazy(() => import('../features/blog/routes/blogs.tsx'));
const BlogPage = lazy(() => import('../features/blog/routes/blog-page.tsx'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Landing />} />
        <Route path="tutorials" element={<Tutorials />} />
        <Route path="pricing" element={<Pricing />} />
        <Route path="aboutus" element={<About />} />
        <Route path="help" element={<Help />} />
        <Route path="termsofservice" element={<Terms />} />
        <Route path="privacypolicy" element={<Privacy />} />
        <Route element={<DataLayout />}>
          <Route path="blogs" element={<Blogs />} />
          <Route path="blogpage/:slug" element={<BlogPage />} />
        </Route>
        <Route path="error" element={<NotFound />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
