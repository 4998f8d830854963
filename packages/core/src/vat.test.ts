import { describe, expect, it } from 'vitest';
import { splitVat, VAT_INCLUDED_TEXT } from './vat.ts';

describe('splitVat', () => {
  it('takes the 15/115 share of an inclusive price, to the cent, adding up exactly', () => {
    expect(splitVat(115_00)).toEqual({ inclusive: 11_500, vat: 1_500, exclusive: 10_000 });
    // R300: R39,13 VAT (39,1304…), R260,87 before it.
    expect(splitVat(30_000)).toEqual({ inclusive: 30_000, vat: 3_913, exclusive: 26_087 });
    // R2 000: R260,87 VAT (260,8695…).
    expect(splitVat(200_000)).toMatchObject({ vat: 26_087, exclusive: 173_913 });
    for (const amount of [1, 99, 100, 12_345, 67_500, 150_000]) {
      const { vat, exclusive } = splitVat(amount);
      expect(vat + exclusive).toBe(amount);
    }
  });

  it('reads as the price line says it', () => {
    expect(VAT_INCLUDED_TEXT).toBe('incl. 15% VAT');
  });
});
