import { describe, expect, it } from 'vitest';
import { PLANS } from './billing.ts';
import { disputeLoss, ledgerPlanName, monthlyRecurringRevenue, netRevenue } from './revenue.ts';

const charge = (code: keyof typeof PLANS) => ({
  interval: PLANS[code].interval,
  amount: PLANS[code].amount,
});

describe('monthlyRecurringRevenue', () => {
  it('is zero with no subscribers', () => {
    expect(monthlyRecurringRevenue([])).toBe(0);
  });

  it('counts a monthly plan in full', () => {
    expect(monthlyRecurringRevenue([charge('starterm'), charge('creatorm')])).toBe(70_000);
  });

  it('counts an annual plan as a twelfth of its price', () => {
    // R1500 a year is R125 a month.
    expect(monthlyRecurringRevenue([charge('startera')])).toBe(12_500);
  });

  it('sums the twelfths before rounding, to the nearest cent', () => {
    // R4000 / 12 = R333.333…: one rounds to R333.33, three make exactly R1000.
    expect(monthlyRecurringRevenue([charge('creatora')])).toBe(33_333);
    expect(
      monthlyRecurringRevenue([charge('creatora'), charge('creatora'), charge('creatora')]),
    ).toBe(100_000);
    // R2000 / 12 = R166.666…, rounded up to R166.67.
    expect(monthlyRecurringRevenue([charge('buildera')])).toBe(16_667);
  });

  it('adds monthly and annual plans together', () => {
    expect(
      monthlyRecurringRevenue([charge('builderm'), charge('startera'), charge('creatora')]),
    ).toBe(30_000 + Math.round((150_000 + 400_000) / 12));
  });

  it('uses what each subscription is charged, not the list price', () => {
    expect(
      monthlyRecurringRevenue([
        { interval: 'monthly', amount: 19_900 },
        { interval: 'annually', amount: 120_000 },
      ]),
    ).toBe(19_900 + 10_000);
  });
});

describe('ledgerPlanName', () => {
  it('names a plan for people first, its code after', () => {
    expect(ledgerPlanName('builderm')).toBe('Builder monthly (builderm)');
    expect(ledgerPlanName('creatora')).toBe('Creator annually (creatora)');
    expect(ledgerPlanName('offer')).toBe('Once-off offer (offer)');
    expect(ledgerPlanName('pass-builder-3')).toBe('Builder pass 3 months (pass-builder-3)');
    expect(ledgerPlanName('legacyplan')).toBe('legacyplan');
    expect(ledgerPlanName(null)).toBe('');
  });
});

describe('netRevenue', () => {
  it('takes full and partial refunds off each charge, per currency', () => {
    expect(
      netRevenue([
        { amount: 200_000, currency: 'ZAR', refunded: 0 },
        { amount: 200_000, currency: 'ZAR', refunded: 200_000 },
        { amount: 200_000, currency: 'ZAR', refunded: 50_000 },
        { amount: 2_700, currency: 'USD', refunded: 0 },
      ]),
    ).toEqual([
      { currency: 'USD', amount: 2_700, refunded: 0 },
      { currency: 'ZAR', amount: 350_000, refunded: 250_000 },
    ]);
  });

  it('never takes more off a charge than it brought', () => {
    expect(netRevenue([{ amount: 1_000, currency: 'ZAR', refunded: 5_000 }])).toEqual([
      { currency: 'ZAR', amount: 0, refunded: 1_000 },
    ]);
  });
});

describe('disputeLoss', () => {
  const base = { charged: 20_000, refunded: 0, disputed: 20_000, wonByMerchant: false };
  it('takes off the disputed amount when nothing was refunded', () => {
    expect(disputeLoss(base)).toBe(20_000);
  });
  it('takes off nothing more for a payment already refunded in full', () => {
    expect(disputeLoss({ ...base, refunded: 20_000 })).toBe(0);
  });
  it('takes off only what a partial refund left', () => {
    expect(disputeLoss({ ...base, refunded: 5_000 })).toBe(15_000);
    expect(disputeLoss({ ...base, refunded: 5_000, disputed: 3_000 })).toBe(3_000);
  });
  it('takes off nothing when the merchant won', () => {
    expect(disputeLoss({ ...base, wonByMerchant: true })).toBe(0);
  });
});
