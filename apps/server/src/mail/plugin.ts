import fp from 'fastify-plugin';
import type { TMailer } from './mailer.ts';
import { createOutbox } from './outbox.ts';
import { createSmtpMailer } from './smtp.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: TMailer;
  }
}

/** Mail through SMTP when SMTP_URL is set, else into the outbox (the dev module's page shows it). */
export const mailPlugin = fp(
  async (app) => {
    const { config } = app;
    app.decorate(
      'mailer',
      config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutbox(app.log),
    );
  },
  { name: 'mail' },
);
