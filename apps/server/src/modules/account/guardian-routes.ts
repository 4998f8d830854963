import { PRIVACY_VERSION, ZErrorBody } from '@thinkbuild/core';
import {
  GUARDIAN_MESSAGES as SAY,
  ZGuardianDecisionRequest,
  ZGuardianDecisionResponse,
  ZGuardianRequestView,
  ZGuardianResendRequest,
  ZGuardianStatusResponse,
  ZGuardianTokenRequest,
  ZPrivacySettings,
} from '@thinkbuild/core/schemas/guardian';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { requireUser } from '../../http/guards.ts';
import { limitedPerUser } from '../../http/user-limits.ts';
import { forgetUser } from '../../http/viewer-cache.ts';
import {
  consentRequest,
  decideConsent,
  guardianStatus,
  resendGuardianLink,
} from '../auth/service.ts';

/** How often a learner may have the consent link sent again, a minute. */
const RESENDS_PER_MINUTE = 3;

/**
 * POPIA consent (decisions/036): the guardian's page reads and answers with the link's token
 * (no session: the guardian has no account); the learner sees whom they named and asks again.
 */
export const guardianRoutes: FastifyPluginAsyncZod = async (app) => {
  const linkDead = () => new AppError('NOT_FOUND', SAY.linkInvalid);
  const guardianLimit = limitedPerUser(app, 'guardian-consent', app.config.authRateLimitPerMinute);

  // POST, not GET: the token stays out of access logs and caches.
  app.post(
    '/guardian-consent/view',
    {
      schema: {
        body: ZGuardianTokenRequest,
        response: { 200: ZGuardianRequestView, 400: ZErrorBody, 404: ZErrorBody },
      },
      preHandler: guardianLimit,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await consentRequest(app.db, request.body.token);
      if (!found) throw linkDead();
      return { ...found, askedAt: found.askedAt.toISOString() };
    },
  );

  app.post(
    '/guardian-consent',
    {
      schema: {
        body: ZGuardianDecisionRequest,
        response: { 200: ZGuardianDecisionResponse, 400: ZErrorBody, 404: ZErrorBody },
      },
      preHandler: guardianLimit,
    },
    async (request) => {
      const { token, decision } = request.body;
      const userId = await decideConsent(app.db, token, decision);
      if (!userId) throw linkDead();
      // Every server drops its cached view of the learner: the hold (or the account) is gone.
      await forgetUser(app.cache, userId);
      return { message: decision === 'agree' ? SAY.agreed : SAY.declined };
    },
  );

  // Public and the same for everyone until the settings change (a restart).
  app.get(
    '/privacy',
    { schema: { response: { 200: ZPrivacySettings } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { version: PRIVACY_VERSION, ...app.config.privacy };
    },
  );

  app.get(
    '/account/guardian-consent',
    { schema: { response: { 200: ZGuardianStatusResponse, 401: ZErrorBody } } },
    async (request, reply) => {
      const viewer = await requireUser(request, { whileLocked: true });
      reply.header('cache-control', 'no-store');
      return { guardian: await guardianStatus(app.db, viewer.id) };
    },
  );

  app.post(
    '/account/guardian-consent/resend',
    {
      schema: {
        body: ZGuardianResendRequest,
        response: {
          200: ZGuardianDecisionResponse,
          400: ZErrorBody,
          401: ZErrorBody,
          409: ZErrorBody,
        },
      },
      onRequest: async (request) => {
        await requireUser(request, { whileLocked: true });
      },
      preHandler: limitedPerUser(app, 'guardian-consent/resend', RESENDS_PER_MINUTE),
    },
    async (request) => {
      const viewer = await requireUser(request, { whileLocked: true });
      const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };
      const sent = await resendGuardianLink(deps, viewer.id, request.body.guardianEmail);
      if (!sent) throw new AppError('CONFLICT', SAY.nothingToResend);
      return { message: SAY.resent };
    },
  );
};
