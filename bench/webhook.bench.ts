// How fast the Paystack webhook answers (decisions/006: "answers 200 fast"), processing included:
// a first charge.success that starts a subscription, and a redelivery of the same event.
// In-process (app.inject) on PGlite. Run: node --import tsx bench/webhook.bench.ts
import { PLANS } from '@thinkbuild/core';
import { checkout, user } from '../apps/server/src/db/schema.ts';
import { postSignedWebhook } from '../apps/server/test/signed-webhook.ts';
import { openBenchApp } from './bench-app.ts';

const EVENTS = 300;
const { app, database, close } = await openBenchApp();

const plan = PLANS.builderm;
const bodies: string[] = [];
for (let i = 0; i < EVENTS; i++) {
  const id = `bench-user-${i}`;
  const email = `bench-${i}@example.com`;
  await database.db.insert(user).values({ id, email });
  await database.db.insert(checkout).values({
    reference: `bench-ref-${i}`,
    userId: id,
    purchase: plan.code,
    amount: plan.amount,
    currency: plan.currency,
  });
  bodies.push(
    JSON.stringify({
      event: 'charge.success',
      data: {
        status: 'success',
        reference: `bench-ref-${i}`,
        amount: plan.amount,
        currency: 'ZAR',
        paid_at: new Date().toISOString(),
        customer: { email, customer_code: `CUS_${i}` },
        authorization: { authorization_code: `AUTH_${i}`, last4: '4081', brand: 'visa' },
        plan: {},
      },
    }),
  );
}

async function deliver(body: string) {
  const started = performance.now();
  const res = await postSignedWebhook(app, body);
  if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode}`);
  return performance.now() - started;
}

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`;
};

const first = [];
for (const body of bodies) first.push(await deliver(body));
const again = [];
for (const body of bodies) again.push(await deliver(body));
console.log(`charge.success that starts a subscription (${EVENTS}): ${stats(first)}`);
console.log(`the same events redelivered (${EVENTS}): ${stats(again)}`);

await close();
