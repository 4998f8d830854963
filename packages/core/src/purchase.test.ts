import { describe, expect, it } from 'vitest';
import {
  changeRaisesAccess,
  LIFETIME_HELD_MESSAGE,
  purchaseRaisesAccess,
  type THeldAccess,
} from './purchase.ts';

const nothing: THeldAccess = { lifetimeAccess: false, subscription: null };
const lifetime: THeldAccess = { lifetimeAccess: true, subscription: null };
const on = (plan: string, status: 'active' | 'non-renewing' | 'attention' | 'cancelled') => ({
  lifetimeAccess: false,
  subscription: { plan, status },
});

describe('purchaseRaisesAccess', () => {
  it('lets a learner who holds nothing buy any plan or the offer', () => {
    for (const code of ['starterm', 'buildera', 'creatorm', 'offer'] as const) {
      expect(purchaseRaisesAccess(nothing, code)).toEqual({ ok: true });
    }
  });

  it('refuses every plan and the offer to a lifetime learner, saying what they hold', () => {
    for (const code of ['starterm', 'creatora', 'offer'] as const) {
      expect(purchaseRaisesAccess(lifetime, code)).toEqual({
        ok: false,
        message: LIFETIME_HELD_MESSAGE,
      });
    }
    expect(LIFETIME_HELD_MESSAGE).toBe(
      'You already have lifetime Creator access: every section is open to you.',
    );
  });

  it('refuses the plan held, the same tier paid otherwise, and lower tiers', () => {
    expect(purchaseRaisesAccess(on('builderm', 'active'), 'builderm')).toEqual({
      ok: false,
      message:
        'You already have the Builder (monthly) subscription. To change it, go to your account page.',
    });
    expect(purchaseRaisesAccess(on('builderm', 'non-renewing'), 'buildera')).toEqual({
      ok: false,
      message:
        'You already have the Builder (monthly) subscription. To pay annually instead, change it on your account page.',
    });
    expect(purchaseRaisesAccess(on('creatora', 'active'), 'starterm')).toEqual({
      ok: false,
      message:
        'You already have the Creator (annually) subscription, which includes everything in Starter. To change it, go to your account page.',
    });
  });

  it('lets a subscriber reach a higher tier and the offer (lifetime is more than any plan)', () => {
    expect(purchaseRaisesAccess(on('starterm', 'active'), 'builderm').ok).toBe(true);
    expect(purchaseRaisesAccess(on('creatorm', 'active'), 'offer').ok).toBe(true);
  });

  it('counts only a subscription that holds its tier now', () => {
    expect(purchaseRaisesAccess(on('builderm', 'cancelled'), 'builderm').ok).toBe(true);
    expect(purchaseRaisesAccess(on('builderm', 'attention'), 'starterm').ok).toBe(true);
    // A plan of ours no longer offered holds nothing this rule can compare.
    expect(purchaseRaisesAccess(on('legacy', 'active'), 'starterm').ok).toBe(true);
  });
});

describe('changeRaisesAccess', () => {
  it('refuses any plan change to a lifetime learner and allows it to everyone else', () => {
    expect(changeRaisesAccess({ ...on('builderm', 'active'), lifetimeAccess: true })).toEqual({
      ok: false,
      message: `${LIFETIME_HELD_MESSAGE} No plan adds anything; you can cancel your subscription on your account page.`,
    });
    expect(changeRaisesAccess(on('builderm', 'active'))).toEqual({ ok: true });
  });

  it('does not tell a founding member without a subscription to cancel one', () => {
    expect(changeRaisesAccess(lifetime)).toEqual({
      ok: false,
      message: `${LIFETIME_HELD_MESSAGE} No plan adds anything.`,
    });
  });
});
