import { describe, expect, it } from 'vitest';
import {
  COUPON_CODE_PATTERN,
  COUPON_RENEWAL_NOTE,
  couponAppliesText,
  couponOff,
  normalizeCouponCode,
  priceWithCoupon,
  type TCoupon,
} from './coupons.ts';
import { formatMoney } from './format.ts';

const R = (cents: number) => formatMoney(cents, 'ZAR');
const fresh = { usedInAll: 0, usedByLearner: false };
const now = new Date('2026-12-03T10:00:00Z');
const coupon = (over: Partial<TCoupon> = {}): TCoupon => ({
  code: 'SCHOOL-25',
  kind: 'percent',
  value: 25,
  appliesTo: { offer: true, passTiers: ['starter', 'builder'] },
  expiresAt: null,
  cap: null,
  ...over,
});

describe('coupon codes', () => {
  it('are typed loosely and kept in capitals', () => {
    expect(normalizeCouponCode('  school-25 ')).toBe('SCHOOL-25');
    expect(COUPON_CODE_PATTERN.test('SCHOOL-25')).toBe(true);
    expect(COUPON_CODE_PATTERN.test('-X')).toBe(false);
    expect(COUPON_CODE_PATTERN.test('A B')).toBe(false);
  });
});

describe('priceWithCoupon', () => {
  it('takes a percentage off, rounded to the cent', () => {
    const result = priceWithCoupon(coupon(), 'pass-builder-3', 90_000, 'ZAR', fresh, now);
    expect(result).toEqual({
      ok: true,
      price: 90_000,
      discount: 22_500,
      payNow: 67_500,
      message: `SCHOOL-25: ${R(22_500)} off. You pay ${R(67_500)} instead of ${R(90_000)}.`,
    });
    // 15% of R333,33 is R49,9995: R50,00.
    const odd = priceWithCoupon(coupon({ value: 15 }), 'offer', 33_333, 'ZAR', fresh, now);
    expect(odd).toMatchObject({ discount: 5_000, payNow: 28_333 });
  });

  it('takes a fixed amount off, never making a purchase free', () => {
    const fixed = coupon({ kind: 'amount', value: 10_000 });
    expect(priceWithCoupon(fixed, 'pass-starter-1', 20_000, 'ZAR', fresh, now)).toMatchObject({
      discount: 10_000,
      payNow: 10_000,
    });
    const big = coupon({ kind: 'amount', value: 50_000 });
    expect(priceWithCoupon(big, 'pass-starter-1', 20_000, 'ZAR', fresh, now)).toMatchObject({
      discount: 19_900,
      payNow: 100,
    });
  });

  it('refuses a subscription, saying why where the code is typed', () => {
    expect(priceWithCoupon(coupon(), 'builderm', 30_000, 'ZAR', fresh, now)).toEqual({
      ok: false,
      message: COUPON_RENEWAL_NOTE,
    });
  });

  it('refuses what it was not made for', () => {
    expect(priceWithCoupon(coupon(), 'pass-creator-1', 50_000, 'ZAR', fresh, now)).toEqual({
      ok: false,
      message: 'This code does not apply to the Creator pass.',
    });
    const passesOnly = coupon({ appliesTo: { offer: false, passTiers: ['creator'] } });
    expect(priceWithCoupon(passesOnly, 'offer', 200_000, 'ZAR', fresh, now)).toEqual({
      ok: false,
      message: 'This code does not apply to the special offer.',
    });
  });

  it('refuses an expired code, a second use and a used-up code', () => {
    const expired = coupon({ expiresAt: '2026-12-02T21:59:59Z' });
    expect(priceWithCoupon(expired, 'offer', 200_000, 'ZAR', fresh, now).message).toBe(
      'This code has expired.',
    );
    const again = { usedInAll: 1, usedByLearner: true };
    expect(priceWithCoupon(coupon(), 'offer', 200_000, 'ZAR', again, now).message).toBe(
      'You have already used this code.',
    );
    const capped = coupon({ cap: 40 });
    expect(
      priceWithCoupon(capped, 'offer', 200_000, 'ZAR', { usedInAll: 40, usedByLearner: false }, now)
        .ok,
    ).toBe(false);
    expect(
      priceWithCoupon(capped, 'offer', 200_000, 'ZAR', { usedInAll: 39, usedByLearner: false }, now)
        .ok,
    ).toBe(true);
  });
});

describe('a coupon on a price already at the least', () => {
  it('is refused rather than spent on nothing', () => {
    expect(priceWithCoupon(coupon(), 'pass-builder-1', 100, 'ZAR', fresh, now)).toEqual({
      ok: false,
      message: 'There is nothing left for this code to take off.',
    });
  });
});

describe('the admin list', () => {
  it('says what a coupon takes off and what it applies to', () => {
    expect(couponOff(coupon(), 'ZAR')).toBe('25%');
    expect(couponOff(coupon({ kind: 'amount', value: 15_000 }), 'ZAR')).toBe(R(15_000));
    expect(couponAppliesText(coupon().appliesTo)).toBe(
      'The special offer, Starter and Builder passes',
    );
    expect(couponAppliesText({ offer: false, passTiers: ['creator'] })).toBe('Creator passes');
    expect(couponAppliesText({ offer: true, passTiers: [] })).toBe('The special offer');
  });
});
