import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serverSecret } from '../../config.ts';
import { apiScope } from '../../http/api.ts';
import { forgetUser } from '../../http/viewer-cache.ts';
import { beforeErasure } from '../account/service.ts';
import { createAuth, type TAuth } from './auth.ts';
import { authRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** better-auth: sessions, sign-in and accounts; every module's guards read it. */
    auth: TAuth;
  }
}

/** Accounts and sessions: `app.auth` for every module, and better-auth at /api/auth/*. */
export const authModule = fp(
  async (app) => {
    app.decorate(
      'auth',
      createAuth({
        config: app.config,
        db: app.db,
        mailer: app.mailer,
        secret: serverSecret(app.config),
        // The reset has no signed-in author: its user's cached sessions go here, on every server.
        onPasswordReset: (userId) => forgetUser(app.cache, userId),
        onUserUpdated: (userId) => forgetUser(app.cache, userId),
        onUserDeleted: (userId) => forgetUser(app.cache, userId),
        beforeDeleteUser: (u) => beforeErasure(app, u),
      }),
    );
    await app.register(apiScope((api: FastifyInstance) => authRoutes(api, app.auth)));
  },
  { name: 'auth' },
);
