import { describe, expect, it } from 'vitest';
import { slugify, visibleBlocks } from './blog.ts';
import { ZBlogSlugParams, ZListBlogsQuery } from './schemas/blog.ts';

describe('slugify', () => {
  it('makes a URL-safe slug from a title', () => {
    expect(slugify('Build a CSS Grid!')).toBe('build-a-css-grid');
    expect(slugify('  Café & Crème: C# in Unity  ')).toBe('cafe-creme-c-in-unity');
    expect(slugify('!!!')).toBe('post');
  });

  it('keeps slugs short without a trailing dash', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('always produces a slug the API accepts', () => {
    for (const t of ['Hello', 'Ünïcödé title', '3D shooter: Unreal Engine 5', '---x---']) {
      expect(ZBlogSlugParams.safeParse({ slug: slugify(t) }).success).toBe(true);
    }
  });
});

describe('visibleBlocks', () => {
  it('drops blocks with nothing in them and keeps the order', () => {
    expect(
      visibleBlocks([{ paragraph: 'a' }, { paragraph: ' ', code: '\n' }, {}, { code: 'x()' }]),
    ).toEqual([{ paragraph: 'a' }, { code: 'x()' }]);
  });
});

describe('ZListBlogsQuery', () => {
  it('accepts the three categories and explains a wrong one', () => {
    expect(ZListBlogsQuery.parse({ category: 'game' })).toEqual({ category: 'game' });
    const bad = ZListBlogsQuery.safeParse({ category: 'cooking' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Category must be one of: web, mobile, game');
  });
});
