import { PLANS } from '@thinkbuild/core';
import { describe, expect, it } from 'vitest';
import { adminGet } from './admin-billing-fixture.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import {
  atPaystack,
  SANDBOX_TEST_ENV,
  sandboxControl,
  subscribedLearner,
} from './billing-helpers.ts';

/**
 * The payments ledger (CSV) labels each row by what the payment was, and a payment refunded in
 * full and disputed is subtracted once. Real client and sandbox; Paystack's side is read through
 * its API (List Transactions, List Refunds, Fetch Customer).
 */
let app: TTestApp;
let admin: string;
withTestApp({ env: { ...SANDBOX_TEST_ENV } }, async (built) => {
  app = built;
  admin = (await signInAs(app, 'admin')).cookie;
});

/** The ledger rows of one learner: [type, status, plan, amount, reference]. */
async function ledgerOf(email: string) {
  const res = await adminGet(app, '/api/admin/billing/payments.csv', admin);
  expect(res.statusCode).toBe(200);
  return res.body
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(','))
    .filter((c) => c[3] === email)
    .map((c) => [c[1], c[2], c[4], c[5], c[7]]);
}

const rand = (amount: number) => (amount / 100).toFixed(2);

describe('the ledger’s labels', () => {
  it('first payment, renewal, upgrade charge, refund, and a renewal after the end', async () => {
    const since = new Date(Date.now() - 60_000);
    const { email, client, code, reference } = await subscribedLearner(app, 'builderm');
    await sandboxControl(app, code, 'renew-success');
    expect((await client.change('creatorm')).status).toBe(200);
    // The old plan's renewal date arrives before its stop reaches Paystack.
    const raced = await app.inject({
      method: 'POST',
      url: `/sandbox/paystack/control/${code}/renew-success`,
      headers: { accept: 'application/json' },
    });
    expect(raced.statusCode).toBe(200);
    await app.paymentsSandbox?.idle();

    // Paystack: four charges, the last renewal refunded in full, one subscription charging.
    const charges = (await app.payments.client.listSuccessfulTransactions(since))
      .filter((t) => t.customer.email === email)
      .sort((a, b) => Date.parse(a.paid_at ?? '') - Date.parse(b.paid_at ?? ''));
    expect(charges.map((c) => c.amount)).toEqual([
      PLANS.builderm.amount,
      PLANS.builderm.amount,
      PLANS.creatorm.amount,
      PLANS.builderm.amount,
    ]);
    const [, renewal, upgrade, afterEnd] = charges.map((c) => c.reference);
    const refunds = (await app.payments.client.listRefunds()).filter(
      (r) => r.transaction_reference === afterEnd,
    );
    expect(refunds.map((r) => r.status)).toEqual(['processed']);
    expect((await atPaystack(app, email)).charging).toBe(1);

    const rows = await ledgerOf(email);
    const builder = 'Builder monthly (builderm)';
    const creator = 'Creator monthly (creatorm)';
    expect(rows.filter((r) => r[0] !== 'Refund')).toEqual([
      ['First payment', 'success', builder, rand(PLANS.builderm.amount), reference],
      ['Renewal', 'success', builder, rand(PLANS.builderm.amount), renewal],
      ['Upgrade', 'success', creator, rand(PLANS.creatorm.amount), upgrade],
      ['Renewal after end', 'success', builder, rand(PLANS.builderm.amount), afterEnd],
    ]);
    expect(rows.filter((r) => r[0] === 'Refund' && r[4] === afterEnd)).toEqual([
      ['Refund', 'processed', builder, `-${rand(PLANS.builderm.amount)}`, afterEnd],
    ]);
  });

  it('the offer, refunded in full and disputed, is subtracted once', async () => {
    const { email, reference } = await subscribedLearner(app, 'offer');
    await sandboxControl(app, reference, 'dispute');
    await app.payments.client.refund({ transaction: reference });
    await app.paymentsSandbox?.idle();
    const refunded = (await app.payments.client.listRefunds()).filter(
      (r) => r.transaction_reference === reference,
    );
    expect(refunded.map((r) => [r.amount, r.status])).toEqual([
      [app.config.offer.amount, 'processed'],
    ]);

    const rows = await ledgerOf(email);
    expect(rows.map((r) => r[0])).toEqual(['Offer', 'Dispute', 'Refund']);
    const net = rows.reduce((sum, r) => sum + Math.round(Number(r[3]) * 100), 0);
    expect(net).toBe(0);
  });
});
