import { describe, expect, it } from 'vitest';
import {
  ATTENTION_GRACE_DAYS,
  accessEndsAt,
  addInterval,
  checkChargeForPlan,
  formatPaymentDate,
  formatPrice,
  isLiveStatus,
  isPlanCode,
  isPurchaseCode,
  OFFER,
  offerText,
  PLANS,
  planLabel,
  purchaseLabel,
  purchasePrice,
  subscriptionGrantsAccess,
  subscriptionStatusText,
  type TSubscriptionStatus,
} from './billing.ts';

describe('PLANS', () => {
  it('has the six SPEC.md codes with ZAR prices in cents', () => {
    expect(Object.keys(PLANS).sort()).toEqual([
      'buildera',
      'builderm',
      'creatora',
      'creatorm',
      'startera',
      'starterm',
    ]);
    expect(PLANS.creatorm).toEqual({
      code: 'creatorm',
      tier: 'creator',
      interval: 'monthly',
      price: 500,
      amount: 50_000,
      currency: 'ZAR',
    });
    expect(PLANS.creatora.amount).toBe(400_000);
    expect(PLANS.startera.price).toBe(1500);
  });

  it('recognises only real plan codes', () => {
    expect(isPlanCode('builderm')).toBe(true);
    expect(isPlanCode('toString')).toBe(false);
    expect(isPlanCode('platinum')).toBe(false);
  });
});

describe('checkChargeForPlan', () => {
  it('accepts the exact price in ZAR', () => {
    expect(checkChargeForPlan(PLANS.builderm, 30_000, 'ZAR')).toEqual({ ok: true });
  });

  it('refuses another currency or amount, and says why', () => {
    const ngn = checkChargeForPlan(PLANS.creatorm, 50_000, 'NGN');
    expect(ngn.ok).toBe(false);
    expect(!ngn.ok && ngn.reason).toMatch(/currency NGN/);
    const cheap = checkChargeForPlan(PLANS.creatorm, 100, 'ZAR');
    expect(!cheap.ok && cheap.reason).toMatch(/amount 100/);
  });
});

describe('subscriptionGrantsAccess', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const later = new Date('2026-12-23T12:00:00Z');
  const earlier = new Date('2026-11-20T12:00:00Z');
  it('opens the tier while active, whatever the date', () => {
    expect(subscriptionGrantsAccess('active', earlier, now)).toBe(true);
  });
  it('keeps a non-renewing subscription open only until its paid period ends', () => {
    expect(subscriptionGrantsAccess('non-renewing', later, now)).toBe(true);
    expect(subscriptionGrantsAccess('non-renewing', earlier, now)).toBe(false);
    expect(subscriptionGrantsAccess('non-renewing', null, now)).toBe(false);
  });
  it('keeps access for the grace days while a failed renewal is retried', () => {
    expect(subscriptionGrantsAccess('attention', earlier, now)).toBe(true);
    const longAgo = new Date(now.getTime() - (ATTENTION_GRACE_DAYS + 1) * 86_400_000);
    expect(subscriptionGrantsAccess('attention', longAgo, now)).toBe(false);
  });
  it('never opens a completed or cancelled subscription', () => {
    expect(subscriptionGrantsAccess('completed', later, now)).toBe(false);
    expect(subscriptionGrantsAccess('cancelled', later, now)).toBe(false);
    // Ended at Paystack, but the paid period runs on (access_until).
    expect(subscriptionGrantsAccess('completed', null, now, later)).toBe(true);
    expect(subscriptionGrantsAccess('cancelled', null, now, earlier)).toBe(false);
  });
});

describe('addInterval', () => {
  it('adds a calendar month, clamping to the end of a shorter month', () => {
    expect(addInterval(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addInterval(new Date('2026-11-22T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-12-22T10:00:00.000Z',
    );
  });
  it('adds a year, with 29 February becoming 28 February', () => {
    expect(addInterval(new Date('2028-02-29T00:00:00Z'), 'annually').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
    expect(addInterval(new Date('2026-11-23T08:00:00Z'), 'annually').toISOString()).toBe(
      '2027-11-23T08:00:00.000Z',
    );
  });
});

describe('purchases', () => {
  it('knows the six plans and the once-off offer, priced in subunits', () => {
    expect(isPurchaseCode('offer')).toBe(true);
    expect(isPurchaseCode('buildera')).toBe(true);
    expect(isPurchaseCode('lifetime')).toBe(false);
    expect(purchasePrice('offer')).toMatchObject({ amount: 200_000, currency: 'ZAR' });
    expect(purchasePrice('buildera')).toMatchObject({ amount: 200_000, currency: 'ZAR' });
  });
});

describe('formatPaymentDate', () => {
  it('writes day, month and year in the learner zone, or N/A', () => {
    expect(formatPaymentDate('2026-12-22T09:00:00.000Z', 'Africa/Johannesburg')).toBe(
      '22 December 2026',
    );
    // Late at night in UTC is already the next day in South Africa.
    expect(formatPaymentDate('2026-12-21T22:30:00.000Z', 'Africa/Johannesburg')).toBe(
      '22 December 2026',
    );
    expect(formatPaymentDate(null, 'Africa/Johannesburg')).toBe('N/A');
    expect(formatPaymentDate('not a date', 'Africa/Johannesburg')).toBe('N/A');
  });
});

describe('the offer price', () => {
  it('reads as the site shows money', () => {
    expect(formatPrice({ amount: 2700, currency: 'USD' })).toBe('$27');
    expect(formatPrice({ amount: 50_000, currency: 'ZAR' })).toBe('R500');
    expect(formatPrice({ amount: 21_333, currency: 'ZAR' })).toBe('R213,33');
    expect(formatPrice({ amount: 5000, currency: 'NGN' })).toBe('₦50');
  });

  it('is half the Creator annual price, in rand, unless the settings say otherwise', () => {
    expect(OFFER).toMatchObject({ amount: 200_000, currency: 'ZAR' });
    expect(offerText(OFFER)).toMatchObject({
      payment: 'Once Off - R2\u00a0000 Payment',
      price: 'R2\u00a0000',
      usualPrice: formatPrice(PLANS.creatora),
      discount: '50% Off',
    });
    // A merchant enabled for USD can keep SPEC's $27 text.
    expect(offerText({ amount: 2700, currency: 'USD' })).toMatchObject({
      payment: 'Once Off - $27 Payment',
      usualPrice: '$54',
    });
    expect(offerText({ amount: 45_000, currency: 'ZAR' }).price).toBe('R450');
    expect(purchasePrice('offer')).toEqual(OFFER);
    expect(purchasePrice('offer', { amount: 45_000, currency: 'ZAR' })).toEqual({
      amount: 45_000,
      currency: 'ZAR',
    });
    expect(purchasePrice('builderm', { amount: 1, currency: 'ZAR' })).toBe(PLANS.builderm);
  });
});

describe('plan labels', () => {
  it('names a plan in server messages and on screens, the offer and unknown codes too', () => {
    expect(planLabel('builderm')).toBe('Builder (monthly)');
    expect(planLabel('creatora')).toBe('Creator (annually)');
    expect(purchaseLabel('buildera')).toBe('Builder — annually');
    expect(purchaseLabel('creatorm')).toBe('Creator — monthly');
    expect(purchaseLabel('offer')).toBe('Special offer — lifetime Creator access');
    expect(purchaseLabel('legacy')).toBe('legacy');
  });
});

describe('live subscription statuses', () => {
  it('knows which states are the current subscription', () => {
    expect(isLiveStatus('active')).toBe(true);
    expect(isLiveStatus('non-renewing')).toBe(true);
    expect(isLiveStatus('attention')).toBe(true);
    expect(isLiveStatus('completed')).toBe(false);
    expect(isLiveStatus('cancelled')).toBe(false);
  });
});

describe("what a subscription is, in the learner's words", () => {
  const zone = 'Africa/Johannesburg';
  const now = new Date('2026-11-25T10:00:00.000Z');
  const paidTo = new Date('2026-12-25T10:00:00.000Z');

  it('says until when a cancelled or failing subscription keeps access, in the learner zone', () => {
    const ends = (status: TSubscriptionStatus, accessUntil: Date | null = null) =>
      accessEndsAt(status, paidTo, accessUntil, now)?.toISOString() ?? null;
    expect(subscriptionStatusText('active', ends('active'), zone)).toBe(
      'Active: renews automatically',
    );
    expect(subscriptionStatusText('non-renewing', ends('non-renewing'), zone)).toBe(
      'Cancelled — access until 25 December 2026',
    );
    // Ended at Paystack, paid time kept: still says until when.
    expect(subscriptionStatusText('completed', ends('completed', paidTo), zone)).toBe(
      'Cancelled — access until 25 December 2026',
    );
    expect(subscriptionStatusText('attention', ends('attention'), zone)).toBe(
      'Payment failed — we are retrying your card; access until 8 January 2027',
    );
    expect(subscriptionStatusText('cancelled', ends('cancelled'), zone)).toBe('Cancelled');
    expect(subscriptionStatusText('completed', ends('completed'), zone)).toBe('Ended');
    // 23:00 UTC is already the next day in Johannesburg.
    expect(subscriptionStatusText('non-renewing', '2026-12-21T23:00:00.000Z', zone)).toBe(
      'Cancelled — access until 22 December 2026',
    );
  });

  it('keeps no access once the kept paid time is over', () => {
    const past = new Date('2026-11-01T00:00:00.000Z');
    expect(accessEndsAt('completed', past, past, now)).toBeNull();
    expect(accessEndsAt('active', paidTo, null, now)).toBeNull();
  });
});
