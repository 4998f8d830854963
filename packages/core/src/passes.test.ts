import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, startOfDay } from './calendar-days.ts';
import { DEFAULT_TIME_ZONE, formatMoney } from './format.ts';
import {
  isPassCode,
  PASSES,
  passCode,
  passCredit,
  passEndsAt,
  passHolds,
  passStatusText,
  quotePass,
  subscriptionBesidePass,
  type TPassHeld,
} from './passes.ts';

const JHB = DEFAULT_TIME_ZONE;
const none: TPassHeld = { lifetimeAccess: false, subscription: null, pass: null };
/** 10:00 in Johannesburg on `day`. */
const at = (day: string) => new Date(`${day}T08:00:00Z`);

describe('pass prices', () => {
  it('are the monthly price times the months, and the annual price for 12 months', () => {
    expect(PASSES['pass-builder-1'].amount).toBe(30_000);
    expect(PASSES['pass-builder-3'].amount).toBe(90_000);
    expect(PASSES['pass-builder-12'].amount).toBe(200_000);
    expect(PASSES['pass-starter-3'].price).toBe(600);
    expect(PASSES['pass-creator-12'].price).toBe(4000);
    expect(Object.keys(PASSES)).toHaveLength(9);
  });

  it('knows its codes', () => {
    expect(passCode('creator', 3)).toBe('pass-creator-3');
    expect(isPassCode('pass-starter-12')).toBe(true);
    expect(isPassCode('pass-starter-6')).toBe(false);
    expect(isPassCode('builderm')).toBe(false);
    expect(isPassCode('__proto__')).toBe(false);
  });
});

describe('calendar days', () => {
  it('adds months to the same day number, or the last day of a shorter month', () => {
    expect(addMonths('2026-12-02', 3)).toBe('2027-03-02');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 12)).toBe('2027-12-15');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('counts days between calendar days', () => {
    expect(daysBetween('2026-12-02', '2027-03-02')).toBe(90);
    expect(daysBetween('2027-03-02', '2026-12-02')).toBe(-90);
  });

  it('finds when a day begins in Johannesburg (UTC+2)', () => {
    expect(startOfDay('2027-03-02', JHB).toISOString()).toBe('2027-03-01T22:00:00.000Z');
    expect(startOfDay('2027-03-02', 'UTC').toISOString()).toBe('2027-03-02T00:00:00.000Z');
  });

  it('finds the start of a day on which the clocks change', () => {
    // London moves to summer time at 01:00 UTC on 28 March 2027: midnight is still GMT.
    expect(startOfDay('2027-03-28', 'Europe/London').toISOString()).toBe(
      '2027-03-28T00:00:00.000Z',
    );
    expect(startOfDay('2027-03-29', 'Europe/London').toISOString()).toBe(
      '2027-03-28T23:00:00.000Z',
    );
  });
});

describe('a pass in time', () => {
  const pass = {
    tier: 'builder' as const,
    startsOn: '2026-12-02',
    endsOn: '2027-03-02',
    paid: 90_000,
  };

  it('holds from the start of its first day to the end of its last, in Johannesburg', () => {
    expect(passHolds(pass, new Date('2026-12-01T21:59:59Z'), JHB)).toBe(false);
    expect(passHolds(pass, new Date('2026-12-01T22:00:00Z'), JHB)).toBe(true);
    expect(passHolds(pass, new Date('2027-03-02T21:59:59Z'), JHB)).toBe(true);
    expect(passHolds(pass, new Date('2027-03-02T22:00:00Z'), JHB)).toBe(false);
    expect(passEndsAt('2027-03-02', JHB).toISOString()).toBe('2027-03-02T22:00:00.000Z');
  });

  it('reads as /account shows it', () => {
    expect(passStatusText('builder', '2027-03-02', JHB)).toBe('Builder pass — until 2 March 2027');
  });

  it('credits its unused days, today included, rounded to the cent', () => {
    // 91 days (2 Dec to 2 Mar inclusive); on its first day nothing is used yet.
    expect(passCredit(pass, '2026-12-02')).toBe(90_000);
    // 30 days gone: 61 of 91 left.
    expect(passCredit(pass, '2027-01-01')).toBe(Math.round((90_000 * 61) / 91));
    expect(passCredit(pass, '2027-03-02')).toBe(Math.round(90_000 / 91));
    expect(passCredit(pass, '2027-03-03')).toBe(0);
    // Never more than was paid, even asked about a day before it began.
    expect(passCredit(pass, '2026-11-01')).toBe(90_000);
  });
});

describe('quotePass', () => {
  it('starts a new pass today and says it does not renew', () => {
    const quote = quotePass(none, 'pass-builder-3', at('2026-12-02'), JHB);
    expect(quote).toMatchObject({
      ok: true,
      kind: 'new',
      startsOn: '2026-12-02',
      endsOn: '2027-03-02',
      payNow: 90_000,
      credit: 0,
    });
    expect(quote.message).toBe(
      'Builder pass for 3 months: R900, until 2 March 2027. It does not renew.',
    );
  });

  it('counts the day in Johannesburg, not in UTC', () => {
    // 23:30 UTC on 1 December is already 2 December in South Africa.
    const quote = quotePass(none, 'pass-starter-1', new Date('2026-12-01T23:30:00Z'), JHB);
    expect(quote).toMatchObject({ startsOn: '2026-12-02', endsOn: '2027-01-02' });
  });

  it('extends a pass of the same tier from its end date', () => {
    const held = {
      ...none,
      pass: {
        tier: 'builder' as const,
        startsOn: '2026-12-02',
        endsOn: '2027-03-02',
        paid: 90_000,
      },
    };
    const quote = quotePass(held, 'pass-builder-1', at('2027-02-20'), JHB);
    expect(quote).toMatchObject({
      ok: true,
      kind: 'extend',
      startsOn: '2027-03-03',
      endsOn: '2027-04-02',
      payNow: 30_000,
    });
    expect(quote.message).toBe(
      'Builder pass for 1 month: R300. Your Builder pass runs on from 2 March 2027 until 2 April 2027.',
    );
  });

  it('upgrades to a higher tier from today, the unused part taken off the price', () => {
    const held = {
      ...none,
      pass: {
        tier: 'starter' as const,
        startsOn: '2026-12-02',
        endsOn: '2027-03-02',
        paid: 60_000,
      },
    };
    const quote = quotePass(held, 'pass-creator-3', at('2027-01-01'), JHB);
    const credit = Math.round((60_000 * 61) / 91);
    expect(quote).toMatchObject({
      ok: true,
      kind: 'upgrade',
      startsOn: '2027-01-01',
      endsOn: '2027-04-01',
      price: 150_000,
      credit,
      payNow: 150_000 - credit,
    });
    expect(quote.ok && quote.message).toBe(
      `Creator pass for 3 months: ${formatMoney(150_000, 'ZAR')}, less R402,20 for the unused days of your Starter pass: you pay ${formatMoney(150_000 - credit, 'ZAR')}, and it runs from today until 1 April 2027.`,
    );
  });

  it('refuses an upgrade whose credit is worth the whole new pass, so no paid day is lost', () => {
    const held = {
      ...none,
      pass: {
        tier: 'starter' as const,
        startsOn: '2026-12-02',
        endsOn: '2027-12-02',
        paid: 150_000,
      },
    };
    const quote = quotePass(held, 'pass-builder-1', at('2026-12-10'), JHB);
    expect(quote.ok).toBe(false);
    expect(quote.message).toMatch(/^Your Starter pass still has R1\s4\d\d(,\d\d)? of unused days/);
    expect(quotePass(held, 'pass-builder-12', at('2026-12-10'), JHB).ok).toBe(true);
  });

  it('refuses a lower tier while a higher one runs', () => {
    const held = {
      ...none,
      pass: {
        tier: 'creator' as const,
        startsOn: '2026-12-02',
        endsOn: '2027-01-02',
        paid: 50_000,
      },
    };
    expect(quotePass(held, 'pass-builder-3', at('2026-12-20'), JHB)).toEqual({
      ok: false,
      message:
        'Your Creator pass runs until 2 January 2027 and includes everything in Builder. To keep going after it, buy another Creator pass.',
    });
  });

  it('treats an ended pass as none', () => {
    const held = {
      ...none,
      pass: {
        tier: 'creator' as const,
        startsOn: '2026-10-02',
        endsOn: '2026-11-02',
        paid: 50_000,
      },
    };
    expect(quotePass(held, 'pass-starter-1', at('2026-12-02'), JHB)).toMatchObject({
      ok: true,
      kind: 'new',
      payNow: 20_000,
    });
  });

  it('never charges beside a running subscription or lifetime access', () => {
    const sub = {
      ...none,
      subscription: { planLabel: 'Builder monthly', paidUntil: '2026-12-20T10:00:00Z' },
    };
    const quote = quotePass(sub, 'pass-creator-1', at('2026-12-02'), JHB);
    expect(quote).toEqual({
      ok: false,
      message:
        'You have the Builder monthly subscription, which would charge for the same days. To pay by pass instead, cancel it on your account page and buy a pass when its paid period ends. Its paid period ends on 20 December 2026.',
    });
    expect(
      quotePass({ ...none, lifetimeAccess: true }, 'pass-creator-12', at('2026-12-02'), JHB),
    ).toMatchObject({ ok: false });
  });
});

describe('subscriptionBesidePass', () => {
  const pass = {
    tier: 'builder' as const,
    startsOn: '2026-12-02',
    endsOn: '2027-03-02',
    paid: 90_000,
  };

  it('refuses a subscription while a pass runs, and allows one after it ends', () => {
    expect(subscriptionBesidePass(pass, at('2027-01-10'), JHB)).toEqual({
      ok: false,
      message:
        'Your Builder pass runs until 2 March 2027. Subscribe after it ends, or buy a pass of a higher tier now: the unused days of yours are taken off its price.',
    });
    expect(subscriptionBesidePass(pass, at('2027-03-03'), JHB)).toEqual({ ok: true });
    expect(subscriptionBesidePass(null, at('2027-01-10'), JHB)).toEqual({ ok: true });
  });
});
