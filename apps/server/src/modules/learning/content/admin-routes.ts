import {
  ZAdminLesson,
  ZAdminLessonTree,
  ZAdminProjects,
  ZDeleted,
  ZIdParams,
  ZLessonInput,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../http/error-responses.ts';
import {
  createLesson,
  deleteLesson,
  getAdminLesson,
  lessonTree,
  listAdminProjects,
  updateLesson,
} from './editor.ts';

const errors = ERROR_RESPONSES;

/** /api/admin/lessons and /api/admin/projects: the lesson editor (the admin guard is learning's). */
export const adminLessonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/projects', { schema: { response: { 200: ZAdminProjects, ...errors } } }, () =>
    listAdminProjects(app.db),
  );

  app.get('/lessons', { schema: { response: { 200: ZAdminLessonTree, ...errors } } }, () =>
    lessonTree(app),
  );

  app.post(
    '/lessons',
    { schema: { body: ZLessonInput, response: { 201: ZAdminLesson, ...errors } } },
    async (request, reply) => reply.status(201).send(await createLesson(app, request.body)),
  );

  app.get(
    '/lessons/:id',
    { schema: { params: ZIdParams, response: { 200: ZAdminLesson, ...errors } } },
    (request) => getAdminLesson(app, request.params.id),
  );

  app.put(
    '/lessons/:id',
    {
      schema: { params: ZIdParams, body: ZLessonInput, response: { 200: ZAdminLesson, ...errors } },
    },
    (request) => updateLesson(app, request.params.id, request.body),
  );

  app.delete(
    '/lessons/:id',
    { schema: { params: ZIdParams, response: { 200: ZDeleted, ...errors } } },
    (request) => deleteLesson(app, request.params.id),
  );
};
