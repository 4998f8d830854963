import fp from 'fastify-plugin';
import { serverSecret } from '../config.ts';
import { trustedOrigins } from '../http/same-origin.ts';
import type { TPaymentProvider } from './provider.ts';
import { registerSandbox, type TSandbox } from './sandbox/index.ts';
import { createPayments } from './setup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: TPaymentProvider;
    /** The built-in Paystack emulator, when PAYMENT_PROVIDER=sandbox. */
    paymentsSandbox: TSandbox | null;
  }
}

/** Paystack, or the built-in sandbox and its pages outside production (payments/sandbox). */
export const paymentsPlugin = fp(
  async (app) => {
    const { config } = app;
    app.decorate('payments', createPayments(app, config, serverSecret(config)));
    app.decorate(
      'paymentsSandbox',
      config.paymentProvider === 'sandbox' && config.env !== 'production'
        ? await registerSandbox(app, {
            secretKey: app.payments.webhookSecret,
            publicUrl: config.publicUrl,
            trustedOrigins: trustedOrigins(config),
            currencies: config.sandboxCurrencies,
            refundDelayMs: config.sandboxRefundDelayMs,
            clientTimeoutMs: config.paystackTimeoutMs,
          })
        : null,
    );
  },
  { name: 'payments', dependencies: ['database'] },
);
