import {
  ZBlogPost,
  ZBlogSlugParams,
  ZErrorBody,
  ZListBlogsQuery,
  ZListBlogsResponse,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBlog, listBlogs } from './service.ts';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blogs',
    {
      schema: {
        querystring: ZListBlogsQuery,
        response: { 200: ZListBlogsResponse, 400: ZErrorBody },
      },
    },
    async (request) => ({ blogs: await listBlogs(app.db, request.query.category) }),
  );

  app.get(
    '/blogs/:slug',
    {
      schema: {
        params: ZBlogSlugParams,
        response: { 200: ZBlogPost, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => getBlog(app.db, request.params.slug),
  );
};
