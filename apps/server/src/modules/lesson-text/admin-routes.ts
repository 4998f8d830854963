import {
  MAX_CAPTIONS_BYTES,
  ZAdminCaptions,
  ZCaptionsInput,
  ZDeleted,
  ZErrorBody,
  ZIdParams,
  ZSnippetList,
  ZSnippetsInput,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCaptions,
  adminSnippets,
  removeCaptions,
  saveCaptions,
  saveSnippets,
} from './admin.ts';

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  413: ZErrorBody,
};

/**
 * /api/admin/lessons/:id/captions and /snippets. Learning mounts them behind its admin guard and
 * answers 404 for a lesson that does not exist before a handler runs (this module does not ask
 * learning back: learning reads captions from here).
 * The captions body is JSON `{ language, vtt }`: room for a 256 KB file with its escapes, so a
 * file over the limit still reaches the schema and gets its field message rather than a 413.
 */
export const adminLessonTextRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lessons/:id/captions',
    { schema: { params: ZIdParams, response: { 200: ZAdminCaptions, ...errors } } },
    (request) => adminCaptions(app.db, request.params.id),
  );

  app.put(
    '/lessons/:id/captions',
    {
      bodyLimit: MAX_CAPTIONS_BYTES * 2 + 16 * 1024,
      schema: {
        params: ZIdParams,
        body: ZCaptionsInput,
        response: { 200: ZAdminCaptions, ...errors },
      },
    },
    (request) => saveCaptions(app.db, request.params.id, request.body),
  );

  app.delete(
    '/lessons/:id/captions',
    { schema: { params: ZIdParams, response: { 200: ZDeleted, ...errors } } },
    (request) => removeCaptions(app.db, request.params.id),
  );

  app.get(
    '/lessons/:id/snippets',
    { schema: { params: ZIdParams, response: { 200: ZSnippetList, ...errors } } },
    (request) => adminSnippets(app.db, request.params.id),
  );

  app.put(
    '/lessons/:id/snippets',
    {
      schema: {
        params: ZIdParams,
        body: ZSnippetsInput,
        response: { 200: ZSnippetList, ...errors },
      },
    },
    (request) => saveSnippets(app.db, request.params.id, request.body),
  );
};
