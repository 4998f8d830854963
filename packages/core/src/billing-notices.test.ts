import { describe, expect, it } from 'vitest';
import { NOTICE_KINDS, noticeText, type TNoticeData, ZNoticeData } from './billing-notices.ts';
import { DEFAULT_TIME_ZONE } from './format.ts';

const zone = DEFAULT_TIME_ZONE;
const text = (notice: TNoticeData) => noticeText(notice, zone);
const money = { amount: 30_000, currency: 'ZAR' };

describe('noticeText', () => {
  it('a replaced subscription says it stopped, why, and what of it comes back', () => {
    const offer = text({
      kind: 'subscription-replaced',
      purchase: 'creatorm',
      by: 'offer',
      how: 'offer',
      reference: 'tb-1',
      amount: 32_917,
      currency: 'ZAR',
      inFull: false,
    });
    expect(offer.subject).toBe('ThinkBuild: your Creator (monthly) subscription has stopped');
    expect(offer.lines[0]).toBe(
      'Your Creator (monthly) subscription has stopped and will not charge your card again: you bought lifetime Creator access, which includes everything it gave you.',
    );
    expect(offer.lines[1]).toContain(
      'We are refunding R329,17, the unused part of what you paid for it (reference tb-1), to the card you paid with.',
    );
    const tabs = text({
      kind: 'subscription-replaced',
      purchase: 'starterm',
      by: 'creatorm',
      how: 'tabs',
      reference: 'tb-2',
      amount: 20_000,
      currency: 'ZAR',
      inFull: true,
    });
    expect(tabs.lines[0]).toContain(
      'your payment for Creator (monthly) replaces it (both checkouts were open at once, perhaps in two tabs)',
    );
    expect(tabs.lines[1]).toContain(
      'We are refunding the R200 you paid for it (reference tb-2) in full',
    );
  });

  it('a receipt says what, how much, when (in Johannesburg), the card and the reference', () => {
    const receipt = text({
      kind: 'receipt',
      reference: 'tb-123',
      ...money,
      purchase: 'builderm',
      // 23:30 UTC is the next day in Johannesburg.
      paidAt: '2026-11-30T23:30:00.000Z',
      cardLast4: '4081',
      renewal: false,
    });
    expect(receipt.subject).toBe('ThinkBuild receipt: R300 for Builder (monthly)');
    expect(receipt.heading).toBe('Thank you for your payment');
    expect(receipt.lines[0]).toBe(
      'We received R300 for Builder (monthly) on 1 December 2026, paid with your card ending in 4081.',
    );
    expect(receipt.lines[1]).toContain('Reference: tb-123.');
    expect(receipt.button).toEqual({
      label: 'View your receipt',
      path: '/account/receipts/tb-123',
    });
  });

  it('a renewal receipt and the offer read as such; no card known reads "your card"', () => {
    const renewal = text({
      kind: 'receipt',
      reference: 'T1',
      ...money,
      purchase: 'offer',
      paidAt: '2026-11-30T10:00:00.000Z',
      cardLast4: null,
      renewal: true,
    });
    expect(renewal.heading).toBe('Your subscription renewed');
    expect(renewal.lines[0]).toBe(
      'We received R300 for lifetime Creator access on 30 November 2026, paid with your card.',
    );
  });

  it('a cancel says until when access lasts, or that none is left', () => {
    const until = text({
      kind: 'cancelled',
      purchase: 'creatora',
      accessUntil: '2027-01-05T08:00:00.000Z',
    });
    expect(until.lines[0]).toBe(
      'Your Creator (annually) subscription will not renew, and you will not be charged again. You keep access until 5 January 2027.',
    );
    const none = text({ kind: 'cancelled', purchase: 'creatora', accessUntil: null });
    expect(none.lines[0]).not.toContain('until');
  });

  it('an upgrade gives the charge and the refund of the unused part, or says none is due', () => {
    const base = {
      kind: 'upgraded' as const,
      purchase: 'creatorm',
      from: 'starterm',
      reference: 'T9',
      ...money,
      paidAt: '2026-12-01T10:00:00.000Z',
      cardLast4: '1111',
    };
    const refunded = text({ ...base, refund: 12_050 });
    expect(refunded.lines[0]).toBe(
      'You moved from Starter (monthly) to Creator (monthly). We charged R300 to your card ending in 1111 on 1 December 2026 (reference T9).',
    );
    expect(refunded.lines[1]).toMatch(/^We are refunding R120,50 for the unused part/);
    expect(text({ ...base, refund: 0 }).lines[1]).toBe(
      'Nothing was left of your old plan to refund.',
    );
  });

  it('refunds say what happens next', () => {
    const r = { reference: 'tb-1', ...money };
    expect(text({ kind: 'refund-started', ...r }).lines[1]).toContain('5 to 10 working days');
    expect(text({ kind: 'refund-done', ...r }).heading).toBe('Your refund is done');
    expect(text({ kind: 'refund-failed', ...r, needsDetails: true }).lines[1]).toContain(
      'bank details',
    );
    expect(text({ kind: 'refund-failed', ...r, needsDetails: false }).lines[1]).toContain(
      'We will try again',
    );
  });

  it('access taken back names the cause', () => {
    const gone = { kind: 'access-removed' as const, reference: 'tb-1', purchase: 'builderm' };
    expect(text({ ...gone, cause: 'refund' }).lines[0]).toContain('was refunded in full');
    expect(text({ ...gone, cause: 'dispute' }).lines[0]).toContain('Your bank disputed');
  });

  it('the annual reminder gives the day, the amount and the card', () => {
    const soon = text({
      kind: 'annual-renewal-coming',
      purchase: 'buildera',
      amount: 400_000,
      currency: 'ZAR',
      on: '2027-01-08T06:00:00.000Z',
      cardLast4: '4081',
    });
    expect(soon.subject).toBe('ThinkBuild: your Builder (annually) plan renews on 8 January 2027');
    expect(soon.lines[0]).toBe(
      'On 8 January 2027 we will charge R4\u00a0000 to your card ending in 4081 for another year of Builder (annually).',
    );
  });

  it('keeps the wording of the duplicate refund and card emails it replaced', () => {
    expect(
      text({ kind: 'duplicate-refund', reference: 'tb-2', purchase: 'offer', ...money }).subject,
    ).toBe('ThinkBuild: your duplicate payment is refunded');
    const failed = text({
      kind: 'card-problem',
      purchase: 'builderm',
      cardLast4: '4081',
      reason: 'failed',
    });
    expect(failed.lines[0]).toBe(
      'We could not renew your Builder (monthly) subscription with your card ending in 4081.',
    );
    expect(
      text({ kind: 'card-problem', purchase: 'builderm', cardLast4: '4081', reason: 'expiring' })
        .lines[0],
    ).toBe(
      'Your card ending in 4081, which pays for your Builder (monthly) subscription, expires soon.',
    );
  });

  it('every kind is in the schema once', () => {
    expect(new Set(NOTICE_KINDS).size).toBe(NOTICE_KINDS.length);
    expect(NOTICE_KINDS).toContain('annual-renewal-coming');
    expect(ZNoticeData.safeParse({ kind: 'receipt', reference: 'x' }).success).toBe(false);
  });
});
