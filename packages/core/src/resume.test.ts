import { describe, expect, it } from 'vitest';
import { RESUME_MESSAGES, resumeCheck, resumedText } from './resume.ts';

const now = new Date('2026-12-02T09:00:00Z');
const later = new Date('2026-12-20T09:00:00Z');
const earlier = new Date('2026-12-01T09:00:00Z');
const zone = 'Africa/Johannesburg';

describe('resumeCheck', () => {
  it('resumes a cancelled subscription whose paid period has not ended', () => {
    expect(resumeCheck({ status: 'non-renewing', nextPaymentDate: later }, now, zone)).toEqual({
      ok: true,
    });
  });

  it('refuses once the paid period has ended, saying when', () => {
    const check = resumeCheck({ status: 'non-renewing', nextPaymentDate: earlier }, now, zone);
    expect(check).toEqual({
      ok: false,
      message:
        'Your paid period ended on 1 December 2026, so there is nothing to resume. Choose a plan to subscribe again.',
    });
    expect(resumeCheck({ status: 'non-renewing', nextPaymentDate: now }, now, zone).ok).toBe(false);
    expect(resumeCheck({ status: 'non-renewing', nextPaymentDate: null }, now, zone).ok).toBe(
      false,
    );
  });

  it('refuses a subscription that was never cancelled, or a scheduled change', () => {
    const notCancelled = { ok: false, message: RESUME_MESSAGES.notCancelled };
    expect(resumeCheck({ status: 'active', nextPaymentDate: later }, now, zone)).toEqual(
      notCancelled,
    );
    expect(resumeCheck({ status: 'attention', nextPaymentDate: later }, now, zone)).toEqual(
      notCancelled,
    );
    expect(
      resumeCheck({ status: 'non-renewing', nextPaymentDate: later, startsAt: later }, now, zone),
    ).toEqual(notCancelled);
  });

  it('refuses without a subscription, or one that ended', () => {
    const nothing = { ok: false, message: RESUME_MESSAGES.nothing };
    expect(resumeCheck(null, now, zone)).toEqual(nothing);
    expect(resumeCheck({ status: 'completed', nextPaymentDate: later }, now, zone)).toEqual(
      nothing,
    );
    expect(resumeCheck({ status: 'cancelled', nextPaymentDate: later }, now, zone)).toEqual(
      nothing,
    );
  });
});

describe('resumedText', () => {
  it('names the plan and the same renewal date, and that nothing is charged', () => {
    expect(resumedText('builderm', later, zone)).toBe(
      'Your Builder (monthly) subscription is resumed. It renews on 20 December 2026, as before; nothing is charged now.',
    );
  });
});
