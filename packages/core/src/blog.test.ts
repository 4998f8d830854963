import { describe, expect, it } from 'vitest';
import {
  inlineCodeParts,
  READING_WORDS_PER_MINUTE,
  readingMinutes,
  readingTimeLabel,
  slugify,
  visibleBlocks,
} from './blog.ts';
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

describe('readingMinutes', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

  it('is one minute for a short post, never zero', () => {
    expect(readingMinutes({ summary: '', blocks: [] })).toBe(1);
    expect(readingMinutes({ summary: 'A short one.', blocks: [{ paragraph: words(20) }] })).toBe(1);
  });

  it('counts the summary and every paragraph, rounding up to whole minutes', () => {
    const post = {
      summary: words(100),
      blocks: [{ paragraph: words(450) }, { paragraph: words(451) }],
    };
    // 1,001 words at 200 a minute: 5.005 minutes, read as 6.
    expect(READING_WORDS_PER_MINUTE).toBe(200);
    expect(readingMinutes(post)).toBe(6);
    expect(readingTimeLabel(readingMinutes(post))).toBe('6 min read');
  });

  it('reads code at half speed', () => {
    expect(readingMinutes({ summary: '', blocks: [{ code: words(200) }] })).toBe(2);
    expect(readingMinutes({ summary: '', blocks: [{ paragraph: words(200) }] })).toBe(1);
  });
});

describe('inlineCodeParts', () => {
  it('splits a paragraph into text and the code between backticks', () => {
    expect(inlineCodeParts('Open `index.html` and add `<h1>`.')).toEqual([
      { code: false, text: 'Open ' },
      { code: true, text: 'index.html' },
      { code: false, text: ' and add ' },
      { code: true, text: '<h1>' },
      { code: false, text: '.' },
    ]);
  });

  it('leaves text without a pair of backticks as it is', () => {
    expect(inlineCodeParts('No code here')).toEqual([{ code: false, text: 'No code here' }]);
    expect(inlineCodeParts('A lone ` tick')).toEqual([{ code: false, text: 'A lone ` tick' }]);
    expect(inlineCodeParts('')).toEqual([]);
  });
});
