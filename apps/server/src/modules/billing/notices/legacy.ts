import type { FastifyInstance } from 'fastify';
import { cardEmailJob, duplicateEmailJob, withHandler } from '../jobs/index.ts';
import { findCheckout, findSubscriptionById, withUserLock } from '../shared/index.ts';
import { notifyLearner } from './notify.ts';

/*
 * The two emails billing sent before notices (a duplicate payment refunded, a card problem) had
 * jobs of their own. Nothing queues them now; one still waiting from before is turned into its
 * notice, so it is told the one way (and listed on /account) rather than lost.
 */

async function duplicateNotice(app: FastifyInstance, reference: string) {
  const co = await findCheckout(app.db, reference);
  if (!co?.userId) return;
  const userId = co.userId;
  await withUserLock(app.db, userId, (tx) =>
    notifyLearner(tx, {
      userId,
      key: `duplicate-refund:${reference}`,
      kind: 'duplicate-refund',
      reference,
      purchase: co.purchase,
      amount: co.amount,
      currency: co.currency,
    }),
  );
}

async function cardNotice(app: FastifyInstance, id: string, reason: 'failed' | 'expiring') {
  const sub = await findSubscriptionById(app.db, id);
  if (!sub) return;
  await withUserLock(app.db, sub.userId, (tx) =>
    notifyLearner(tx, {
      userId: sub.userId,
      key: `card-problem:${reason}:${id}:${new Date().toISOString().slice(0, 10)}`,
      kind: 'card-problem',
      purchase: sub.planCode,
      cardLast4: sub.cardLast4,
      reason,
    }),
  );
}

export const legacyEmailJobs = [
  withHandler(duplicateEmailJob, ({ reference }, { app }) => duplicateNotice(app, reference)),
  withHandler(cardEmailJob, ({ subscriptionId, reason }, { app }) =>
    cardNotice(app, subscriptionId, reason),
  ),
];
