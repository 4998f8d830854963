import { describe, expect, it } from 'vitest';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import {
  atPaystack,
  billingMailsTo,
  SANDBOX_TEST_ENV,
  sandboxControl,
  subscribedLearner,
} from './billing-helpers.ts';

/** Refunds, disputes, failed renewals and expiring cards, through the sandbox's real events. */
let app: TTestApp;
withTestApp({ env: SANDBOX_TEST_ENV }, (built) => {
  app = built;
});

const subscribed = (plan: 'builderm' | 'starterm' | 'offer') => subscribedLearner(app, plan);
const control = (code: string, action: string) => sandboxControl(app, code, action);

const mailsTo = (email: string) => billingMailsTo(app, email);

describe('refunds and disputes take back exactly what the charge bought', () => {
  it('a refunded offer ends lifetime access', async () => {
    const { client, reference } = await subscribed('offer');
    expect((await client.me()).body.role).toBe('creator');
    await app.payments.client.refund({ transaction: reference });
    await app.paymentsSandbox?.idle();
    expect((await client.me()).body).toMatchObject({ role: 'free', lifetimeAccess: false });
  });

  it('a partial refund of the offer takes nothing; a dispute takes lifetime access', async () => {
    const { client, reference } = await subscribed('offer');
    await app.payments.client.refund({ transaction: reference, amount: 100 });
    await app.paymentsSandbox?.idle();
    expect((await client.me()).body.role).toBe('creator');
    await control(reference, 'dispute');
    expect((await client.me()).body).toMatchObject({ role: 'free', lifetimeAccess: false });
  });

  it('a refunded subscription payment ends that period now and stops the subscription', async () => {
    const { email, client, code } = await subscribed('builderm');
    await control(code, 'refund');
    expect((await client.me()).body.role).toBe('free');
    expect((await client.customer()).body.subscriptions[0].status).toBe('cancelled');
    expect((await atPaystack(app, email)).charging).toBe(0);
  });

  it('a disputed subscription payment ends that period now', async () => {
    const { email, client, code } = await subscribed('starterm');
    await control(code, 'dispute');
    expect((await client.me()).body.role).toBe('free');
    expect((await atPaystack(app, email)).charging).toBe(0);
  });

  it('a cancelled subscription keeps its paid time until a refund takes it back', async () => {
    const { client, code } = await subscribed('builderm');
    expect((await client.cancel()).status).toBe(200);
    await app.paymentsSandbox?.idle();
    expect((await client.me()).body.role).toBe('builder');
    await control(code, 'refund');
    expect((await client.me()).body.role).toBe('free');
  });
});

describe('failed renewals and expiring cards', () => {
  it('email the learner a link to update the card', async () => {
    const { email, code } = await subscribed('builderm');
    await control(code, 'renew-failure');
    // The newest mail; the one before it is the first payment's receipt.
    const [failed] = mailsTo(email);
    expect(failed?.subject).toBe('ThinkBuild: your payment did not go through');
    expect(failed?.text).toContain(
      'We could not renew your Builder (monthly) subscription with your card ending in 4081.',
    );
    expect(failed?.link).toBe('http://localhost:3000/account');
    await control(code, 'expiring-cards');
    expect(mailsTo(email).map((m) => m.subject)).toEqual([
      'ThinkBuild: your card expires soon',
      'ThinkBuild: your payment did not go through',
      'ThinkBuild receipt: R300 for Builder (monthly)',
    ]);
  });

  it('Update card opens Paystack’s page; the new card pays the next renewal', async () => {
    const { cookie, client, code } = await subscribed('starterm');
    await control(code, 'renew-failure');
    const res = await app.inject({
      method: 'POST',
      url: '/api/subscription/card',
      headers: { cookie, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    const path = new URL(res.json().link).pathname;
    const before = await app.inject({ url: path });
    expect(before.body).toContain('visa •••• 4081');
    const replaced = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(replaced.statusCode).toBe(303);
    const after = await app.inject({ url: String(replaced.headers.location) });
    expect(after.body).toContain('Your card was updated.');
    expect(after.body).toContain('mastercard •••• 2950');
    await control(code, 'renew-success');
    const view = (await client.customer()).body;
    expect(view.subscriptions[0].status).toBe('active');
    expect(view.authorizations[0]).toMatchObject({ last4: '2950', brand: 'mastercard' });
  });

  it('Update card is refused signed out or without a subscription', async () => {
    const out = await app.inject({
      method: 'POST',
      url: '/api/subscription/card',
      headers: { origin: ORIGIN },
    });
    expect(out.statusCode).toBe(401);
    const learner = await signInAs(app, 'free');
    const none = await app.inject({
      method: 'POST',
      url: '/api/subscription/card',
      headers: { cookie: learner.cookie, origin: ORIGIN },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('You have no subscription with a card to update');
  });
});
