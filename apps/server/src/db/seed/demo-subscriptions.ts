import { addInterval, PLANS, type TRole } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { subscription, user } from '../schema.ts';

/**
 * Gives the demo tier accounts their monthly subscription. With the sandbox it is a real one:
 * the sandbox charges the test card and sends the webhooks, so change and cancel work on the
 * demo accounts exactly as for a learner who paid. With real Paystack (outside production) the
 * row is local only, as no card exists to charge.
 */
export async function subscribeDemoAccounts(
  app: FastifyInstance,
  created: readonly { email: string; role: TRole }[],
) {
  for (const { email, role } of created) {
    if (role !== 'starter' && role !== 'builder' && role !== 'creator') continue;
    const plan = PLANS[`${role}m`];
    if (app.paymentsSandbox) {
      await app.paymentsSandbox.subscribe(email, await app.payments.providerPlanCode(plan.code));
      continue;
    }
    const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!row) continue;
    await app.db.insert(subscription).values({
      userId: row.id,
      planCode: plan.code,
      tier: plan.tier,
      interval: plan.interval,
      status: 'active',
      nextPaymentDate: addInterval(new Date(), plan.interval),
    });
  }
}
