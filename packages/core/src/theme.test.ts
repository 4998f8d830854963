import { describe, expect, it } from 'vitest';
import { localReturnPath, themeCookie, themeFromCookies } from './theme.ts';

describe('themeFromCookies', () => {
  it('reads light or dark among other cookies', () => {
    expect(themeFromCookies('theme=dark')).toBe('dark');
    expect(themeFromCookies('a=1; theme=light; b=2')).toBe('light');
    expect(themeFromCookies('session=x;theme=dark')).toBe('dark');
  });

  it('ignores a missing, empty or unknown value', () => {
    expect(themeFromCookies(undefined)).toBeNull();
    expect(themeFromCookies('')).toBeNull();
    expect(themeFromCookies('theme=')).toBeNull();
    expect(themeFromCookies('theme=blue')).toBeNull();
    expect(themeFromCookies('theme=dark"><script>')).toBeNull();
    expect(themeFromCookies('mytheme=dark')).toBeNull();
  });
});

describe('themeCookie', () => {
  it('stores a choice for a year and deletes it for system', () => {
    expect(themeCookie('dark', false)).toBe('theme=dark; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(themeCookie('light', true)).toMatch(/; Secure$/);
    expect(themeCookie('system', false)).toBe('theme=; Path=/; Max-Age=0; SameSite=Lax');
  });
});

describe('localReturnPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(localReturnPath('/pricing')).toBe('/pricing');
    expect(localReturnPath('/blogs?category=web#top')).toBe('/blogs?category=web#top');
  });

  it('falls back to / for anything that could leave the site', () => {
    for (const back of [
      undefined,
      '',
      'pricing',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/a b',
      '/caf\u00e9',
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(localReturnPath(back), String(back)).toBe('/');
    }
  });
});
