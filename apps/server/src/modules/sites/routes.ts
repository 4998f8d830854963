import {
  ZDeleted,
  ZExerciseResultResponse,
  ZHandle,
  ZHandleInput,
  ZLessonParams,
  ZSiteReport,
  ZSiteStatus,
  ZWorkspaceParams,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES } from '../../http/error-responses.ts';
import { requireUser } from '../../http/guards.ts';
import { limitedPerUser } from '../../http/user-limits.ts';
import { reportSite, SITE_REPORTS_PER_MINUTE } from './reports.ts';
import {
  getHandle,
  publishSite,
  setHandle,
  siteStatus,
  sitesTag,
  unpublishSite,
} from './service.ts';
import { checkSite } from './site-check.ts';

const SITE = '/projects/:category/:project/site';

/** The app's side of publishing (under /api): the handle, and each project's site. */
export const sitesRoutes: FastifyPluginAsyncZod = async (app) => {
  // One learner's own: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/sites/handle',
    { schema: { response: { 200: ZHandle, ...ERROR_RESPONSES } } },
    async (request) => getHandle(app.db, await requireUser(request)),
  );

  app.put(
    '/sites/handle',
    { schema: { body: ZHandleInput, response: { 200: ZHandle, ...ERROR_RESPONSES } } },
    async (request) => {
      const viewer = await requireUser(request);
      const handle = await setHandle(app.db, viewer, request.body);
      // The sites under the old handle stop answering there, on every server.
      await app.cache.invalidate(sitesTag(viewer.id));
      return handle;
    },
  );

  app.get(
    SITE,
    { schema: { params: ZWorkspaceParams, response: { 200: ZSiteStatus, ...ERROR_RESPONSES } } },
    async (request) =>
      siteStatus(app.db, await requireUser(request), request.params, app.config.sitesUrl),
  );

  app.post(
    SITE,
    { schema: { params: ZWorkspaceParams, response: { 200: ZSiteStatus, ...ERROR_RESPONSES } } },
    async (request) => {
      const viewer = await requireUser(request);
      const status = await publishSite(app.db, viewer, request.params, app.config.sitesUrl);
      await app.cache.invalidate(sitesTag(viewer.id));
      return status;
    },
  );

  // A Deployment lesson's exercise: the server checks the learner's published copy (site-check.ts).
  app.post(
    '/lessons/:id/exercise/site-check',
    {
      schema: {
        params: ZLessonParams,
        response: { 200: ZExerciseResultResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => checkSite(app.db, await requireUser(request), request.params.id),
  );

  // A visitor's report from the app's report page: no sign-in, limited per address.
  app.post(
    '/sites/reports',
    {
      schema: {
        body: ZSiteReport,
        response: { 201: z.object({ reported: z.literal(true) }), ...ERROR_RESPONSES },
      },
      preHandler: limitedPerUser(app, 'sites/report', SITE_REPORTS_PER_MINUTE, ['ip']),
    },
    async (request, reply) => reply.code(201).send(await reportSite(app.db, request.body)),
  );

  app.delete(
    SITE,
    { schema: { params: ZWorkspaceParams, response: { 200: ZDeleted, ...ERROR_RESPONSES } } },
    async (request) => {
      const viewer = await requireUser(request);
      const deleted = await unpublishSite(app.db, viewer, request.params);
      // Before the answer leaves, every server has been told (cache.invalidate awaits the bus).
      await app.cache.invalidate(sitesTag(viewer.id));
      return deleted;
    },
  );
};
