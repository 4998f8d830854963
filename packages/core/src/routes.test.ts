import { describe, expect, it } from 'vitest';
import { isClientRoute, prerenderedFile } from './routes.ts';

describe('client routes', () => {
  it('knows the public pages and blog routes', () => {
    for (const p of ['/', '/tutorials', '/pricing/', '/blogs', '/blogpage/hello-world', '/error']) {
      expect(isClientRoute(p), p).toBe(true);
    }
  });
  it('treats anything else as unknown', () => {
    for (const p of ['/nope', '/blogpage', '/blogpage/a/b', '/tutorialsx', '//', '/api']) {
      expect(isClientRoute(p), p).toBe(false);
    }
  });
  it('maps a path to its prerendered file', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/termsofservice')).toBe('termsofservice/index.html');
  });
});
