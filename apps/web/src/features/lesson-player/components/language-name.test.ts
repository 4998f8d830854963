import { describe, expect, it } from 'vitest';
import { languageName } from './language-name.ts';

describe('languageName', () => {
  it('names every tag of its table as Intl.DisplayNames does', () => {
    const intl = new Intl.DisplayNames(['en'], { type: 'language' });
    for (const code of [
      'en',
      'en-ZA',
      'en-GB',
      'en-US',
      'af',
      'zu',
      'xh',
      'st',
      'tn',
      'nso',
      'ts',
      'ss',
      've',
      'nr',
      'fr',
      'pt',
      'es',
      'de',
      'sw',
    ])
      expect(languageName(code), code).toBe(intl.of(code));
  });

  it('asks the browser for any other tag, and keeps a malformed one as given', () => {
    expect(languageName('ja')).toBe('Japanese');
    expect(languageName('not a tag!')).toBe('not a tag!');
  });
});
