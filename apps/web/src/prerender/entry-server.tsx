import { OFFER, type TPrice } from '@thinkbuild/core/billing';
import type { TCategory } from '@thinkbuild/core/categories';
import { profilePath } from '@thinkbuild/core/routes';
import type { TBlogPost, TListBlogsResponse } from '@thinkbuild/core/schemas/blog';
import type { TCourseOverview, TCoursesResponse } from '@thinkbuild/core/schemas/course-pages';
import type { TFoundingPlaces } from '@thinkbuild/core/schemas/founding';
import type { TPublicProfile } from '@thinkbuild/core/schemas/profile';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppErrorBoundary } from '../app/app-error-boundary.tsx';
import { AppRoutes, PAGES } from '../app/routes.tsx';
import { PricingStoryContext, type TPricingState } from '../entities/plan/founding.ts';
import { OfferPriceContext } from '../entities/plan/plans.ts';
import { blogQueryOptions, highlightedQueryOptions } from '../features/blog/api/get-blog.ts';
import { blogsQueryOptions } from '../features/blog/api/get-blogs.ts';
import { courseQueryOptions } from '../features/course-pages/api/get-course.ts';
import { coursesQueryOptions } from '../features/course-pages/api/get-courses.ts';
import { courseJsonLd, courseMeta, coursesMeta } from '../features/course-pages/meta.ts';
import { publicProfileQueryOptions } from '../features/profile/api/get-public-profile.ts';
import { profileMeta } from '../features/profile/meta.ts';
import { codeKey, tidyCode } from '../lib/code-language.ts';
import { highlight } from '../lib/highlight.ts';
import { LightPageContext } from '../lib/light-page.ts';
import type { TPageData } from '../lib/page-data.ts';
import { queryClient } from '../lib/query-client.ts';
import { metaForPath, type TRouteMeta } from '../lib/route-meta.ts';
import type { TPageParts } from './page.ts';

export { PRERENDERED_PATHS, prerenderedFile, shellFile } from '@thinkbuild/core/routes';
export { assemblePage, shellWithPreloads, type TManifest, type TPageParts } from './page.ts';

const pageSource = (file: string) => `src/features/${file}.tsx`;

/** Source file of each prerendered page, for its stylesheet links. */
export const PAGE_SOURCES: Record<string, string> = Object.fromEntries(
  PAGES.public.map((p) => [p.path, pageSource(p.file)]),
);

/**
 * What the lesson page's shell (core's `shellFile`) preloads: the signed-in layout, the requests
 * started while the app loads (features/lesson-player/api/preload-lesson-page.ts) and the page itself.
 */
export const COURSE_PAGE_SHELL_SOURCES = [
  'src/app/protected-layout.tsx',
  'src/features/lesson-player/api/preload-lesson-page.ts',
  pageSource('lesson-player/routes/lesson-page'),
] as const;

export type TPrerendered = { html: string; meta: TRouteMeta | undefined };

const SELLING: TPricingState = { story: 'selling', places: null };

const tree = (path: string, offer: TPrice = OFFER, pricing: TPricingState = SELLING) => (
  <StrictMode>
    <AppErrorBoundary>
      <OfferPriceContext value={offer}>
        <PricingStoryContext value={pricing}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </PricingStoryContext>
      </OfferPriceContext>
    </AppErrorBoundary>
  </StrictMode>
);

/** Waits until every lazy module the page uses has loaded (once per page kind). */
async function loadModules(path: string) {
  const { prelude } = await prerenderToNodeStream(tree(path));
  for await (const _ of prelude) {
    // drain: only the loading matters
  }
}

/**
 * Renders one route to plain HTML. A page that suspended would come out as hidden segments
 * revealed by inline scripts, which our CSP blocks, so the modules are loaded first and the
 * page is rendered again in one synchronous pass, with every module resolved: no scripts.
 * `offer` is the once-off offer's price the page shows: core's OFFER (R2 000) at build time, the
 * server's OFFER_AMOUNT in OFFER_CURRENCY when it renders the page again (http/web.ts).
 * `pricing`: the story /, /pricing tell this reader (docs/decisions/032; the build's files tell
 * the plans' story, modules/billing/pricing-pages.ts renders the others).
 */
export async function render(
  path: string,
  offer: TPrice = OFFER,
  pricing: TPricingState = SELLING,
): Promise<TPrerendered> {
  await loadModules(path);
  const html = renderToString(tree(path, offer, pricing));
  if (/<script/i.test(html)) throw new Error(`Prerendered ${path} contains a script`);
  return { html, meta: metaForPath(path) };
}

/**
 * Renders a page from data the server read, through the same components and query keys the
 * browser uses. The shared query cache is filled, read and emptied within one synchronous
 * render, so two requests never see each other's data.
 */
async function renderWithData(path: string, data: TPageData, meta: TRouteMeta | undefined) {
  const once = () => {
    for (const [key, value] of data) queryClient.setQueryData(key, value);
    try {
      return renderToString(tree(path));
    } finally {
      queryClient.clear();
    }
  };
  let html = once();
  if (!/<h1[\s>]/.test(html)) {
    await loadModules(path);
    html = once();
  }
  if (!/<h1[\s>]/.test(html)) throw new Error(`Rendering ${path} gave no <h1>`);
  return { html, meta, data };
}

const BLOG_SOURCES = ['src/app/data-layout.tsx'];

/**
 * The islands of the pages that do not hydrate (docs/decisions/042): the header's theme switch on
 * each, the Copy buttons on a post, the form on a sign-in screen.
 */
const THEME_ISLAND = 'src/features/theme/theme-island.ts';
const COPY_ISLAND = 'src/features/blog/copy-island.ts';
const FORMS_ISLAND = 'src/features/auth/forms-island.ts';

/** /blogs with every category's posts (docs/decisions/008-blog-html.md, 042). */
export async function renderBlogs(
  lists: Record<TCategory, TListBlogsResponse>,
): Promise<Omit<TPageParts, 'script'>> {
  const data: TPageData = Object.entries(lists).map(([category, list]) => [
    blogsQueryOptions(category as TCategory).queryKey,
    list,
  ]);
  // No page data: nothing hydrates to read it (decisions/042).
  const { html, meta } = await renderWithData('/blogs', data, metaForPath('/blogs'));
  return {
    html,
    meta,
    sources: [...BLOG_SOURCES, pageSource('blog/routes/blogs')],
    islands: [THEME_ISLAND],
  };
}

/** /blogpage/:slug for a published post. */
export async function renderBlogPost(post: TBlogPost): Promise<Omit<TPageParts, 'script'>> {
  // The code is highlighted here, once per render: the browser loads no highlight.js for it.
  const highlighted: Record<string, string> = {};
  for (const { code, language } of post.blocks) {
    if (!code?.trim()) continue;
    const tidy = tidyCode(code);
    highlighted[codeKey(tidy, language)] = highlight(tidy, language);
  }
  const data: TPageData = [
    [blogQueryOptions(post.slug).queryKey, post],
    [highlightedQueryOptions(post.slug).queryKey, highlighted],
  ];
  const meta = { title: post.title, description: post.summary };
  const path = `/blogpage/${encodeURIComponent(post.slug)}`;
  const { html } = await renderWithData(path, data, meta);
  return {
    html,
    meta,
    sources: [...BLOG_SOURCES, pageSource('blog/routes/blog-page')],
    islands: [THEME_ISLAND, COPY_ISLAND],
  };
}

/** The course pages' one script (docs/decisions/023): the preview island, not the app. */
const COURSE_ISLAND = 'src/features/course-pages/preview-island.ts';

/** /courses, every course of every track, for a visitor; no script. */
export async function renderCourses(list: TCoursesResponse, origin: string) {
  const data: TPageData = [[coursesQueryOptions().queryKey, list]];
  const { html, meta } = await renderWithData('/courses', data, coursesMeta(list, origin));
  return { html, meta, sources: [...BLOG_SOURCES, pageSource('course-pages/routes/courses')] };
}

/** /courses/:category/:project: the page and its preview island. */
export async function renderCourse(course: TCourseOverview, origin: string) {
  const path = `/courses/${course.category}/${encodeURIComponent(course.slug)}`;
  const data: TPageData = [[courseQueryOptions(course.category, course.slug).queryKey, course]];
  const meta = { ...courseMeta(course, origin), jsonLd: courseJsonLd(course, origin) };
  const { html } = await renderWithData(path, data, meta);
  return {
    html,
    meta,
    sources: [...BLOG_SOURCES, pageSource('course-pages/routes/course')],
    island: course.preview ? COURSE_ISLAND : undefined,
  };
}

/** /u/:handle, a learner's public profile as they chose it (decisions/039); no script. */
export async function renderProfile(profile: TPublicProfile, origin: string) {
  const path = profilePath(profile.handle);
  const data: TPageData = [[publicProfileQueryOptions(profile.handle).queryKey, profile]];
  const { html, meta } = await renderWithData(path, data, profileMeta(profile, origin));
  return { html, meta, sources: [...BLOG_SOURCES, pageSource('profile/routes/public-profile')] };
}

/** The sign-in screens rendered on the server without the app (docs/decisions/042). */
export const LIGHT_AUTH_PAGES = {
  '/login': 'auth/routes/login',
  '/signup': 'auth/routes/signup',
  '/forgotpassword': 'auth/routes/forgot-password',
  '/reset-password': 'auth/routes/reset-password',
} as const;
export type TLightAuthPath = keyof typeof LIGHT_AUTH_PAGES;

/**
 * A sign-in screen for a page load: the app's own page, rendered with what an island needs later
 * written hidden (lib/light-page.ts), and no script but its islands (the form, the theme menu).
 * `search` is the address's query as far as it changes the page (`?next=`, the reset link's
 * `?token=` or `?error=`); `places`, the founding places sign-up tells of (decisions/032).
 */
export async function renderAuthPage(
  path: TLightAuthPath,
  search: string,
  places: TFoundingPlaces | null,
) {
  const location = `${path}${search}`;
  const once = () => {
    try {
      return renderToString(
        <LightPageContext value={true}>
          {tree(location, OFFER, { story: 'selling', places })}
        </LightPageContext>,
      );
    } finally {
      queryClient.clear();
    }
  };
  let html = once();
  if (!/<h1[\s>]/.test(html)) {
    await loadModules(location);
    html = once();
  }
  if (!/<h1[\s>]/.test(html)) throw new Error(`Rendering ${location} gave no <h1>`);
  return {
    html,
    meta: metaForPath(path),
    sources: [...BLOG_SOURCES, pageSource(LIGHT_AUTH_PAGES[path])],
    islands: [THEME_ISLAND, FORMS_ISLAND],
  };
}

/** A visitor's /search results (modules/search/pages.ts). */
export { renderVisitorSearch } from './search-page.tsx';
