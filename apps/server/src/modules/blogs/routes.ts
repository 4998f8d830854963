import {
  ZBlogPost,
  ZBlogSlugParams,
  ZErrorBody,
  ZListBlogsQuery,
  ZListBlogsResponse,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedJson } from '../../http/cached-answer.ts';
import { BLOGS_TAG, blogCacheKeys, postTags } from './cache-keys.ts';
import { getBlog, listBlogs } from './service.ts';

/**
 * The public blog API. Every reader gets the same answer, so it comes from the cache
 * (cache/cache.ts, http/cached-answer.ts): a hit reads no database, and an unchanged answer is
 * a 304. Once served, the URL is answered before routing until the content changes
 * (http/hot-reads.ts).
 */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blogs',
    {
      schema: {
        querystring: ZListBlogsQuery,
        response: { 200: ZListBlogsResponse, 400: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { category } = request.query;
      const cached = await cachedJson(
        app.cache,
        blogCacheKeys.list(category),
        ZListBlogsResponse,
        async () => ({ blogs: await listBlogs(app.db, category) }),
        [BLOGS_TAG],
      );
      return app.hotReads.send(request, reply, cached, 'no-cache');
    },
  );

  app.get(
    '/blogs/:slug',
    {
      schema: {
        params: ZBlogSlugParams,
        response: { 200: ZBlogPost, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      // A missing post throws (404) inside the build, so nothing is cached for it.
      const cached = await cachedJson(
        app.cache,
        blogCacheKeys.post(slug),
        ZBlogPost,
        () => getBlog(app.db, slug),
        postTags(),
      );
      return app.hotReads.send(request, reply, cached, 'no-cache');
    },
  );
};
