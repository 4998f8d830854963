import { PAYMENT_RECORD_RETENTION_YEARS } from '@thinkbuild/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingHealing, billingRefund, checkout, job, user } from '../src/db/schema.ts';
import { purgeErasedPaymentsJob } from '../src/modules/account/jobs.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';

// A deleted account's payment records are kept, unlinked, while the law requires them
// (decisions/021), and purged by a daily job once PAYMENT_RECORD_RETENTION_YEARS have passed.
let app: TTestApp;
let liveUserId: string;
beforeAll(async () => {
  app = await buildTestApp();
  const { email } = await signInAs(app, 'free');
  const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  liveUserId = row?.id ?? '';
});
afterAll(() => app.cleanup());

/** A moment `days` days either side of the retention period's end, on the database's clock. */
const aroundCutoff = (days: number) =>
  sql`now() - make_interval(years => ${PAYMENT_RECORD_RETENTION_YEARS}, days => ${-days})`;
const PAST = aroundCutoff(-1);
const WITHIN = aroundCutoff(1);

async function addCheckout(reference: string, userId: string | null, changed: typeof PAST) {
  await app.db.insert(checkout).values({
    reference,
    userId,
    purchase: 'builderm',
    amount: 15000,
    currency: 'ZAR',
    status: 'success',
    createdAt: changed,
    updatedAt: changed,
  });
}

async function addRefund(transactionReference: string, changed: typeof PAST) {
  await app.db.insert(billingRefund).values({
    kind: 'refund',
    transactionReference,
    userId: null,
    amount: 15000,
    currency: 'ZAR',
    status: 'processed',
    createdAt: changed,
    updatedAt: changed,
  });
}

async function addHealing(key: string, changed: typeof PAST) {
  await app.db.insert(billingHealing).values({
    key,
    kind: 'charge',
    userId: null,
    subject: key,
    before: 'not recorded',
    after: 'recorded',
    createdAt: changed,
  });
}

const pendingPurges = () =>
  app.db
    .select({ runAt: job.runAt, dedupeKey: job.dedupeKey })
    .from(job)
    .where(and(eq(job.type, purgeErasedPaymentsJob.type), eq(job.status, 'pending')));

describe('purging the payment records of deleted accounts', () => {
  it('is queued daily from the start, at 02:00 UTC', async () => {
    const [next, ...more] = await pendingPurges();
    expect(more).toEqual([]);
    expect(next?.runAt.getUTCHours()).toBe(2);
    expect(next?.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(next?.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 86_400_000);
  });

  it('deletes records past the retention period and keeps younger and linked ones', async () => {
    await addCheckout('tb-erased-old', null, PAST);
    await addCheckout('tb-erased-young', null, WITHIN);
    await addCheckout('tb-linked-old', liveUserId, aroundCutoff(-365 * 3));
    await addRefund('tb-erased-old', PAST);
    await addRefund('tb-erased-young', WITHIN);
    await addHealing('charge:tb-erased-old', PAST);
    await addHealing('charge:tb-erased-young', WITHIN);

    // The coming run, now rather than at 02:00; its day's key is freed so that the run can
    // queue the next one for that same day, as a run at 02:00 queues tomorrow's.
    await app.db
      .update(job)
      .set({ runAt: sql`now()`, dedupeKey: null })
      .where(eq(job.type, purgeErasedPaymentsJob.type));
    await app.jobs.runDue();

    const references = await app.db.select({ reference: checkout.reference }).from(checkout);
    expect(references.map((r) => r.reference).sort()).toEqual(['tb-erased-young', 'tb-linked-old']);
    const refunds = await app.db.select().from(billingRefund);
    expect(refunds.map((r) => r.transactionReference)).toEqual(['tb-erased-young']);
    const healings = await app.db.select().from(billingHealing);
    expect(healings.map((h) => h.key)).toEqual(['charge:tb-erased-young']);

    // The run succeeded and queued the next day's.
    const runs = await app.db
      .select({ status: job.status, lastError: job.lastError })
      .from(job)
      .where(eq(job.type, purgeErasedPaymentsJob.type));
    expect(runs).toContainEqual({ status: 'done', lastError: null });
    const [next] = await pendingPurges();
    expect(next?.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});
