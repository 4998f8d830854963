import { addInterval, PLANS, type TPurchaseCode } from '@thinkbuild/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { paymentEvent, sandboxRecord, subscription } from '../src/db/schema.ts';
import { VERIFY_MAIL_SUBJECT } from '../src/modules/auth/verify-email.ts';
import { providerPlanName } from '../src/payments/provider.ts';
import type { TTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { postSignedWebhook } from './signed-webhook.ts';

/**
 * The env of a billing test app: the sandbox takes ZAR and USD; sign-ins are not rate-limited;
 * a refund is processed at once; tests of the pending state set their own
 * SANDBOX_REFUND_DELAY_MS and wait with `paymentsSandbox.settled()`.
 */
/** The learner's billing mail: not the verification link mailed at sign-up (decisions/034). */
export const billingMailsTo = (app: TTestApp, email: string) =>
  (app.mailer.list?.() ?? []).filter((m) => m.to === email && m.subject !== VERIFY_MAIL_SUBJECT);

export const SANDBOX_TEST_ENV = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  SANDBOX_CURRENCIES: 'ZAR,USD',
  SANDBOX_REFUND_DELAY_MS: '0',
};

/** A signed-in learner's calls to the billing API and the sandbox's browser pages. */
export function learnerClient(app: TTestApp, learner: { email: string; cookie: string }) {
  const headers = { cookie: learner.cookie, origin: ORIGIN };
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    subscribe: (plan: TPurchaseCode | string, email = learner.email) =>
      call('POST', '/api/subscription', { email, plan }),
    change: (plan: string) => call('POST', '/api/subscription/change', { plan }),
    cancel: () => call('POST', '/api/subscription/cancel', {}),
    resume: () => call('POST', '/api/subscription/resume', {}),
    customer: (email = learner.email) => call('GET', `/api/customer/${encodeURIComponent(email)}`),
    payment: (reference: string) => call('GET', `/api/payments/${reference}`),
    passQuote: (pass: string, coupon?: string) =>
      call(
        'GET',
        `/api/passes/quote?pass=${encodeURIComponent(pass)}${coupon ? `&coupon=${encodeURIComponent(coupon)}` : ''}`,
      ),
    buyPass: (pass: string, coupon?: string, channel?: string) =>
      call('POST', '/api/passes', {
        pass,
        ...(coupon ? { coupon } : {}),
        ...(channel ? { channel } : {}),
      }),
    me: () => call('GET', '/api/me'),
  };
}

/** A new learner on the free plan, signed in, with their billing client. */
export async function freeLearner(app: TTestApp) {
  const learner = await signInAs(app, 'free');
  return { ...learner, client: learnerClient(app, learner) };
}

/** Opens the sandbox checkout page the learner was sent to and presses Pay or Decline. */
export async function checkout(
  app: TTestApp,
  authorizationUrl: string,
  button: 'pay' | 'decline',
): Promise<string> {
  const path = new URL(authorizationUrl).pathname;
  const page = await app.inject({ url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('4081');
  const res = await app.inject({
    method: 'POST',
    url: `${path}/${button}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(res.statusCode).toBe(303);
  return String(res.headers.location);
}

/** Subscribes and pays in the sandbox; resolves when every webhook has been delivered. */
export async function subscribeAndPay(
  app: TTestApp,
  client: ReturnType<typeof learnerClient>,
  plan: TPurchaseCode,
) {
  const started = await client.subscribe(plan);
  expect(started.status).toBe(200);
  const back = await checkout(app, started.body.authorization_url, 'pay');
  await app.paymentsSandbox?.idle();
  return { reference: started.body.reference as string, back };
}

/**
 * A new learner who has subscribed and paid in the sandbox, with their billing client, the
 * checkout reference and the Paystack subscription code ('' for the offer, which has none).
 */
export async function subscribedLearner(app: TTestApp, plan: TPurchaseCode) {
  const learner = await freeLearner(app);
  const { reference } = await subscribeAndPay(app, learner.client, plan);
  const [row] = await app.db
    .select()
    .from(subscription)
    .where(eq(subscription.checkoutReference, reference));
  return { ...learner, reference, code: row?.providerSubscriptionCode ?? '' };
}

/**
 * Presses one of the sandbox's controls (renew-success, refund, end-period, …) for a
 * subscription code or transaction reference; resolves when its webhooks have been delivered.
 */
export async function sandboxControl(app: TTestApp, code: string, action: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/sandbox/paystack/control/${code}/${action}`,
    headers: { accept: 'application/json' },
  });
  expect(res.statusCode, action).toBe(200);
  await app.paymentsSandbox?.idle();
}

/** The expected next payment date after paying now, as the long US date the account shows. */
export const nextPaymentAfterNow = (interval: 'monthly' | 'annually') =>
  addInterval(new Date(), interval).toISOString().slice(0, 10);

/**
 * What Paystack itself holds for a customer (the sandbox's own records, through its API):
 * statuses of their subscriptions, by plan name.
 */
export async function atPaystack(app: TTestApp, email: string) {
  const res = await app.inject({
    url: `/sandbox/paystack/customer/${encodeURIComponent(email)}`,
    headers: { authorization: `Bearer ${app.payments.webhookSecret}` },
  });
  expect(res.statusCode).toBe(200);
  const subs = res.json().data.subscriptions as { status: string; plan: { name: string } }[];
  return {
    subscriptions: subs.map((s) => ({ plan: s.plan.name, status: s.status })),
    /** Subscriptions that will charge the card again. */
    charging: subs.filter((s) => s.status === 'active' || s.status === 'attention').length,
  };
}

/** Builder monthly at an older price (R250) on the Paystack account: answers its plan code. */
export async function olderBuilderPlan(app: TTestApp) {
  const older = await app.payments.client.createPlan({
    name: providerPlanName(PLANS.builderm),
    amount: 25_000,
    interval: 'monthly',
    currency: 'ZAR',
  });
  return older.plan_code;
}

/**
 * A learner on Builder monthly at an older price (R250), on a Paystack account that had that plan
 * before our plan sync: pro rata and refunds must use what this learner paid, not today's price.
 */
export async function learnerOnOlderBuilderPrice(app: TTestApp) {
  const older = await olderBuilderPlan(app);
  const learner = await signInAs(app, 'free');
  const client = learnerClient(app, learner);
  await app.paymentsSandbox?.subscribe(learner.email, older);
  expect((await client.me()).body.role).toBe('builder');
  return { learner, client };
}

/** The charge.dispute.create we stored for `reference`: the dispute's data. */
async function openedDispute(app: TTestApp, reference: string) {
  const [opened] = await app.db
    .select({ payload: paymentEvent.payload })
    .from(paymentEvent)
    .where(
      and(
        eq(paymentEvent.event, 'charge.dispute.create'),
        sql`${paymentEvent.payload}->'data'->'transaction'->>'reference' = ${reference}`,
      ),
    );
  if (!opened) throw new Error(`no dispute of ${reference} was recorded`);
  return (opened.payload as { data: Record<string, unknown> & { id: number } }).data;
}

/**
 * The sandbox page's Resolve dispute control for the dispute it opened on `reference`:
 * `declined` (the merchant won) or `merchant-accepted` (the customer won), as Paystack's
 * charge.dispute.resolve says; resolves when its webhook has been applied.
 */
export async function resolveDispute(
  app: TTestApp,
  reference: string,
  resolution: 'declined' | 'merchant-accepted',
) {
  const { id } = await openedDispute(app, reference);
  const outcome = resolution === 'declined' ? 'merchant-won' : 'customer-won';
  const res = await app.inject({
    method: 'POST',
    url: `/sandbox/paystack/dispute-control/${id}/${outcome}`,
    headers: { accept: 'application/json' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ status: 'resolved', resolution });
  await app.paymentsSandbox?.idle();
}

/**
 * A charge.dispute.resolve for `reference`'s dispute sent straight to our webhook, as a
 * redelivery or a late, contradicting event would come (the sandbox resolves a dispute once).
 */
export async function redeliverDisputeResolve(
  app: TTestApp,
  reference: string,
  resolution: 'declined' | 'merchant-accepted',
) {
  const data = await openedDispute(app, reference);
  const res = await postSignedWebhook(app, {
    event: 'charge.dispute.resolve',
    data: { ...data, status: 'resolved', resolution, resolvedAt: new Date().toISOString() },
  });
  expect(res.statusCode).toBe(200);
  await app.paymentsSandbox?.idle();
}

/** Everything Paystack (the sandbox) holds: any call that starts or moves money changes it. */
export const paystackState = async (app: TTestApp) =>
  JSON.stringify(
    await app.db
      .select()
      .from(sandboxRecord)
      .orderBy(asc(sandboxRecord.kind), asc(sandboxRecord.id)),
  );
