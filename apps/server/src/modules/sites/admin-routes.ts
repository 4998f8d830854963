import { ZAdminSites, ZSiteTakedown } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES } from '../../http/error-responses.ts';
import { adminSites, takeDownSite } from './reports.ts';
import { sitesTag } from './service.ts';

/** `/api/admin/sites/:handle/:site`: what ZAdminSites' `site` names, split at its slash. */
const ZSiteParams = z.object({ handle: z.string(), site: z.string() });

/** /api/admin/sites: every published site, reported ones first, and the admin's take-down. */
export const adminSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sites', { schema: { response: { 200: ZAdminSites, ...ERROR_RESPONSES } } }, async () =>
    adminSites(app.db, app.config.sitesUrl),
  );

  app.post(
    '/sites/:handle/:site/take-down',
    {
      schema: {
        params: ZSiteParams,
        body: ZSiteTakedown,
        response: { 200: z.object({ takenDown: z.literal(true) }), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { params, body } = request;
      const { userId } = await takeDownSite(app.db, params.handle, params.site, body.reason);
      await app.cache.invalidate(sitesTag(userId));
      return { takenDown: true as const };
    },
  );
};
