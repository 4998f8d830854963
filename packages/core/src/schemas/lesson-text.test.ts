import { describe, expect, it } from 'vitest';
import { activeCueIndex, formatClock, ZSnippetsInput } from './lesson-text.ts';

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

describe('ZSnippetsInput', () => {
  it('refuses an unknown language, empty code and a negative time', () => {
    const r = ZSnippetsInput.safeParse({
      snippets: [{ language: 'cobol', code: ' ', timeSeconds: -1 }],
    });
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['snippets.0.language', 'snippets.0.code', 'snippets.0.timeSeconds']);
  });
  it('accepts a snippet without a time', () => {
    const r = ZSnippetsInput.safeParse({
      snippets: [{ language: 'css', code: 'a { color: red; }', timeSeconds: null }],
    });
    expect(r.success).toBe(true);
  });
});
