import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { billingRefund, paymentEvent, user } from '../../../db/schema.ts';

/* Our record of refunds and disputes (ADR 006, "Refunds and disputes"); refunds.ts decides. */

export type TRefundRow = typeof billingRefund.$inferSelect;

export type TRefundReport = {
  kind: 'refund' | 'dispute';
  /** From a refund event (refund_reference) or from List Refunds / a dispute (id). */
  refundReference?: string | null;
  paystackId?: string | null;
  transactionReference: string;
  userId: string | null;
  amount: number;
  currency: string;
  status: string;
};

/** A refund once processed (a dispute once resolved) stays so: a late event changes nothing. */
const FINAL = new Set(['processed', 'resolved']);

/**
 * The row this report is about: by either of Paystack's identifiers, else the oldest row of the
 * same charge and amount that lacks the identifier the report carries (the same refund, seen
 * first through the other door: its pending event without a reference, or List Refunds).
 */
async function findMatch(tx: TDb, r: TRefundReport) {
  const byKind = eq(billingRefund.kind, r.kind);
  for (const [column, value] of [
    [billingRefund.refundReference, r.refundReference],
    [billingRefund.paystackId, r.paystackId],
  ] as const) {
    if (!value) continue;
    const [row] = await tx
      .select()
      .from(billingRefund)
      .where(and(byKind, eq(column, value)))
      .limit(1);
    if (row) return row;
  }
  const lacking = r.refundReference
    ? isNull(billingRefund.refundReference)
    : isNull(billingRefund.paystackId);
  const [row] = await tx
    .select()
    .from(billingRefund)
    .where(
      and(
        byKind,
        eq(billingRefund.transactionReference, r.transactionReference),
        eq(billingRefund.amount, r.amount),
        lacking,
      ),
    )
    .orderBy(asc(billingRefund.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * Stores a refund's (or dispute's) latest state. `changed` is false for a replay, or for a
 * report that would move a processed refund back: callers act only on a change, which makes
 * every consequence idempotent per refund.
 */
export async function recordRefundState(
  tx: TDb,
  r: TRefundReport,
): Promise<{ row: TRefundRow; changed: boolean; before: string | null }> {
  const found = await findMatch(tx, r);
  const ids = {
    ...(r.refundReference ? { refundReference: r.refundReference } : {}),
    ...(r.paystackId ? { paystackId: r.paystackId } : {}),
  };
  if (!found) {
    const [row] = await tx
      .insert(billingRefund)
      .values({ ...r, ...ids })
      .returning();
    if (!row) throw new Error('refund row not stored');
    return { row, changed: true, before: null };
  }
  const keep = FINAL.has(found.status) || found.status === r.status;
  const [row] = await tx
    .update(billingRefund)
    .set({
      ...ids,
      userId: found.userId ?? r.userId,
      ...(keep ? {} : { status: r.status }),
      updatedAt: new Date(),
    })
    .where(eq(billingRefund.id, found.id))
    .returning();
  return { row: row ?? found, changed: !keep, before: found.status };
}

export async function updateRefundRow(
  db: TDb,
  id: string,
  fields: Partial<typeof billingRefund.$inferInsert>,
) {
  await db
    .update(billingRefund)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(billingRefund.id, id));
}

/** What Paystack has given back of one charge so far: its processed refunds, added up. */
export async function refundedOfCharge(db: TDb, reference: string) {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${billingRefund.amount}), 0)::int` })
    .from(billingRefund)
    .where(
      and(
        eq(billingRefund.kind, 'refund'),
        eq(billingRefund.transactionReference, reference),
        eq(billingRefund.status, 'processed'),
      ),
    );
  return row?.sum ?? 0;
}

/** Every refund of one charge, whatever its state (what of it went back is core's rule). */
export function refundsOfCharge(db: TDb, reference: string) {
  return db
    .select({ amount: billingRefund.amount, status: billingRefund.status })
    .from(billingRefund)
    .where(
      and(eq(billingRefund.kind, 'refund'), eq(billingRefund.transactionReference, reference)),
    );
}

/** How many refunds of this charge and amount failed (our retries stop after a few). */
export async function failedRefunds(db: TDb, reference: string, amount: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(billingRefund)
    .where(
      and(
        eq(billingRefund.kind, 'refund'),
        eq(billingRefund.transactionReference, reference),
        eq(billingRefund.amount, amount),
        eq(billingRefund.status, 'failed'),
      ),
    );
  return row?.n ?? 0;
}

/** The learner a stored charge.success names (a charge no subscription of ours holds). */
export async function learnerOfStoredCharge(db: TDb, reference: string) {
  const [row] = await db
    .select({ id: user.id })
    .from(paymentEvent)
    .innerJoin(
      user,
      eq(
        sql`lower(${user.email})`,
        sql`lower(${paymentEvent.payload}->'data'->'customer'->>'email')`,
      ),
    )
    .where(
      and(
        eq(paymentEvent.event, 'charge.success'),
        sql`${paymentEvent.payload}->'data'->>'reference' = ${reference}`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
