import { describe, expect, it } from 'vitest';
import { activeCueIndex, formatClock } from './clock.ts';

describe('formatClock', () => {
  it('reads as minutes:seconds, and hours past the hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(84)).toBe('1:24');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});

describe('activeCueIndex', () => {
  const cues = [
    { start: 0, end: 2, text: 'a' },
    { start: 2, end: 4, text: 'b' },
    { start: 5, end: 7, text: 'c' },
  ];
  it('finds the cue playing now, none in a gap', () => {
    expect(activeCueIndex(cues, 0)).toBe(0);
    expect(activeCueIndex(cues, 2.5)).toBe(1);
    expect(activeCueIndex(cues, 4.5)).toBe(-1);
    expect(activeCueIndex(cues, 6.9)).toBe(2);
    expect(activeCueIndex(cues, 7)).toBe(-1);
  });
});
