import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.ts';
import { injectFetch } from './inject-fetch.ts';
import { createPaystackClient } from './paystack-client.ts';
import { createPaymentProvider } from './provider.ts';
import { sandboxSecretKey } from './sandbox/index.ts';

/** Paystack itself, or the same client talking to the built-in sandbox in this process. */
export function createPayments(app: FastifyInstance, config: TConfig, serverSecret: string) {
  if (config.paymentProvider === 'paystack') {
    const secretKey = config.paystackSecretKey;
    if (!secretKey) throw new Error('PAYSTACK_SECRET_KEY is required (config.ts checks it)');
    return createPaymentProvider({
      name: 'paystack',
      webhookSecret: secretKey,
      withLock: planSyncLock(app),
      client: createPaystackClient({
        secretKey,
        baseUrl: config.paystackBaseUrl,
        timeoutMs: config.paystackTimeoutMs,
      }),
    });
  }
  const secretKey = sandboxSecretKey(serverSecret);
  return createPaymentProvider({
    name: 'sandbox',
    webhookSecret: secretKey,
    withLock: planSyncLock(app),
    client: createPaystackClient({
      secretKey,
      baseUrl: `${config.publicUrl}/sandbox/paystack`,
      timeoutMs: config.paystackTimeoutMs,
      fetch: injectFetch(app),
    }),
  });
}

/**
 * Plan sync runs under the database's lock (`database.withLock`: a PostgreSQL advisory lock on
 * a connection of its own, an in-memory queue on PGlite, whose one connection must stay free
 * for the in-process sandbox), so servers starting together create each missing plan once.
 */
export function planSyncLock(app: FastifyInstance) {
  return <T>(fn: () => Promise<T>): Promise<T> => app.database.withLock('thinkbuild:plan-sync', fn);
}
