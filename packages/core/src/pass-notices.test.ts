import { describe, expect, it } from 'vitest';
import { noticeText } from './billing-notices.ts';
import { DEFAULT_TIME_ZONE } from './format.ts';
import { passReminderDue, renewPassPath } from './pass-notices.ts';

describe("a pass's reminders", () => {
  it('are due 7 days before, the day before and on its last day', () => {
    expect(passReminderDue('2027-03-02', '2027-02-22')).toBeNull();
    expect(passReminderDue('2027-03-02', '2027-02-23')).toBe(7);
    // A day missed is caught up by the 7-day one, not sent as a 6-day one.
    expect(passReminderDue('2027-03-02', '2027-02-26')).toBe(7);
    expect(passReminderDue('2027-03-02', '2027-03-01')).toBe(1);
    expect(passReminderDue('2027-03-02', '2027-03-02')).toBe(0);
    expect(passReminderDue('2027-03-02', '2027-03-03')).toBeNull();
  });

  it('link to a renewal by the same channel, and say when it ends in the learner’s calendar', () => {
    expect(renewPassPath('pass-builder-3', 'capitec_pay')).toBe(
      '/subscription?pass=pass-builder-3&channel=capitec_pay#pass',
    );
    expect(renewPassPath('pass-builder-3', 'paypal')).toBe(
      '/subscription?pass=pass-builder-3#pass',
    );
    const text = noticeText(
      {
        kind: 'pass-ending',
        purchase: 'pass-builder-3',
        endsOn: '2027-03-02',
        daysLeft: 1,
        channel: 'capitec_pay',
      },
      DEFAULT_TIME_ZONE,
    );
    expect(text.subject).toBe('ThinkBuild: your Builder pass ends tomorrow');
    expect(text.lines.join(' ')).toContain('until the end of 2 March 2027');
    expect(text.lines.join(' ')).toContain('The button pays with Capitec Pay, as last time.');
    expect(text.button).toEqual({
      label: 'Renew your pass',
      path: '/subscription?pass=pass-builder-3&channel=capitec_pay#pass',
    });
  });
});
