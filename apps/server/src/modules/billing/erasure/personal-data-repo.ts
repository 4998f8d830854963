import { desc, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import {
  billingHealing,
  billingIdempotency,
  billingNotice,
  billingRefund,
  checkout,
  paymentAuthorization,
  subscription,
} from '../../../db/schema.ts';

/**
 * Every billing record of one learner: subscriptions, payments, cards, refunds, the answers kept
 * for their repeated requests (Idempotency-Key), the repairs reconciliation made to their
 * records, and the billing messages sent to them (notices).
 */
export function listBillingRecordsOf(db: TDb, userId: string) {
  return Promise.all([
    db
      .select()
      .from(subscription)
      .where(eq(subscription.userId, userId))
      .orderBy(desc(subscription.createdAt)),
    db.select().from(checkout).where(eq(checkout.userId, userId)).orderBy(desc(checkout.createdAt)),
    db.select().from(paymentAuthorization).where(eq(paymentAuthorization.userId, userId)),
    db.select().from(billingRefund).where(eq(billingRefund.userId, userId)),
    db.select().from(billingIdempotency).where(eq(billingIdempotency.userId, userId)),
    db.select().from(billingHealing).where(eq(billingHealing.userId, userId)),
    db
      .select()
      .from(billingNotice)
      .where(eq(billingNotice.userId, userId))
      .orderBy(desc(billingNotice.createdAt)),
  ]);
}
