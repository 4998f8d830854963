import {
  ZAdminBlog,
  ZAdminBlogList,
  ZBlogInput,
  ZDeleted,
  ZErrorBody,
  ZIdParams,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createBlogPost,
  editBlogPost,
  getBlogPost,
  listBlogPosts,
  removeBlogPost,
} from './admin.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** /api/admin/blogs: create, read, edit, delete and list posts (the admin guard: index.ts). */
export const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/blogs', { schema: { response: { 200: ZAdminBlogList, ...errors } } }, () =>
    listBlogPosts(app.db),
  );

  app.post(
    '/blogs',
    { schema: { body: ZBlogInput, response: { 201: ZAdminBlog, ...errors } } },
    async (request, reply) => reply.status(201).send(await createBlogPost(app.db, request.body)),
  );

  app.get(
    '/blogs/:id',
    { schema: { params: ZIdParams, response: { 200: ZAdminBlog, ...errors } } },
    (request) => getBlogPost(app.db, request.params.id),
  );

  app.put(
    '/blogs/:id',
    { schema: { params: ZIdParams, body: ZBlogInput, response: { 200: ZAdminBlog, ...errors } } },
    (request) => editBlogPost(app.db, request.params.id, request.body),
  );

  app.delete(
    '/blogs/:id',
    { schema: { params: ZIdParams, response: { 200: ZDeleted, ...errors } } },
    (request) => removeBlogPost(app.db, request.params.id),
  );
};
