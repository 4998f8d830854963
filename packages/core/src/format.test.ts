import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatShortDate,
  isoDay,
} from './format.ts';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes rand the South African way: R, a space between thousands, a decimal comma', () => {
    expect(formatMoney(400000, 'ZAR')).toBe(`R4${NBSP}000`);
    expect(formatMoney(20000, 'ZAR')).toBe('R200');
    expect(formatMoney(21333, 'ZAR')).toBe('R213,33');
    expect(formatMoney(100000050, 'zar')).toBe(`R1${NBSP}000${NBSP}000,50`);
    expect(formatMoney(0, 'ZAR')).toBe('R0');
  });

  it('keeps the dollar text for a merchant that charges the offer in USD', () => {
    expect(formatMoney(2700, 'USD')).toBe('$27');
    expect(formatMoney(2750, 'USD')).toBe('$27,50');
  });
});

describe('formatDate', () => {
  it('writes day, month and year in the learner zone', () => {
    expect(formatDate(new Date('2026-12-25T10:00:00Z'), DEFAULT_TIME_ZONE)).toBe(
      '25 December 2026',
    );
  });

  it('counts the day in Johannesburg, not UTC: 23:30 UTC on the 24th is the 25th there', () => {
    expect(formatDate('2026-12-24T23:30:00Z', 'Africa/Johannesburg')).toBe('25 December 2026');
    expect(formatDate('2026-12-24T23:30:00Z', 'UTC')).toBe('24 December 2026');
  });
});

describe('formatDateTime', () => {
  it('writes day, month, year and the 24-hour time in the zone, with its short name', () => {
    expect(formatDateTime('2026-11-23T15:04:00Z', DEFAULT_TIME_ZONE)).toBe(
      '23 November 2026, 17:04 SAST',
    );
    // 23:30 UTC is already the next day in Johannesburg.
    expect(formatDateTime(new Date('2026-12-24T23:30:00Z'), 'Africa/Johannesburg')).toBe(
      '25 December 2026, 01:30 SAST',
    );
    expect(formatDateTime('2026-12-24T23:30:00Z', 'UTC')).toBe('24 December 2026, 23:30 UTC');
  });
});

describe('formatCount', () => {
  it('groups thousands with commas, as the public pages write the member limit', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(2000)).toBe('2,000');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('formatShortDate and isoDay', () => {
  it("write a card's date the South African way, with the day it is in that zone", () => {
    expect(formatShortDate('2026-11-28T09:00:00Z', DEFAULT_TIME_ZONE)).toBe('28 Nov 2026');
    expect(isoDay('2026-11-28T09:00:00Z', DEFAULT_TIME_ZONE)).toBe('2026-11-28');
    // 23:30 UTC is already the next day in Johannesburg.
    expect(formatShortDate('2026-11-28T23:30:00Z', DEFAULT_TIME_ZONE)).toBe('29 Nov 2026');
    expect(isoDay(new Date('2026-11-28T23:30:00Z'), DEFAULT_TIME_ZONE)).toBe('2026-11-29');
  });
});
