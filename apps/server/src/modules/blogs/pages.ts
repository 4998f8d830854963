import {
  CATEGORIES,
  type TBlogPost,
  type TCategory,
  type TListBlogsResponse,
  ZBlogPost,
  ZBlogSlugParams,
  ZListBlogsResponse,
} from '@thinkbuild/core';
import type { TTheme } from '@thinkbuild/core/theme';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, notFound } from '../../http/app-error.ts';
import { cachedAnswer, sendCached } from '../../http/cached-answer.ts';
import { sendHtmlFile, themeOf } from '../../http/theme.ts';
import { type TPageParts, webPages } from '../../http/web-pages.ts';
import { BLOGS_TAG, blogCacheKeys, postTags } from './cache-keys.ts';
import { getBlog, listBlogs } from './service.ts';

type TWebRenderer = {
  renderBlogs(lists: Record<TCategory, TListBlogsResponse>): Promise<TPageParts>;
  renderBlogPost(post: TBlogPost): Promise<TPageParts>;
};

/**
 * /blogs and /blogpage/:slug as full HTML from the first byte (docs/decisions/008-blog-html.md):
 * rendered on the server by the web app's own components, kept in the cache (cache/cache.ts), and
 * not hydrated: the page runs its islands only (the theme menu, a post's Copy buttons;
 * docs/decisions/042). Each theme (http/theme.ts) is its own
 * cache entry. Without a web build the routes are not registered and the SPA fallback answers,
 * as for every other page.
 */
export async function registerBlogPages(app: FastifyInstance, distDir: string) {
  const pages = await webPages<TWebRenderer>(distDir);
  if (!pages) return;
  const toBody = (theme: TTheme | null, render: (w: TWebRenderer) => Promise<TPageParts>) =>
    pages.page(theme, render, { script: false });
  const html = (reply: FastifyReply) => reply.header('cache-control', 'no-cache');

  // Any query string (?category=…) shows the same page: one cache entry, not one per URL.
  app.get('/blogs', async (request, reply) => {
    const theme = themeOf(request);
    const cached = await cachedAnswer(
      app.cache,
      blogCacheKeys.listPage(theme),
      () =>
        toBody(theme, async (w) => {
          const lists = await Promise.all(
            CATEGORIES.map(async (c) =>
              ZListBlogsResponse.parse({ blogs: await listBlogs(app.db, c) }),
            ),
          );
          return w.renderBlogs(
            Object.fromEntries(CATEGORIES.map((c, i) => [c, lists[i]])) as Record<
              TCategory,
              TListBlogsResponse
            >,
          );
        }),
      [BLOGS_TAG],
    );
    return sendCached(request, html(reply), cached);
  });

  app.get('/blogpage/:slug', async (request, reply) => {
    const params = ZBlogSlugParams.safeParse(request.params);
    try {
      if (!params.success) throw notFound('Not a blog slug');
      const { slug } = params.data;
      const theme = themeOf(request);
      const cached = await cachedAnswer(
        app.cache,
        blogCacheKeys.postPage(slug, theme),
        () =>
          toBody(theme, async (w) =>
            w.renderBlogPost(ZBlogPost.parse(await getBlog(app.db, slug))),
          ),
        postTags(),
      );
      return sendCached(request, html(reply), cached);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
      // An unknown post: status 404, and the app in the browser says "Blog not found".
      return sendHtmlFile(request, reply, distDir, 'spa.html', 404);
    }
  });
}
