import { describe, expect, it } from 'vitest';
import { formatDuration } from './format.ts';

describe('formatDuration', () => {
  it('shows minutes and seconds, with hours only when needed', () => {
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});

describe('formatDuration rounding', () => {
  it('rounds a measured length to the nearest second, never below zero', () => {
    expect(formatDuration(299.6)).toBe('5:00');
    expect(formatDuration(299.4)).toBe('4:59');
    expect(formatDuration(-3)).toBe('0:00');
  });
});
