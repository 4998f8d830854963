import { describe, expect, it } from 'vitest';
import { ANNUAL_PRICES, MONTHLY_PRICES, planCode, toSubunits } from './plans.ts';
import { deriveRole } from './roles.ts';

describe('plans', () => {
  it('has the SPEC.md §9 prices in ZAR', () => {
    expect(MONTHLY_PRICES).toEqual({ starter: 200, builder: 300, creator: 500 });
    expect(ANNUAL_PRICES).toEqual({ starter: 1500, builder: 2000, creator: 4000 });
  });

  it('builds plan codes with m for monthly and a for annual', () => {
    expect(planCode('creator', 'monthly')).toBe('creatorm');
    expect(planCode('starter', 'annually')).toBe('startera');
  });

  it('converts rand to cents for Paystack', () => {
    expect(toSubunits(500)).toBe(50_000);
    expect(toSubunits(19.99)).toBe(1999);
  });
});

describe('deriveRole', () => {
  it('puts admin first, then the highest of the paid tier and lifetime creator, then free', () => {
    expect(deriveRole({ isAdmin: true, activeTier: 'starter', lifetimeAccess: false })).toBe(
      'admin',
    );
    // A tier never lowers lifetime access: lifetime is creator level.
    for (const tier of ['starter', 'builder', 'creator'] as const) {
      expect(deriveRole({ isAdmin: false, activeTier: tier, lifetimeAccess: true })).toBe(
        'creator',
      );
      expect(deriveRole({ isAdmin: false, activeTier: tier, lifetimeAccess: false })).toBe(tier);
    }
    expect(deriveRole({ isAdmin: false, activeTier: null, lifetimeAccess: true })).toBe('creator');
    expect(deriveRole({ isAdmin: false, activeTier: null, lifetimeAccess: false })).toBe('free');
  });
});
