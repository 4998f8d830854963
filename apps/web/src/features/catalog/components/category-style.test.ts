import { describe, expect, it } from 'vitest';
import { categoryFromPath } from './category-style.ts';

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
