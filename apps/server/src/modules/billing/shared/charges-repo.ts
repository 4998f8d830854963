import { OFFER_CODE } from '@thinkbuild/core';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { checkout, paymentEvent } from '../../../db/schema.ts';
import { findCheckout } from './repo.ts';

/* What a charge was for, as our own records hold it (ADR 006: never today's price list). */

/** The amount of a charge.success we stored for this reference (a renewal or an upgrade). */
export async function storedChargeAmount(db: TDb, reference: string) {
  const [row] = await db
    .select({ amount: sql<string | null>`${paymentEvent.payload}->'data'->>'amount'` })
    .from(paymentEvent)
    .where(
      and(
        eq(paymentEvent.event, 'charge.success'),
        sql`${paymentEvent.payload}->'data'->>'reference' = ${reference}`,
        sql`${paymentEvent.payload}->'data'->>'status' = 'success'`,
      ),
    )
    .limit(1);
  const amount = Number(row?.amount);
  return Number.isInteger(amount) && amount > 0 ? amount : null;
}

/**
 * What the learner was charged by `reference`, from our rows only (no call to Paystack, so it
 * may run inside a learner's transaction): our paid checkout, else the charge.success we stored.
 * Null when neither is known.
 */
export async function chargedInRows(db: TDb, reference: string) {
  const co = await findCheckout(db, reference);
  if (co?.status === 'success') return co.amount;
  return storedChargeAmount(db, reference);
}

/** Whether the learner paid for the special offer (a paid offer checkout of theirs). */
export async function paidForOffer(db: TDb, userId: string) {
  const [row] = await db
    .select({ reference: checkout.reference })
    .from(checkout)
    .where(
      and(
        eq(checkout.userId, userId),
        eq(checkout.purchase, OFFER_CODE),
        eq(checkout.status, 'success'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
