import type { FastifyInstance } from 'fastify';
import { serverSecret } from '../../config.ts';
import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { forgetUser } from '../../http/viewer-cache.ts';
import { createAuth, type TAuth } from './auth.ts';
import { foundingRoutes } from './founding-routes.ts';
import { registerAuthPages } from './pages.ts';
import { authRoutes } from './routes.ts';
import { FOUNDING_TAG } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** better-auth: sessions, sign-in and accounts; every module's guards read it. */
    auth: TAuth;
    /**
     * Adds a step that must pass before an account is deleted (it throws better-auth's APIError
     * to refuse). The account module adds its own; auth knows nothing of billing or admins.
     */
    beforeAccountErasure: (step: TErasureStep) => void;
  }
}

type TErasureStep = (user: { id: string; isAdmin: boolean }) => Promise<void>;

/**
 * Accounts and sessions: `app.auth` for every module, better-auth at /api/auth/*, and the
 * sign-in screens' pages.
 */
export const authModule = defineModule(
  { name: 'auth', dependencies: ['api-rate-limit', 'database', 'mail'], decorates: true },
  async (app) => {
    const erasureSteps: TErasureStep[] = [];
    app.decorate('beforeAccountErasure', (step: TErasureStep) => {
      erasureSteps.push(step);
    });
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
        onLifetimeGranted: () => app.cache.invalidate(FOUNDING_TAG),
        beforeDeleteUser: async (u) => {
          for (const step of erasureSteps) await step(u);
        },
      }),
    );
    await app.register(apiScope((api: FastifyInstance) => authRoutes(api, app.auth)));
    await app.register(apiScope(foundingRoutes));
    // The sign-in screens as light pages (decisions/042).
    await registerAuthPages(app, app.config.webDistDir);
  },
);
