import { desc, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { billingRefund, checkout, paymentAuthorization, subscription } from '../../../db/schema.ts';

/** Every billing record of one learner: subscriptions, payments, cards and refunds. */
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
  ]);
}
