import { RESUME_MESSAGES } from '@thinkbuild/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxRecord, subscription, user } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN } from './auth-helpers.ts';
import { atPaystack, freeLearner, SANDBOX_TEST_ENV, subscribedLearner } from './billing-helpers.ts';
import { postSignedWebhook } from './signed-webhook.ts';

/**
 * Resume (issue 38): after a cancel, until the paid period ends, POST /api/subscription/resume
 * enables the subscription at Paystack with its email token. Same renewal date, nothing charged
 * now, on both sides; refused when there is nothing to resume. Real client and sandbox; webhooks
 * are applied only when the test lets the queue run (idle), which is how they arrive late.
 */
let app: TTestApp;
withTestApp({ env: { ...SANDBOX_TEST_ENV } }, (built) => {
  app = built;
});

const charges = async () =>
  (await app.db.select().from(sandboxRecord)).filter((r) => r.kind === 'transaction').length;

const ourRow = async (code: string) =>
  (
    await app.db.select().from(subscription).where(eq(subscription.providerSubscriptionCode, code))
  )[0];

/**
 * Our row and Paystack's subscription agree: the same status, and the same next renewal (Paystack
 * shows none while a subscription will not renew; ours keeps the end of the paid period).
 */
async function bothSides(code: string, status: 'active' | 'non-renewing', renewsOn: Date) {
  const ours = await ourRow(code);
  const theirs = await app.payments.client.fetchSubscription(code);
  expect({ ours: ours?.status, theirs: theirs.status }).toEqual({ ours: status, theirs: status });
  expect(ours?.nextPaymentDate?.toISOString()).toBe(renewsOn.toISOString());
  if (status === 'active') expect(theirs.next_payment_date).toBe(renewsOn.toISOString());
}

/** A learner on `plan` who has just cancelled (its not_renew applied), with the renewal date. */
async function cancelledLearner(plan: 'builderm' | 'creatora' = 'builderm') {
  const learner = await subscribedLearner(app, plan);
  const renewsOn = (await ourRow(learner.code))?.nextPaymentDate as Date;
  expect((await learner.client.cancel()).status).toBe(200);
  await app.paymentsSandbox?.idle();
  await bothSides(learner.code, 'non-renewing', renewsOn);
  return { ...learner, renewsOn };
}

const resumeWithKey = (cookie: string, key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/subscription/resume',
    headers: { cookie, origin: ORIGIN, 'idempotency-key': key },
    payload: {},
  });

describe('resume after a cancel', () => {
  it('renews again on the same date, charging nothing, on both sides', async () => {
    const { email, client, code, renewsOn } = await cancelledLearner();
    const before = await charges();
    const resumed = await client.resume();
    expect(resumed.status).toBe(200);
    expect(resumed.body).toEqual({
      success: true,
      message: expect.stringMatching(
        /^Your Builder \(monthly\) subscription is resumed\. It renews on .+, as before; nothing is charged now\.$/,
      ),
    });
    await app.paymentsSandbox?.idle();
    await bothSides(code, 'active', renewsOn);
    expect(await charges()).toBe(before);
    expect(await atPaystack(app, email)).toMatchObject({ charging: 1 });
    const view = (await client.customer()).body.subscriptions[0];
    expect(view).toMatchObject({ plan: 'builderm', status: 'active', access_until: null });
    expect(view.next_payment_date).toBe(renewsOn.toISOString());
    expect((await client.me()).body.role).toBe('builder');
  });

  it('is idempotent: the same request again gets the same answer and enables nothing twice', async () => {
    const { cookie, client, code, renewsOn } = await cancelledLearner('creatora');
    const enable = app.payments.client.enableSubscription;
    let enabled = 0;
    app.payments.client.enableSubscription = (input) => {
      enabled += 1;
      return enable(input);
    };
    try {
      const first = await resumeWithKey(cookie, 'resume-key-0001');
      const again = await resumeWithKey(cookie, 'resume-key-0001');
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(enabled).toBe(1);
    } finally {
      app.payments.client.enableSubscription = enable;
    }
    // A new request once it renews: nothing left to resume.
    const later = await client.resume();
    expect(later.status).toBe(409);
    expect(later.body.message).toBe(RESUME_MESSAGES.notCancelled);
    await app.paymentsSandbox?.idle();
    await bothSides(code, 'active', renewsOn);
  });
});

describe('resume refused', () => {
  it('after the paid period ended: 409 saying when, Paystack untouched', async () => {
    const { client, code } = await cancelledLearner();
    const ended = new Date(Date.now() - 60_000);
    await app.db
      .update(subscription)
      .set({ nextPaymentDate: ended })
      .where(eq(subscription.providerSubscriptionCode, code));
    const before = await charges();
    const refused = await client.resume();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^Your paid period ended on .+, so there is nothing to resume\. Choose a plan to subscribe again\.$/,
    );
    expect((await app.payments.client.fetchSubscription(code)).status).toBe('non-renewing');
    expect((await ourRow(code))?.status).toBe('non-renewing');
    expect(await charges()).toBe(before);
  });

  it('without a cancel, or without any subscription: 409', async () => {
    const { client, code } = await subscribedLearner(app, 'builderm');
    const renewing = await client.resume();
    expect(renewing.status).toBe(409);
    expect(renewing.body.message).toBe(RESUME_MESSAGES.notCancelled);
    expect((await ourRow(code))?.status).toBe('active');
    const free = await freeLearner(app);
    const nothing = await free.client.resume();
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(RESUME_MESSAGES.nothing);
  });

  it('signed out: 401', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/subscription/resume',
      headers: { origin: ORIGIN },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });

  it('once Paystack has ended it (its webhook still on the way): 409, nothing enabled', async () => {
    const { client, code } = await cancelledLearner();
    await app.paymentsSandbox?.idle();
    const fetch = app.payments.client.fetchSubscription;
    app.payments.client.fetchSubscription = async (c) => ({
      ...(await fetch(c)),
      status: 'complete',
    });
    try {
      const refused = await client.resume();
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(RESUME_MESSAGES.endedAtPaystack);
    } finally {
      app.payments.client.fetchSubscription = fetch;
    }
    expect((await app.payments.client.fetchSubscription(code)).status).toBe('non-renewing');
  });
});

describe('resume and late webhooks', () => {
  /** The subscription.disable Paystack may send beside not_renew on a cancel ("complete"). */
  async function sendEnded(code: string, event: 'subscription.disable' | 'subscription.not_renew') {
    const remote = await app.payments.client.fetchSubscription(code);
    const status = event === 'subscription.disable' ? 'complete' : 'non-renewing';
    const res = await postSignedWebhook(app, { event, data: { ...remote, status } });
    expect(res.statusCode).toBe(200);
  }

  it('not_renew and disable arriving after a resume leave it renewing', async () => {
    const learner = await subscribedLearner(app, 'builderm');
    const renewsOn = (await ourRow(learner.code))?.nextPaymentDate as Date;
    // Cancel then resume at once: the cancel's not_renew is still queued.
    expect((await learner.client.cancel()).status).toBe(200);
    expect((await learner.client.resume()).status).toBe(200);
    await sendEnded(learner.code, 'subscription.not_renew');
    await sendEnded(learner.code, 'subscription.disable');
    await app.paymentsSandbox?.idle();
    await bothSides(learner.code, 'active', renewsOn);
    expect((await learner.client.me()).body.role).toBe('builder');
  });

  it('a not_renew whose Paystack answer predates the resume does not undo it', async () => {
    const { client, code, renewsOn } = await cancelledLearner();
    await sendEnded(code, 'subscription.not_renew');
    // The webhook's job asks Paystack (non-renewing), and the learner resumes before it writes.
    const fetch = app.payments.client.fetchSubscription;
    let raced = false;
    app.payments.client.fetchSubscription = async (c) => {
      const answer = await fetch(c);
      if (!raced) {
        raced = true;
        expect((await client.resume()).status).toBe(200);
      }
      return answer;
    };
    try {
      await app.paymentsSandbox?.idle();
    } finally {
      app.payments.client.fetchSubscription = fetch;
    }
    expect(raced).toBe(true);
    await bothSides(code, 'active', renewsOn);
  });
});

describe('undoing a scheduled change asks Paystack first', () => {
  /** Builder monthly with a change to Starter monthly scheduled, stopped at Paystack already. */
  async function scheduledStoppedAtPaystack() {
    const learner = await subscribedLearner(app, 'builderm');
    expect((await learner.client.change('starterm')).status).toBe(200);
    await app.paymentsSandbox?.idle();
    const [scheduled] = await app.db
      .select({ code: subscription.providerSubscriptionCode })
      .from(subscription)
      .innerJoin(user, eq(user.id, subscription.userId))
      .where(and(eq(user.email, learner.email), eq(subscription.planCode, 'starterm')));
    const code = scheduled?.code ?? '';
    const token = (await app.payments.client.fetchSubscription(code)).email_token ?? '';
    // Stopped from Paystack's own email link; its webhook is still on the way.
    await app.payments.client.disableSubscription({ code, token });
    return learner;
  }

  it('a cancel follows Paystack instead of failing on its "already inactive"', async () => {
    const { email, client } = await scheduledStoppedAtPaystack();
    const cancelled = await client.cancel();
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatch(/^Your subscription will not renew\. You keep access/);
    await app.paymentsSandbox?.idle();
    expect((await atPaystack(app, email)).charging).toBe(0);
    const view = (await client.customer()).body.subscriptions[0];
    expect(view).toMatchObject({ plan: 'builderm', status: 'non-renewing', starts_on: null });
    expect((await client.me()).body.role).toBe('builder');
  });

  it('keeping the held plan renews it, with one subscription charging', async () => {
    const { email, client, code } = await scheduledStoppedAtPaystack();
    const before = await charges();
    const kept = await client.change('builderm');
    expect(kept.status).toBe(200);
    await app.paymentsSandbox?.idle();
    expect(await charges()).toBe(before);
    const paystack = await atPaystack(app, email);
    expect(paystack.charging).toBe(1);
    expect((await app.payments.client.fetchSubscription(code)).status).toBe('active');
    const view = (await client.customer()).body.subscriptions[0];
    expect(view).toMatchObject({ plan: 'builderm', status: 'active', starts_on: null });
  });
});
