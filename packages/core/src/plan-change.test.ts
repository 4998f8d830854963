import { describe, expect, it } from 'vitest';
import {
  changeKind,
  keepPlanText,
  periodStart,
  planChange,
  scheduledStep,
  supersededText,
  unusedAmount,
} from './plan-change.ts';

describe('changeKind', () => {
  it('upgrades a higher tier on the same interval, schedules everything else', () => {
    expect(changeKind('builderm', 'creatorm')).toBe('upgrade');
    expect(changeKind('startera', 'buildera')).toBe('upgrade');
    expect(changeKind('creatora', 'starterm')).toBe('scheduled');
    expect(changeKind('creatorm', 'builderm')).toBe('scheduled');
    expect(changeKind('builderm', 'buildera')).toBe('scheduled');
    expect(changeKind('startera', 'creatorm')).toBe('scheduled');
    expect(changeKind('builderm', 'builderm')).toBe('same');
  });
});

describe('proration', () => {
  it('finds the period a payment date closes', () => {
    expect(periodStart(new Date('2026-12-22T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-11-22T10:00:00.000Z',
    );
    expect(periodStart(new Date('2026-03-31T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(periodStart(new Date('2027-11-23T00:00:00Z'), 'annually').toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });

  it('refunds the unused part of the period, to the cent', () => {
    // Builder monthly (R300) for November 22 → December 22 (30 days), 20 days unused.
    const end = new Date('2026-12-22T00:00:00Z');
    expect(unusedAmount('builderm', end, new Date('2026-12-02T00:00:00Z'))).toBe(20_000);
    expect(unusedAmount('builderm', end, new Date('2026-11-22T00:00:00Z'))).toBe(30_000);
    expect(unusedAmount('builderm', end, new Date('2026-12-22T00:00:00Z'))).toBe(0);
    expect(unusedAmount('builderm', end, new Date('2027-01-01T00:00:00Z'))).toBe(0);
    // 21 1/3 days of 30 left: R213,33.
    const at = new Date(end.getTime() - (21 * 24 + 8) * 3_600_000);
    expect(unusedAmount('builderm', end, at)).toBe(21_333);
  });

  it('refunds a share of what was paid, not of today’s price', () => {
    // A learner who paid R250 for Builder (an older price): 20 of 30 days back is R166,67.
    const end = new Date('2026-12-22T00:00:00Z');
    expect(unusedAmount('builderm', end, new Date('2026-12-02T00:00:00Z'), 25_000)).toBe(16_667);
    const at = new Date('2026-12-02T00:00:00Z');
    expect(planChange('builderm', 'creatorm', end, at, undefined, 25_000).refund).toBe(16_667);
  });
});

describe('planChange', () => {
  it('says what an upgrade costs now and what comes back', () => {
    const end = new Date('2026-12-22T00:00:00Z');
    const at = new Date(end.getTime() - (21 * 24 + 8) * 3_600_000);
    expect(planChange('builderm', 'creatorm', end, at)).toEqual({
      kind: 'upgrade',
      payNow: 50_000,
      refund: 21_333,
      startsOn: null,
      message: 'You pay R500 now; R213,33 of your Builder month comes back to your card.',
    });
  });

  it('schedules a downgrade or an interval switch for the end of the paid period', () => {
    const end = new Date('2026-12-22T09:00:00Z');
    const now = new Date('2026-11-30T00:00:00Z');
    expect(planChange('creatora', 'starterm', end, now)).toEqual({
      kind: 'scheduled',
      payNow: 0,
      refund: 0,
      startsOn: '2026-12-22T09:00:00.000Z',
      message: 'Changes to Starter monthly on 22 December 2026.',
    });
    expect(planChange('builderm', 'buildera', end, now).message).toBe(
      'Changes to Builder annually on 22 December 2026.',
    );
  });
});

describe('while a change is scheduled', () => {
  it('keeps the held plan, refuses the scheduled one again, replaces with anything else', () => {
    expect(scheduledStep('builderm', 'starterm', 'builderm')).toBe('keep');
    expect(scheduledStep('builderm', 'starterm', 'starterm')).toBe('already-scheduled');
    expect(scheduledStep('builderm', 'starterm', 'startera')).toBe('replace');
    expect(scheduledStep('builderm', 'starterm', 'creatorm')).toBe('replace');
  });

  it('classifies the replacement against the held plan, never the scheduled one', () => {
    // Held: Builder monthly, paid to December 22; scheduled: Starter monthly.
    const end = new Date('2026-12-22T00:00:00Z');
    const now = new Date('2026-12-02T00:00:00Z');
    // Back to Builder is no change at all (against Starter it would have been an upgrade).
    expect(changeKind('builderm', 'builderm')).toBe('same');
    const up = planChange('builderm', 'creatorm', end, now);
    expect(up).toMatchObject({ kind: 'upgrade', payNow: 50_000, refund: 20_000 });
    const down = planChange('builderm', 'startera', end, now);
    expect(down).toMatchObject({ kind: 'scheduled', payNow: 0, startsOn: end.toISOString() });
  });

  it('says what keeping the held plan does', () => {
    expect(keepPlanText('creatora', 'buildera')).toBe(
      'You keep Creator annually and it renews as before; the change to Builder annually is cancelled. Nothing is charged.',
    );
  });
});

describe('supersededText', () => {
  it('says, before paying, that the subscription stops and what comes back (R, decimal comma)', () => {
    const end = new Date('2026-12-22T00:00:00Z');
    // Creator monthly paid R500 for 22 November to 22 December; the offer is bought on the 2nd.
    const refund = unusedAmount('creatorm', end, new Date('2026-12-02T06:00:00Z'), 50_000);
    expect(refund).toBe(32_917);
    expect(supersededText('creatorm', refund, 'ZAR')).toBe(
      'Your Creator monthly subscription stops; R329,17 comes back to your card.',
    );
  });

  it('names no amount when nothing of the period is left', () => {
    expect(supersededText('startera', 0, 'ZAR')).toBe('Your Starter annually subscription stops.');
  });
});
