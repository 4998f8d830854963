import { describe, expect, it } from 'vitest';
import { failureForPaidPeriod, paystackStanding, refundedOfPayment } from './payment-timings.ts';

describe('refundedOfPayment', () => {
  it('adds up refunds given back or on their way, never failed ones', () => {
    expect(
      refundedOfPayment(30_000, [
        { amount: 10_000, status: 'processed' },
        { amount: 5_000, status: 'pending' },
        { amount: 15_000, status: 'failed' },
        { amount: 1_000, status: 'needs-attention' },
      ]),
    ).toEqual({ refunded: 15_000, whole: false });
  });

  it('is whole once the refunds reach what was charged', () => {
    expect(refundedOfPayment(30_000, [{ amount: 30_000, status: 'processed' }]).whole).toBe(true);
    expect(
      refundedOfPayment(30_000, [
        { amount: 15_000, status: 'processed' },
        { amount: 15_000, status: 'processing' },
      ]).whole,
    ).toBe(true);
  });

  it('nothing refunded is nothing, known charge or not', () => {
    expect(refundedOfPayment(30_000, [])).toEqual({ refunded: 0, whole: false });
    expect(refundedOfPayment(null, [{ amount: 100, status: 'failed' }]).whole).toBe(false);
  });

  it('with the charge unknown, any refund counts as the whole', () => {
    expect(refundedOfPayment(null, [{ amount: 100, status: 'processed' }]).whole).toBe(true);
  });
});

describe('failureForPaidPeriod', () => {
  const due = new Date('2026-03-01T10:00:00Z');
  it('a failure for the renewal our record waits for is news', () => {
    expect(failureForPaidPeriod({ dueAt: due, paidUntil: due })).toBe(false);
    // Paystack's date and ours may differ by the time of day.
    const sameDay = new Date('2026-03-01T22:00:00Z');
    expect(failureForPaidPeriod({ dueAt: due, paidUntil: sameDay })).toBe(false);
  });

  it('a failure for a period since paid is late', () => {
    const nextMonth = new Date('2026-04-01T10:00:00Z');
    expect(failureForPaidPeriod({ dueAt: due, paidUntil: nextMonth })).toBe(true);
  });

  it('without both dates it is never taken for late', () => {
    expect(failureForPaidPeriod({ dueAt: null, paidUntil: due })).toBe(false);
    expect(failureForPaidPeriod({ dueAt: due, paidUntil: null })).toBe(false);
  });
});

describe('paystackStanding', () => {
  it('reads each of Paystack’s subscription statuses', () => {
    expect(paystackStanding('active')).toBe('renews');
    expect(paystackStanding('attention')).toBe('renews');
    expect(paystackStanding('non-renewing')).toBe('non-renewing');
    expect(paystackStanding('complete')).toBe('ended');
    expect(paystackStanding('cancelled')).toBe('ended');
    expect(paystackStanding('paused')).toBeNull();
  });
});
