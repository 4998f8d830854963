import { describe, expect, it } from 'vitest';
import { categoryFromPath, coursePagePath } from './category-style.ts';

describe('categoryFromPath', () => {
  it('reads the category from its page path', () => {
    expect(categoryFromPath('/web-category')).toBe('web');
    expect(categoryFromPath('/mobile-category/')).toBe('mobile');
    expect(categoryFromPath('/game-category')).toBe('game');
  });

  it('refuses anything else', () => {
    for (const p of ['/cooking-category', '/web', '/web-category/x', '/', '/-category']) {
      expect(categoryFromPath(p), p).toBeNull();
    }
  });
});

describe('coursePagePath', () => {
  it('links a project to its course page', () => {
    expect(coursePagePath('web', 'portfolio')).toBe('/coursepage/web/portfolio');
    expect(coursePagePath('game', '3d shooter')).toBe('/coursepage/game/3d%20shooter');
  });
});
