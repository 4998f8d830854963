import { ZErrorBody } from '@thinkbuild/core';
import {
  ACCOUNT_SECURITY_MESSAGES as SAY,
  ZRevokedResponse,
  ZSessionParams,
  ZSessionsResponse,
  ZUndoEmailChangeRequest,
  ZUndoEmailChangeResponse,
} from '@thinkbuild/core/schemas/account-security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { requireUser } from '../../http/guards.ts';
import { forgetUser } from '../../http/viewer-cache.ts';
import {
  listSignedInSessions,
  revokeOtherSignedInSessions,
  revokeSignedInSession,
  undoEmailChange,
} from '../auth/service.ts';

const signedIn = async (request: Parameters<typeof requireUser>[0]) => {
  await requireUser(request);
};

/**
 * /api/account: the signed-in sessions (each ended by the signed-in user's writes here drops
 * from the cache at once: apiScope's revokeOnWrites forgets all of the writer's sessions), and
 * "This wasn't me" from the old address, which needs no session at all.
 */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/sessions',
    {
      schema: { response: { 200: ZSessionsResponse, 401: ZErrorBody } },
      onRequest: signedIn,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { sessions: await listSignedInSessions(app.auth, request) };
    },
  );

  app.delete(
    '/account/sessions/:id',
    {
      schema: {
        params: ZSessionParams,
        response: { 200: ZRevokedResponse, 401: ZErrorBody, 404: ZErrorBody },
      },
      onRequest: signedIn,
    },
    async (request) => {
      if (!(await revokeSignedInSession(app.auth, request, request.params.id))) {
        throw new AppError('NOT_FOUND', SAY.sessionNotFound);
      }
      return { revoked: 1 };
    },
  );

  app.post(
    '/account/sessions/sign-out-others',
    {
      schema: { response: { 200: ZRevokedResponse, 401: ZErrorBody } },
      onRequest: signedIn,
    },
    async (request) => ({ revoked: await revokeOtherSignedInSessions(app.auth, request) }),
  );

  app.post(
    '/account/email-change/undo',
    {
      schema: {
        body: ZUndoEmailChangeRequest,
        response: { 200: ZUndoEmailChangeResponse, 400: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => {
      const { outcome, userId } = await undoEmailChange(app.auth, request.body.token);
      // Sessions ended in the database end on every server's cache too, before the answer.
      if (userId) await forgetUser(app.cache, userId);
      if (outcome === 'invalid') throw new AppError('VALIDATION', SAY.undoLinkInvalid);
      if (outcome === 'taken') throw new AppError('CONFLICT', SAY.undoEmailTaken);
      return {
        outcome,
        message: outcome === 'reverted' ? SAY.undoReverted : SAY.undoCancelled,
      };
    },
  );
};
