import { ZAcceptTermsRequest, ZErrorBody, ZMe, ZPreferencesRequest } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/guards.ts';
import { acceptTerms, recordPrivacySeen } from '../auth/service.ts';
import { savePreferences } from './service.ts';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // The web app writes dates in the server's zone: TIME_ZONE is the one source (core format.ts).
  const toMe = (viewer: Awaited<ReturnType<typeof requireUser>>) => ({
    email: viewer.email,
    role: viewer.role,
    isAdmin: viewer.isAdmin,
    twoFactorEnabled: viewer.twoFactorEnabled,
    lifetimeAccess: viewer.lifetimeAccess,
    emailVerified: viewer.emailVerified,
    termsAccepted: viewer.termsAccepted,
    guardianHold: viewer.guardianHold,
    privacyChanged: viewer.privacyChanged,
    dataSaver: viewer.dataSaver,
    timeZone: app.config.timeZone,
  });

  app.get(
    '/me',
    { schema: { response: { 200: ZMe, 401: ZErrorBody } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('vary', 'Save-Data');
      const me = toMe(await requireUser(request, { whileLocked: true }));
      // Not chosen yet: a browser asking to save data (Save-Data: on) gets the data saver.
      if (me.dataSaver === null && request.headers['save-data'] === 'on') me.dataSaver = true;
      return me;
    },
  );

  app.post(
    '/me/terms',
    {
      schema: {
        body: ZAcceptTermsRequest,
        response: { 200: ZMe, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const updated = await acceptTerms(app.db, viewer.id);
      return toMe(updated ?? viewer);
    },
  );

  // The privacy policy's change was shown: it is not shown again (until the next one).
  app.post(
    '/me/privacy-seen',
    { schema: { response: { 200: ZMe, 401: ZErrorBody } } },
    async (request) => {
      const viewer = await requireUser(request, { whileLocked: true });
      return toMe((await recordPrivacySeen(app.db, viewer.id)) ?? viewer);
    },
  );

  app.patch(
    '/me/preferences',
    {
      schema: {
        body: ZPreferencesRequest,
        response: { 200: ZMe, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return toMe(await savePreferences(app.db, viewer, request.body));
    },
  );
};
