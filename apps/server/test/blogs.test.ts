import { MESSAGES } from '@thinkbuild/core';
import { describe, expect, it } from 'vitest';
import { type TTestApp, withTestApp } from './app.ts';
import { makeBlog } from './factories.ts';

let app: TTestApp;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

withTestApp({}, async (built) => {
  app = built;
  await makeBlog(app.db, { category: 'web', position: 2, title: 'Second web post' });
  await makeBlog(app.db, { category: 'web', position: 1, title: 'First web post' });
  await makeBlog(app.db, { category: 'web', position: 3, title: 'Hidden draft', published: false });
  await makeBlog(app.db, { category: 'game', position: 1, title: 'Unity basics' });
  await makeBlog(app.db, {
    category: 'mobile',
    title: 'Five blocks',
    blocks: [
      { paragraph: 'One' },
      { paragraph: '   ', code: '' },
      { code: 'print("two")', language: 'python' },
      { paragraph: 'Three', code: 'let x = 3', language: 'swift' },
      { paragraph: 'Four' },
    ],
  });
});

describe('GET /api/blogs', () => {
  it('lists one category as cards sorted by order', async () => {
    const res = await app.inject('/api/blogs?category=web');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      blogs: [
        {
          slug: 'first-web-post',
          category: 'web',
          order: 1,
          title: 'First web post',
          summary: 'Summary of First web post',
          publishedAt: expect.stringMatching(ISO),
          readingMinutes: 1,
        },
        {
          slug: 'second-web-post',
          category: 'web',
          order: 2,
          title: 'Second web post',
          summary: 'Summary of Second web post',
          publishedAt: expect.stringMatching(ISO),
          readingMinutes: 1,
        },
      ],
    });
  });

  it('lists every published post without a category', async () => {
    const res = await app.inject('/api/blogs');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .blogs.map((b: { slug: string }) => b.slug)
        .sort(),
    ).toEqual(['first-web-post', 'five-blocks', 'second-web-post', 'unity-basics']);
  });

  it('refuses an unknown category with a clear 400', async () => {
    const res = await app.inject('/api/blogs?category=cooking');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      message: 'category: Category must be one of: web, mobile, game',
      fields: { category: 'Category must be one of: web, mobile, game' },
    });
  });
});

describe('GET /api/blogs/:slug', () => {
  it('returns the post with only the blocks that have content, in order', async () => {
    const res = await app.inject('/api/blogs/five-blocks');
    expect(res.statusCode).toBe(200);
    const post = res.json();
    expect(post).toMatchObject({ slug: 'five-blocks', category: 'mobile', title: 'Five blocks' });
    expect(post.blocks).toEqual([
      { paragraph: 'One' },
      { code: 'print("two")', language: 'python' },
      { paragraph: 'Three', code: 'let x = 3', language: 'swift' },
      { paragraph: 'Four' },
    ]);
  });

  it('names the posts before and after it in its category, skipping drafts', async () => {
    const first = (await app.inject('/api/blogs/first-web-post')).json();
    expect(first.previous).toBeNull();
    expect(first.next).toEqual({ slug: 'second-web-post', title: 'Second web post' });
    const second = (await app.inject('/api/blogs/second-web-post')).json();
    expect(second.previous).toEqual({ slug: 'first-web-post', title: 'First web post' });
    // The draft after it is not a next post.
    expect(second.next).toBeNull();
    const only = (await app.inject('/api/blogs/unity-basics')).json();
    expect([only.previous, only.next]).toEqual([null, null]);
  });

  it('gives its reading time from its words: a long post reads for minutes', async () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    await makeBlog(app.db, {
      category: 'game',
      position: 9,
      title: 'A long read',
      blocks: [{ paragraph: words(900) }, { code: words(50), language: 'csharp' }],
    });
    const post = (await app.inject('/api/blogs/a-long-read')).json();
    // The summary's 4 words, 900 of prose and 50 of code read at half speed: 1,004 → 6 minutes.
    expect(post.readingMinutes).toBe(6);
    expect(post.publishedAt).toMatch(ISO);
  });

  it('answers 404 with "Blog not found" for an unknown or unpublished slug', async () => {
    for (const slug of ['no-such-post', 'hidden-draft']) {
      const res = await app.inject(`/api/blogs/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: MESSAGES.blogNotFound });
    }
  });

  it('refuses a malformed slug with 400', async () => {
    const res = await app.inject('/api/blogs/Not%20A%20Slug');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().fields).toHaveProperty('slug');
  });
});
