import { startOfDay } from '@thinkbuild/core/calendar-days';
import type { TPassRow } from '@thinkbuild/core/pass-rows';
import { passEndsAt } from '@thinkbuild/core/passes';
import { and, asc, between, eq, gt, isNull } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { checkout, learnerPass } from '../../../db/schema.ts';

export type TLearnerPassRow = typeof learnerPass.$inferSelect;

/** The instants a pass's calendar days begin and end in the learner's zone. */
const instants = (startsOn: string, endsOn: string, timeZone: string) => ({
  startsAt: startOfDay(startsOn, timeZone),
  endsAt: passEndsAt(endsOn, timeZone),
});

const asRow = (r: TLearnerPassRow): TPassRow => ({
  id: r.id,
  tier: r.tier,
  startsOn: r.startsOn,
  endsOn: r.endsOn,
  paid: r.paid,
});

/** The learner's pass rows still to come or running (not ended, not taken back), in order. */
export async function currentPassRows(
  db: TDb,
  userId: string,
  now = new Date(),
): Promise<TPassRow[]> {
  const rows = await db
    .select()
    .from(learnerPass)
    .where(
      and(
        eq(learnerPass.userId, userId),
        isNull(learnerPass.takenBackAt),
        gt(learnerPass.endsAt, now),
      ),
    )
    .orderBy(asc(learnerPass.startsOn));
  return rows.map(asRow);
}

export type TNewPass = {
  userId: string;
  tier: TPassRow['tier'];
  months: number;
  startsOn: string;
  endsOn: string;
  paid: number;
  currency: string;
  checkoutReference?: string;
  sponsorCode?: string;
};

/** Adds the days a payment or a sponsor code bought. */
export async function insertPass(db: TDb, pass: TNewPass, timeZone: string) {
  const [row] = await db
    .insert(learnerPass)
    .values({ ...pass, ...instants(pass.startsOn, pass.endsOn, timeZone) })
    .returning();
  return row as TLearnerPassRow;
}

/** Moves a row's days (an upgrade ending it early, a refund moving later rows earlier). */
export async function setPassDays(
  db: TDb,
  id: string,
  days: { startsOn: string; endsOn: string },
  timeZone: string,
) {
  await db
    .update(learnerPass)
    .set({ ...days, ...instants(days.startsOn, days.endsOn, timeZone), updatedAt: new Date() })
    .where(eq(learnerPass.id, id));
}

/** A row that gives nothing any more: refunded, disputed, or replaced by an upgrade. */
export async function takeBackPass(db: TDb, id: string, reason: string) {
  await db
    .update(learnerPass)
    .set({ takenBackAt: new Date(), takenBackReason: reason, updatedAt: new Date() })
    .where(eq(learnerPass.id, id));
}

export async function findPassById(db: TDb, id: string) {
  const [row] = await db.select().from(learnerPass).where(eq(learnerPass.id, id)).limit(1);
  return row ?? null;
}

export async function findPassByCheckout(db: TDb, reference: string) {
  const [row] = await db
    .select()
    .from(learnerPass)
    .where(eq(learnerPass.checkoutReference, reference))
    .limit(1);
  return row ?? null;
}

/** Gives a taken-back row its days again (a dispute resolved in the merchant's favour). */
export async function restorePass(
  db: TDb,
  id: string,
  days: { startsOn: string; endsOn: string },
  timeZone: string,
) {
  await db
    .update(learnerPass)
    .set({
      ...days,
      ...instants(days.startsOn, days.endsOn, timeZone),
      takenBackAt: null,
      takenBackReason: null,
      updatedAt: new Date(),
    })
    .where(eq(learnerPass.id, id));
}

/** Every pass row of the learner, for "Download my data": what bought which days, and when. */
export async function passesDataOf(db: TDb, userId: string) {
  const rows = await db
    .select()
    .from(learnerPass)
    .where(eq(learnerPass.userId, userId))
    .orderBy(asc(learnerPass.startsOn));
  return rows.map((r) => ({
    tier: r.tier,
    months: r.months,
    firstDay: r.startsOn,
    lastDay: r.endsOn,
    paid: r.paid,
    currency: r.currency,
    payment: r.checkoutReference,
    sponsorCode: r.sponsorCode,
    takenBack: r.takenBackAt?.toISOString() ?? null,
    takenBackReason: r.takenBackReason,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The learners with a pass row whose last day is between `from` and `to` (reminders). */
export function usersWithPassEnding(db: TDb, from: string, to: string) {
  return db
    .selectDistinct({ userId: learnerPass.userId })
    .from(learnerPass)
    .where(and(isNull(learnerPass.takenBackAt), between(learnerPass.endsOn, from, to)));
}

/** How long a row's pass was and how it was paid (Paystack's channel), for its renewal link. */
export async function passPaymentOf(db: TDb, id: string) {
  const [row] = await db
    .select({ months: learnerPass.months, channel: checkout.channel })
    .from(learnerPass)
    .leftJoin(checkout, eq(checkout.reference, learnerPass.checkoutReference))
    .where(eq(learnerPass.id, id));
  return row ?? null;
}

/** The learner's rows not ended at `asOf` and not taken back, with what their payment was. */
export function passRowsWithCharge(db: TDb, userId: string, asOf: Date) {
  return db
    .select({ row: learnerPass, charged: checkout.amount, purchase: checkout.purchase })
    .from(learnerPass)
    .leftJoin(checkout, eq(checkout.reference, learnerPass.checkoutReference))
    .where(
      and(
        eq(learnerPass.userId, userId),
        isNull(learnerPass.takenBackAt),
        gt(learnerPass.endsAt, asOf),
      ),
    )
    .orderBy(asc(learnerPass.startsOn));
}
