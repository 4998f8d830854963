import { CURRENCY, isoDay } from '@thinkbuild/core';
import { addDays, startOfDay } from '@thinkbuild/core/calendar-days';
import { couponAppliesText, couponOff } from '@thinkbuild/core/coupons';
import type { TAdminCoupon, ZCreateCouponRequest } from '@thinkbuild/core/schemas/coupons';
import type { z } from 'zod';
import type { TDb } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { disableCouponRow, insertCoupon, listCouponsWithUses, type TCouponRow } from './repo.ts';

/* The admin's coupons on /admin/billing: make one, list them with their uses, disable one. */

type TCreate = z.output<typeof ZCreateCouponRequest>;

function view(
  row: TCouponRow,
  uses: { used: number; held: number },
  timeZone: string,
): TAdminCoupon {
  const appliesTo = { offer: row.appliesToOffer, passTiers: row.appliesToPassTiers };
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    off: couponOff(row, CURRENCY),
    offer: row.appliesToOffer,
    passTiers: row.appliesToPassTiers,
    appliesTo: couponAppliesText(appliesTo),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expiresOn: row.expiresAt ? isoDay(row.expiresAt, timeZone) : null,
    cap: row.cap,
    used: Number(uses.used),
    held: Number(uses.held),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCoupons(db: TDb, timeZone: string, now = new Date()) {
  const rows = await listCouponsWithUses(db, now);
  return { coupons: rows.map((r) => view(r.row, r, timeZone)) };
}

/**
 * A new coupon. Its expiry day is the last it can be used, to its end in the site's zone; a rand
 * value is kept in cents. A code already taken is a 409 on the code field.
 */
export async function createCoupon(
  db: TDb,
  adminId: string,
  input: TCreate,
  timeZone: string,
  now = new Date(),
): Promise<TAdminCoupon> {
  if (input.expiresOn && input.expiresOn < isoDay(now, timeZone)) {
    const message = 'Choose today or a later day';
    throw new AppError('VALIDATION', message, { expiresOn: message });
  }
  const created = await insertCoupon(db, {
    code: input.code,
    kind: input.kind,
    value: input.kind === 'percent' ? input.value : Math.round(input.value * 100),
    appliesToOffer: input.offer,
    appliesToPassTiers: [...new Set(input.passTiers)],
    expiresAt: input.expiresOn
      ? new Date(startOfDay(addDays(input.expiresOn, 1), timeZone).getTime() - 1)
      : null,
    cap: input.cap,
    createdBy: adminId,
  });
  if (!created) {
    const message = 'A coupon with this code already exists';
    throw new AppError('CONFLICT', message, { code: message });
  }
  return view(created, { used: 0, held: 0 }, timeZone);
}

/** No new use from now on; holds and paid uses stand. */
export async function disableCoupon(db: TDb, id: string, timeZone: string) {
  const row = await disableCouponRow(db, id, new Date());
  if (!row) throw notFound('No coupon has that id');
  const [listed] = (await listCoupons(db, timeZone)).coupons.filter((c) => c.id === id);
  return listed ?? view(row, { used: 0, held: 0 }, timeZone);
}
