import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { registerLocalOrAdminGuard } from '../../http/local-or-admin.ts';
import { signPaystackBody } from '../webhook-signature.ts';
import { registerSandboxApi } from './api-routes.ts';
import { createSandboxBank } from './bank.ts';
import { bankWaitingHtml, registerSandboxBankPages } from './bank-pages.ts';
import { createSandboxControls } from './controls.ts';
import { registerSandboxCustomerApi } from './customer-routes.ts';
import { disputesHtml, registerSandboxDisputeControls } from './dispute-controls.ts';
import { createSandboxDisputes } from './disputes.ts';
import { createSandboxEngine, type TSandboxEvent } from './engine.ts';
import { shapeEvent } from './event-shapes.ts';
import { createSandboxLevers, leversHtml, registerSandboxLevers } from './levers.ts';
import { registerSandboxManageApi, registerSandboxManagePage } from './manage.ts';
import { callbackTarget, registerSandboxPages } from './pages.ts';
import { registerSandboxRefundList } from './refund-list.ts';
import { createSandboxRefunds, registerSandboxRefundApi } from './refunds.ts';
import { registerSandboxTransactionList } from './transaction-list.ts';

/** The sandbox's secret key, derived from the server secret so it differs per install. */
export const sandboxSecretKey = (serverSecret: string) =>
  `sk_test_${createHmac('sha256', serverSecret).update('paystack-sandbox').digest('hex').slice(0, 40)}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type TSandbox = {
  /**
   * Resolves once every webhook the sandbox sent has been delivered and every job run, with
   * what came due meanwhile (refunds, renewals); a refund not yet due stays pending.
   */
  idle(): Promise<void>;
  /** idle(), after waiting for every pending refund to settle on its own (its delay passing). */
  settled(): Promise<void>;
  /** Starts a paid subscription for a customer with the test card, as a checkout would. */
  subscribe(email: string, providerPlanCode: string): Promise<void>;
};

/**
 * The built-in Paystack emulator (development and tests only; config.ts refuses it in
 * production). It answers the client at /sandbox/paystack and, like Paystack, sends signed
 * webhooks to our own endpoint after the request that caused them, in order, retrying a
 * delivery that does not get a 200.
 */
export async function registerSandbox(
  app: FastifyInstance,
  options: {
    secretKey: string;
    publicUrl: string;
    currencies: readonly string[];
    trustedOrigins: readonly string[];
    /** A refund settles this long after it is made (SANDBOX_REFUND_DELAY_MS). */
    refundDelayMs: number;
    /** The Paystack client's time limit: an answer armed to time out is held longer. */
    clientTimeoutMs: number;
  },
): Promise<TSandbox> {
  let queue: Promise<void> = Promise.resolve();

  const deliver = async (event: TSandboxEvent) => {
    const body = JSON.stringify({ event: event.event, data: shapeEvent(event.event, event.data) });
    const headers = {
      'content-type': 'application/json',
      'x-paystack-signature': signPaystackBody(options.secretKey, body),
      'user-agent': 'Paystack sandbox',
    };
    for (let attempt = 1; attempt <= 4; attempt++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/webhooks/paystack',
        headers,
        payload: body,
      });
      if (res.statusCode === 200) return;
      app.log.warn({ event: event.event, status: res.statusCode }, 'sandbox webhook not accepted');
      await sleep(250 * attempt);
    }
  };

  const engine = createSandboxEngine({
    db: app.db,
    emit: (event) => {
      queue = queue
        .then(() => deliver(event))
        .catch((error: unknown) => app.log.error({ err: error }, 'sandbox webhook failed'));
    },
  });

  const refunds = createSandboxRefunds(engine, {
    delayMs: options.refundDelayMs,
    // A refund came due: settle it after what is already queued.
    wake: () => {
      queue = queue
        .then(() => refunds.settleDue())
        .then(() => undefined)
        .catch((error: unknown) => app.log.error({ err: error }, 'sandbox refund failed'));
    },
  });
  const levers = createSandboxLevers();
  const bank = createSandboxBank(engine);
  const controls = createSandboxControls(engine);
  const disputes = createSandboxDisputes(engine);
  // Paystack's schedule: a subscription is charged when its payment date comes.
  const renewals = setInterval(() => {
    queue = queue
      .then(() => controls.renewDue())
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'sandbox renewal failed'));
  }, 60_000);
  renewals.unref();
  app.addHook('onClose', async () => clearInterval(renewals));
  await app.register(async (api) => {
    registerSandboxApi(api, {
      engine,
      ...options,
      levers,
      timeoutAnswerMs: options.clientTimeoutMs + 1000,
    });
    registerSandboxCustomerApi(api, engine);
    registerSandboxRefundApi(api, refunds);
    registerSandboxRefundList(api, engine);
    registerSandboxTransactionList(api, engine);
    registerSandboxManageApi(api, { engine, publicUrl: options.publicUrl });
  });
  await app.register(async (pages) => {
    // The list and its time controls: this machine or an admin. A checkout and a card-update page
    // stay open to the learner holding their unguessable link, as Paystack's hosted pages are.
    registerLocalOrAdminGuard(pages, options.trustedOrigins, (request) =>
      /^\/sandbox\/paystack\/(checkout|manage)\//.test(request.url),
    );
    registerSandboxPages(
      pages,
      engine,
      controls,
      refunds,
      disputes,
      async () =>
        `${await bankWaitingHtml(bank)}${await leversHtml(engine, levers, refunds)}${await disputesHtml(disputes)}`,
    );
    registerSandboxBankPages(pages, engine, bank, callbackTarget);
    registerSandboxLevers(pages, levers, refunds);
    registerSandboxDisputeControls(pages, disputes);
    registerSandboxManagePage(pages, engine);
  });

  // Webhooks queue jobs, and jobs call the sandbox, which sends more webhooks, and refunds and
  // renewals come due: all must be done. A refund not yet due (SANDBOX_REFUND_DELAY_MS) stays
  // pending.
  const idle = async () => {
    let seen: Promise<void> | undefined;
    for (;;) {
      while (seen !== queue) {
        seen = queue;
        await seen;
      }
      const settled = await refunds.settleDue();
      const renewed = await controls.renewDue();
      const ran = await app.jobs.runDue();
      if (ran === 0 && settled === 0 && renewed === 0 && seen === queue) return;
    }
  };
  const settled = async () => {
    await idle();
    for (
      let wait = await refunds.nextDueInMs();
      wait !== null;
      wait = await refunds.nextDueInMs()
    ) {
      await sleep(Math.max(wait, 0) + 5);
      await idle();
    }
  };
  // On the way down the database may already be gone (a health check's test closes it): what
  // is left stays queued for the next start, so a failure here is only worth a line in the log.
  app.addHook('preClose', async () => {
    await idle().catch((error: unknown) =>
      app.log.warn({ err: error }, 'sandbox: work left for the next start'),
    );
  });
  return {
    idle,
    settled,
    subscribe: async (email, providerPlanCode) => {
      await engine.subscribe({ customer: email, plan: providerPlanCode });
      await idle();
    },
  };
}
