// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyThemeFromCookie } from './shell-theme.ts';

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the way the page does
  document.cookie = 'theme=; max-age=0; path=/';
};

afterEach(() => {
  clearCookie();
  delete document.documentElement.dataset.theme;
});

describe('applyThemeFromCookie', () => {
  it('themes the cached shell from the cookie', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = 'theme=dark; path=/';
    applyThemeFromCookie();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('keeps the theme the server already put on the page', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = 'theme=dark; path=/';
    document.documentElement.dataset.theme = 'light';
    applyThemeFromCookie();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('leaves the system preference alone without a cookie', () => {
    applyThemeFromCookie();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
