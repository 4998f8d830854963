import { describe, expect, it } from 'vitest';
import { checkChargeForPlan, isPlanCode, PLANS } from './billing.ts';

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
