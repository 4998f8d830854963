import { registerLocalOrAdminGuard } from '../../http/local-or-admin.ts';
import { defineModule } from '../../http/module.ts';
import { trustedOrigins } from '../../http/same-origin.ts';
import { registerOutboxPage } from './outbox-page.ts';

/**
 * Development pages outside production: the outbox at /dev/outbox when mail is not sent, for
 * this computer or a signed-in admin only (decisions/015).
 */
export const devModule = defineModule(
  { name: 'dev', dependencies: ['auth', 'mail'] },
  async (app) => {
    const { config } = app;
    if (config.env === 'production' || app.mailer.driver !== 'outbox') return;
    registerLocalOrAdminGuard(app, trustedOrigins(config));
    registerOutboxPage(app);
  },
);
