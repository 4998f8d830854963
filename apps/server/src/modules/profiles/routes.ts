import {
  ZMyProfile,
  ZProfileHandleParams,
  ZProfileSettings,
  ZPublicProfile,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../http/error-responses.ts';
import { requireGuardianConsent, requireUser } from '../../http/guards.ts';
import { myProfile, publicProfileOf, saveProfile } from './service.ts';

/**
 * The public profile's API: the learner's own settings (signed in), and the profile as anyone
 * reads it (the page at /u/:handle renders the same, pages.ts). The handle is chosen through
 * sites' PUT /api/sites/handle.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sitesUrl } = app.config;

  app.get(
    '/profile',
    { schema: { response: { 200: ZMyProfile, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return myProfile(app.db, viewer, sitesUrl);
    },
  );

  app.put(
    '/profile',
    { schema: { body: ZProfileSettings, response: { 200: ZMyProfile, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      // Going public is publishing something about oneself: a minor's guardian agrees first.
      const viewer = request.body.enabled
        ? await requireGuardianConsent(request)
        : await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return saveProfile(app.db, viewer, request.body, sitesUrl);
    },
  );

  // Public: only what the learner chose, read afresh (turned off is a 404 at once).
  app.get(
    '/profiles/:handle',
    {
      schema: {
        params: ZProfileHandleParams,
        response: { 200: ZPublicProfile, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return (await publicProfileOf(app.db, request.params.handle, app.config)).profile;
    },
  );
};
