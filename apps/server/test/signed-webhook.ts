import type { FastifyInstance } from 'fastify';
import { signPaystackBody } from '../src/payments/webhook-signature.ts';

/**
 * Posts an event to our Paystack webhook as Paystack does: JSON, signed with the app's secret
 * (HMAC-SHA512 of the exact bytes). Without vitest, so bench/ uses it too.
 */
export function postSignedWebhook(
  app: Pick<FastifyInstance, 'inject' | 'payments'>,
  event: object | string,
) {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/paystack',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signPaystackBody(app.payments.webhookSecret, body),
    },
    payload: body,
  });
}
