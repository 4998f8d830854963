import { describe, expect, it } from 'vitest';
import { isSafeText, safeString, UNSAFE_TEXT_MESSAGE } from './text.ts';

describe('isSafeText', () => {
  it('accepts ordinary text, accents and whole emoji', () => {
    for (const s of ['', 'Hello', 'Ça va — über', '🚀 launch', 'line\nbreak\ttab']) {
      expect(isSafeText(s), s).toBe(true);
    }
  });

  it('refuses NUL and unpaired surrogates anywhere', () => {
    for (const s of ['\u0000', 'a\u0000b', '\ud800', 'x\ud83d', '\ude80y', '\ude80\ud83d']) {
      expect(isSafeText(s), JSON.stringify(s)).toBe(false);
    }
  });
});

describe('safeString', () => {
  it('gives the field message and still chains trim/min/max', () => {
    const schema = safeString().trim().min(1, 'required').max(5, 'too long');
    expect(schema.safeParse('  ok ').data).toBe('ok');
    expect(schema.safeParse('a\u0000').error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
    expect(schema.safeParse('\ud800').error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
    expect(schema.safeParse('toolong').error?.issues[0]?.message).toBe('too long');
  });
});
