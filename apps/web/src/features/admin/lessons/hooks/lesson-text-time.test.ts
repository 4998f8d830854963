import { describe, expect, it } from 'vitest';
import { secondsOf } from './use-lesson-text-draft.ts';

describe('secondsOf (a snippet time as typed)', () => {
  it('reads seconds and m:ss; empty is no time', () => {
    expect(secondsOf('')).toBeNull();
    expect(secondsOf(' 84 ')).toBe(84);
    expect(secondsOf('1:24')).toBe(84);
  });
  it('leaves a negative number for the schema to refuse, and nonsense as NaN', () => {
    expect(secondsOf('-5')).toBe(-5);
    expect(secondsOf('1:75')).toBeNaN();
    expect(secondsOf('soon')).toBeNaN();
  });
});
