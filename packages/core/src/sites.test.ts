import { describe, expect, it } from 'vitest';
import { canPublish, handleProblem, siteContentType, siteUrl } from './sites.ts';

describe('handles', () => {
  it('takes lowercase letters, digits and single hyphens inside', () => {
    for (const handle of ['amahle', 'sipho99', 'amahle-d', 'a1b'])
      expect(handleProblem(handle)).toBeNull();
  });
  it('refuses the rest, and ThinkBuild’s own words', () => {
    for (const handle of [
      'ab',
      'Amahle',
      '-amahle',
      'amahle-',
      'a--b',
      'a_b',
      'a.b',
      'x'.repeat(31),
      'admin',
      'www',
    ])
      expect(handleProblem(handle), handle).not.toBeNull();
  });
});

it('puts a project under its track and slug', () => {
  expect(siteUrl('http://127.0.0.1:3001', 'amahle', 'web', 'portfolio')).toBe(
    'http://127.0.0.1:3001/amahle/web-portfolio/',
  );
});

it('serves each kind with its type', () => {
  expect(siteContentType('index.html')).toBe('text/html; charset=utf-8');
  expect(siteContentType('css/a.CSS')).toBe('text/css; charset=utf-8');
  expect(siteContentType('js/app.mjs')).toBe('text/javascript; charset=utf-8');
});

it('publishes from Creator, as the Deployment section', () => {
  expect(canPublish('builder')).toBe(false);
  expect(canPublish('creator')).toBe(true);
  expect(canPublish('admin')).toBe(true);
});
