import { PLANS } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxRecord, subscription } from '../src/db/schema.ts';
import { createPaymentProvider, providerPlanName } from '../src/payments/provider.ts';
import type { TPlanRecord } from '../src/payments/sandbox/records.ts';
import { planSyncLock } from '../src/payments/setup.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { learnerClient, olderBuilderPlan } from './billing-helpers.ts';

/** Start-up plan sync against the sandbox's paged plan list, with the real client. */
let app: TTestApp;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, (built) => {
  app = built;
});

const planRecords = async () =>
  (await app.db.select().from(sandboxRecord).where(eq(sandboxRecord.kind, 'plan'))).map(
    (r) => r.data as unknown as TPlanRecord,
  );
const ours = async () =>
  (await planRecords()).filter((p) => p.name.startsWith('ThinkBuild ') && !p.is_archived);
/**
 * Another server: its own provider on the same Paystack account and database (on PostgreSQL
 * the lock is the database's advisory lock; on PGlite, one process, an in-memory queue).
 */
let lock: ReturnType<typeof planSyncLock> | undefined;
const server = () => {
  lock ??= planSyncLock(app);
  return createPaymentProvider({
    name: 'sandbox',
    webhookSecret: app.payments.webhookSecret,
    client: app.payments.client,
    withLock: lock,
  });
};

describe('plan sync', () => {
  it('keeps subscribers on an older price renewing at that price', async () => {
    // Before any sync: Builder monthly was once R250 on this Paystack account.
    const older = await olderBuilderPlan(app);
    const learner = await signInAs(app, 'free');
    await app.paymentsSandbox?.subscribe(learner.email, older);
    const [row] = await app.db
      .select()
      .from(subscription)
      .where(eq(subscription.planCode, 'builderm'));
    expect(row?.status).toBe('active');
    const res = await app.inject({
      method: 'POST',
      url: `/sandbox/paystack/control/${row?.providerSubscriptionCode}/renew-success`,
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    await app.paymentsSandbox?.idle();
    const view = (await learnerClient(app, learner).customer()).body.subscriptions[0];
    expect(view).toMatchObject({ plan: 'builderm', status: 'active' });
    expect((await learnerClient(app, learner).me()).body.role).toBe('builder');
    // New subscribers get today's price: the R250 plan is not used for them.
    expect(await app.payments.providerPlanCode('builderm')).not.toBe(older);
  });

  it('reads every page of the plan list and creates nothing twice', async () => {
    for (let i = 0; i < 55; i++) {
      await app.payments.client.createPlan({
        name: `Someone else's plan ${i}`,
        amount: 1000 + i,
        interval: 'monthly',
        currency: 'ZAR',
      });
    }
    const before = await ours();
    expect(before).toHaveLength(7); // six plans and the older Builder price
    expect((await planRecords()).length).toBeGreaterThan(50);
    await server().ensurePlans();
    expect(await ours()).toHaveLength(7);
  });

  it('two servers starting together create each missing plan once', async () => {
    // Archive today's Builder monthly on the dashboard: both servers find it missing.
    const [builder] = (await ours()).filter(
      (p) => p.name === providerPlanName(PLANS.builderm) && p.amount === PLANS.builderm.amount,
    );
    await app.db
      .update(sandboxRecord)
      .set({ data: { ...builder, is_archived: true } })
      .where(eq(sandboxRecord.id, builder?.plan_code ?? ''));
    const [a, b] = [server(), server()];
    await Promise.all([a.ensurePlans(), b.ensurePlans()]);
    const builders = (await ours()).filter(
      (p) => p.name === providerPlanName(PLANS.builderm) && p.amount === PLANS.builderm.amount,
    );
    expect(builders).toHaveLength(1);
    expect(builders[0]?.plan_code).not.toBe(builder?.plan_code);
    expect(await a.providerPlanCode('builderm')).toBe(builders[0]?.plan_code);
    expect(await b.providerPlanCode('builderm')).toBe(builders[0]?.plan_code);
  });
});
