import { describe, expect, it } from 'vitest';
import { categoryPagePath, isClientRoute, prerenderedFile } from './routes.ts';

describe('client routes', () => {
  it('knows the public pages and blog routes', () => {
    for (const p of ['/', '/tutorials', '/pricing/', '/blogs', '/blogpage/hello-world', '/error']) {
      expect(isClientRoute(p), p).toBe(true);
    }
  });
  it('knows the account screens and the signed-in pages', () => {
    for (const p of [
      '/login',
      '/signup',
      '/forgotpassword',
      '/reset-password',
      '/termsofservicecheck',
      '/subscription',
      '/subscription/complete',
      '/checkout/offer',
      '/home',
      '/web-category',
      '/mobile-category',
      '/game-category/',
      '/account',
      '/account/email-undo',
      '/admin',
      // Opened directly or reloaded, not only through the dashboard's link.
      '/admin/billing',
      '/admin/insights',
      '/createcourse',
      '/createblog',
      '/coursepage/web/portfolio',
      '/search',
      '/certificates/ABCDEFGHIJKLMNOPQRST',
      '/admin/blogs/0b6f0f7e-5c3e-4a4e-9f43-1c2d3e4f5a6b/edit',
      '/admin/lessons/0b6f0f7e-5c3e-4a4e-9f43-1c2d3e4f5a6b/edit',
      '/admin/courses/web/portfolio/edit',
    ]) {
      expect(isClientRoute(p), p).toBe(true);
    }
  });
  it('treats anything else as unknown', () => {
    for (const p of [
      '/nope',
      '/blogpage',
      '/blogpage/a/b',
      '/tutorialsx',
      '//',
      '/api',
      '/coursepage',
      '/coursepage/web',
      '/admin/blogs',
      '/admin/users/1/edit',
      '/coursepage/web/portfolio/1',
      '/cooking-category',
      '/admin/users',
      '/admin/courses/web/edit',
      '/admin/courses/web/portfolio',
    ]) {
      expect(isClientRoute(p), p).toBe(false);
    }
  });
  it('names the three category pages', () => {
    expect(categoryPagePath('web')).toBe('/web-category');
    expect(categoryPagePath('game')).toBe('/game-category');
  });
  it('maps a path to its prerendered file', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/termsofservice')).toBe('termsofservice/index.html');
  });
});
