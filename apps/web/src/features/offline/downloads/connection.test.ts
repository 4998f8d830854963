import { describe, expect, it } from 'vitest';
import { heldForWifi } from './connection.ts';

describe('heldForWifi', () => {
  it('holds on a metered connection only while Wi-Fi only is on', () => {
    expect(heldForWifi(true, 'cellular')).toBe(true);
    expect(heldForWifi(true, 'bluetooth')).toBe(true);
    expect(heldForWifi(false, 'cellular')).toBe(false);
    expect(heldForWifi(true, 'wifi')).toBe(false);
    expect(heldForWifi(true, 'ethernet')).toBe(false);
  });

  it('never holds where the browser does not say what the connection is', () => {
    expect(heldForWifi(true, undefined)).toBe(false);
    expect(heldForWifi(true, 'unknown')).toBe(false);
  });
});
