import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from './format.ts';
import {
  makeRoomAfter,
  runningPass,
  shiftAfterTakeBack,
  type TPassRow,
  upgradeCuts,
} from './pass-rows.ts';

const JHB = DEFAULT_TIME_ZONE;
/** 10:00 in Johannesburg on `day`. */
const at = (day: string) => new Date(`${day}T08:00:00Z`);
const row = (
  id: string,
  tier: TPassRow['tier'],
  startsOn: string,
  endsOn: string,
  paid = 90_000,
) => ({
  id,
  tier,
  startsOn,
  endsOn,
  paid,
});

describe('the running pass', () => {
  it('is the row holding today and the same-tier rows that follow it day after day', () => {
    const rows = [
      row('b', 'builder', '2027-03-03', '2027-06-03'),
      row('a', 'builder', '2026-12-02', '2027-03-02'),
      row('later', 'builder', '2027-09-01', '2027-10-01'),
    ];
    const running = runningPass(rows, at('2026-12-20'), JHB);
    expect(running?.pass).toEqual({
      tier: 'builder',
      startsOn: '2026-12-02',
      endsOn: '2027-06-03',
      paid: 180_000,
    });
    expect(running?.rows.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('is none before the first day and after the last (in Johannesburg, not UTC)', () => {
    const rows = [row('a', 'starter', '2026-12-02', '2027-01-02')];
    expect(runningPass(rows, at('2026-12-01'), JHB)).toBeNull();
    // 23:30 on 2 January in Johannesburg is still the last day; 00:10 on the 3rd is not.
    expect(runningPass(rows, new Date('2027-01-02T21:30:00Z'), JHB)?.pass.tier).toBe('starter');
    expect(runningPass(rows, new Date('2027-01-02T22:10:00Z'), JHB)).toBeNull();
  });

  it('is the highest tier when two rows hold today', () => {
    const rows = [
      row('s', 'starter', '2026-12-01', '2027-03-01'),
      row('c', 'creator', '2026-12-10', '2027-01-10'),
    ];
    expect(runningPass(rows, at('2026-12-20'), JHB)?.pass.tier).toBe('creator');
  });
});

describe('an upgrade', () => {
  it('ends a row begun before today yesterday and takes back rows not begun', () => {
    const chain = [
      row('a', 'builder', '2026-12-02', '2027-03-02'),
      row('b', 'builder', '2027-03-03', '2027-06-03'),
    ];
    expect(upgradeCuts(chain, '2027-01-01')).toEqual([
      { id: 'a', endsOn: '2026-12-31' },
      { id: 'b', endsOn: null },
    ]);
    // A row that began today is taken back whole: today was credited.
    expect(upgradeCuts([row('t', 'starter', '2027-01-01', '2027-02-01')], '2027-01-01')).toEqual([
      { id: 't', endsOn: null },
    ]);
  });
});

describe('a row taken back', () => {
  const rows = [
    row('a', 'builder', '2026-12-02', '2027-03-02'),
    row('b', 'builder', '2027-03-03', '2027-06-03'),
  ];

  it('moves the rows after it earlier by the days it still had', () => {
    // Refunded on 1 March: 2 days left (1 and 2 March), so b starts on 1 March.
    expect(shiftAfterTakeBack(rows, 'a', '2027-03-01')).toEqual([
      { id: 'b', startsOn: '2027-03-01', endsOn: '2027-06-01' },
    ]);
  });

  it('moves them by all its days when it had not begun', () => {
    const three = [...rows, row('c', 'builder', '2027-06-04', '2027-07-04')];
    expect(shiftAfterTakeBack(three, 'b', '2027-01-10')).toEqual([
      { id: 'c', startsOn: '2027-03-03', endsOn: '2027-04-02' },
    ]);
  });

  it('moves nothing when it had ended', () => {
    expect(shiftAfterTakeBack(rows, 'a', '2027-03-10')).toEqual([]);
  });
});

describe('a paid pass added', () => {
  const running = row('b', 'builder', '2026-12-02', '2027-03-02');
  const code = row('s', 'starter', '2027-03-03', '2027-04-02', 0);

  it('moves a lower code queued after the running pass to follow the extension', () => {
    // Builder extended by a month: 3 March to 3 April; the Starter code's month follows it.
    expect(makeRoomAfter([running, code], ['b'], '2027-03-03', '2027-04-03')).toEqual([
      { id: 's', startsOn: '2027-04-04', endsOn: '2027-05-04' },
    ]);
  });

  it('moves it up to follow an upgrade that ends before it begins', () => {
    // Creator from 10 January for a month (until 10 February): the Starter month follows it.
    expect(makeRoomAfter([running, code], ['b'], '2027-01-10', '2027-02-10')).toEqual([
      { id: 's', startsOn: '2027-02-11', endsOn: '2027-03-13' },
    ]);
  });

  it('moves nothing when nothing is queued, or it already follows', () => {
    expect(makeRoomAfter([running], ['b'], '2027-03-03', '2027-04-03')).toEqual([]);
    expect(makeRoomAfter([running, code], ['b'], '2026-12-02', '2027-03-02')).toEqual([]);
  });
});
