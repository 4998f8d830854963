import { sql } from 'drizzle-orm';
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
 * Plan sync runs under a PostgreSQL advisory lock, so servers starting together create each
 * missing plan once. PGlite belongs to one process (and its single connection must stay free
 * for the in-process sandbox), so there syncs simply queue in memory.
 */
export function planSyncLock(app: FastifyInstance) {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    if (app.database.kind === 'postgres') {
      return app.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('paystack-plan-sync'))`);
        return fn();
      });
    }
    const run = queue.then(fn, fn);
    queue = run.catch(() => {});
    return run;
  };
}
