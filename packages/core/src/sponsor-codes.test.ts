import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from './format.ts';
import type { TPassRow } from './pass-rows.ts';
import {
  CROCKFORD,
  codeFromBytes,
  formatSponsorCode,
  normaliseSponsorCode,
  sponsorCodeStatus,
} from './sponsor-codes.ts';
import { redeemCode, type TCodeHeld } from './sponsor-redeem.ts';

const JHB = DEFAULT_TIME_ZONE;
/** 10:00 in Johannesburg on `day`. */
const at = (day: string) => new Date(`${day}T08:00:00Z`);
const NOW = at('2026-12-03');
const row = (id: string, tier: TPassRow['tier'], startsOn: string, endsOn: string, paid = 0) => ({
  id,
  tier,
  startsOn,
  endsOn,
  paid,
});
const held = (over: Partial<TCodeHeld> = {}): TCodeHeld => ({
  lifetimeAccess: false,
  subscription: null,
  rows: [],
  ...over,
});

describe('a sponsor code as text', () => {
  it('is 12 Crockford characters from the first 60 bits of 8 random bytes', () => {
    expect(codeFromBytes(new Uint8Array(8))).toBe('000000000000');
    expect(codeFromBytes(new Uint8Array(8).fill(255))).toBe('ZZZZZZZZZZZZ');
    // 0x08 0x42 … : 00001 00001 00001 …: each 5 bits one letter, in order.
    expect(codeFromBytes(Uint8Array.of(0x08, 0x42, 0x10, 0x84, 0x21, 0x08, 0x42, 0x10))).toBe(
      '111111111111',
    );
    expect(() => codeFromBytes(new Uint8Array(7))).toThrow();
    const code = codeFromBytes(Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8));
    expect(code).toHaveLength(12);
    for (const ch of code) expect(CROCKFORD).toContain(ch);
  });

  it('is shown in groups of four', () => {
    expect(formatSponsorCode('7KQ2M9XDR4TB')).toBe('7KQ2-M9XD-R4TB');
  });

  it('is read back whatever the case, spaces and dashes, with I and L as 1 and O as 0', () => {
    expect(normaliseSponsorCode('7kq2-m9xd-r4tb')).toBe('7KQ2M9XDR4TB');
    expect(normaliseSponsorCode(' 7KQ2 M9XD R4TB ')).toBe('7KQ2M9XDR4TB');
    expect(normaliseSponsorCode('oOiI-lL00-1111')).toBe('001111001111');
    expect(normaliseSponsorCode('7KQ2–M9XD–R4TB')).toBe('7KQ2M9XDR4TB');
  });

  it('refuses what cannot be a code: too short, too long, or U and other signs', () => {
    expect(normaliseSponsorCode('')).toBeNull();
    expect(normaliseSponsorCode('7KQ2-M9XD-R4T')).toBeNull();
    expect(normaliseSponsorCode('7KQ2-M9XD-R4TBB')).toBeNull();
    expect(normaliseSponsorCode('7KQ2-M9XD-R4TU')).toBeNull();
    expect(normaliseSponsorCode('7KQ2-M9XD-R4T!')).toBeNull();
  });

  it('is unused, redeemed or revoked (a redeemed one stays redeemed when its batch is revoked)', () => {
    expect(sponsorCodeStatus({ redeemedAt: null, revokedAt: null })).toBe('unused');
    expect(sponsorCodeStatus({ redeemedAt: new Date(), revokedAt: null })).toBe('redeemed');
    expect(sponsorCodeStatus({ redeemedAt: null, revokedAt: new Date() })).toBe('revoked');
  });
});

describe('what a redeemed code gives', () => {
  const builder3 = { tier: 'builder', months: 3 } as const;

  it('with nothing held: its pass from today, as quotePass dates a new one', () => {
    const r = redeemCode(held(), builder3, NOW, JHB);
    expect(r).toMatchObject({
      ok: true,
      kind: 'new',
      startsOn: '2026-12-03',
      endsOn: '2027-03-03',
      moves: [],
      text: 'Builder pass — until 3 March 2027',
    });
    expect(r.ok && r.message).toBe(
      'Builder pass for 3 months: yours from today until 3 March 2027. Nothing to pay, and it does not renew.',
    );
  });

  it('of the same tier: extends the running pass from its end date', () => {
    const rows = [row('a', 'builder', '2026-11-02', '2027-02-02', 90_000)];
    const r = redeemCode(held({ rows }), builder3, NOW, JHB);
    expect(r).toMatchObject({
      ok: true,
      kind: 'extend',
      startsOn: '2027-02-03',
      endsOn: '2027-05-02',
      moves: [],
      text: 'Builder pass — until 2 May 2027',
    });
  });

  it('of a lower tier: adds its days after the higher pass ends', () => {
    const rows = [row('c', 'creator', '2026-11-02', '2027-01-02', 50_000)];
    const r = redeemCode(held({ rows }), { tier: 'starter', months: 1 }, NOW, JHB);
    expect(r).toMatchObject({
      ok: true,
      kind: 'after',
      startsOn: '2027-01-03',
      endsOn: '2027-02-03',
      moves: [],
      text: 'Starter pass — from 3 January 2027 until 3 February 2027',
    });
  });

  it('of a higher tier: from today, the lower pass’s remaining days (and its worth) after it', () => {
    // 31 days paid R310: 20 left from 3 December (today included) are worth R200.
    const rows = [
      row('s', 'starter', '2026-11-22', '2026-12-22', 31_000),
      row('s2', 'starter', '2026-12-23', '2027-01-22', 31_000),
    ];
    const r = redeemCode(held({ rows }), { tier: 'creator', months: 1 }, NOW, JHB);
    expect(r).toMatchObject({
      ok: true,
      kind: 'upgrade',
      startsOn: '2026-12-03',
      endsOn: '2027-01-03',
      text: 'Creator pass — until 3 January 2027',
    });
    if (!r.ok) return;
    // The code holds 32 days (3 December to 3 January): everything after moves 32 days on.
    expect(r.moves).toEqual([
      { id: 's', startsOn: '2027-01-04', endsOn: '2027-01-23', paid: 20_000 },
      { id: 's2', startsOn: '2027-01-24', endsOn: '2027-02-23', paid: 31_000 },
    ]);
    expect(r.message).toContain('none is lost: it runs on until 23 January 2027');
  });

  it('of the same tier with a lower pass queued after: extends and moves the lower one on', () => {
    const rows = [
      row('b', 'builder', '2026-11-02', '2027-01-02'),
      row('s', 'starter', '2027-01-03', '2027-02-03'),
    ];
    const r = redeemCode(held({ rows }), { tier: 'builder', months: 1 }, NOW, JHB);
    expect(r).toMatchObject({ ok: true, kind: 'extend', startsOn: '2027-01-03' });
    if (!r.ok) return;
    expect(r.endsOn).toBe('2027-02-02');
    expect(r.moves).toEqual([{ id: 's', startsOn: '2027-02-03', endsOn: '2027-03-06', paid: 0 }]);
  });

  it('beside a renewing subscription: refused, naming it and saying to cancel it first', () => {
    const subscription = { planLabel: 'Builder monthly', renews: true, paidUntil: null };
    const r = redeemCode(held({ subscription }), builder3, NOW, JHB);
    expect(r).toEqual({
      ok: false,
      message:
        'Your Builder monthly subscription still renews, and this code’s pass would hold the same days. Cancel the subscription first on your account page, then redeem this code: its pass starts when your paid period ends.',
    });
  });

  it('beside a cancelled subscription: from the day after its paid period ends', () => {
    const subscription = {
      planLabel: 'Creator monthly',
      renews: false,
      paidUntil: '2026-12-20T09:30:00.000Z',
    };
    const r = redeemCode(held({ subscription }), builder3, NOW, JHB);
    expect(r).toMatchObject({
      ok: true,
      kind: 'after-subscription',
      startsOn: '2026-12-21',
      endsOn: '2027-03-21',
      text: 'Builder pass — from 21 December 2026 until 21 March 2027',
    });
    expect(r.ok && r.message).toContain('the day after your Creator monthly subscription’s');
    // Ending at midnight, the paid period's last day is the day before.
    const midnight = { ...subscription, paidUntil: '2026-12-19T22:00:00.000Z' };
    const m = redeemCode(held({ subscription: midnight }), builder3, NOW, JHB);
    expect(m.ok && m.startsOn).toBe('2026-12-20');
  });

  it('with lifetime access: refused, the code left unused', () => {
    const r = redeemCode(held({ lifetimeAccess: true }), builder3, NOW, JHB);
    expect(r.ok).toBe(false);
    expect(r.message).toMatch(/^You already have lifetime Creator access/);
  });

  it('counts days in Johannesburg: at 23:30 there on 2 December it is still the 2nd', () => {
    const r = redeemCode(held(), builder3, new Date('2026-12-02T21:30:00Z'), JHB);
    expect(r).toMatchObject({ startsOn: '2026-12-02', endsOn: '2027-03-02' });
  });
});
