import { MESSAGES } from '@thinkbuild/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './app.ts';
import { makeBlog } from './factories.ts';

let app: TTestApp;

beforeAll(async () => {
  app = await buildTestApp();
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
afterAll(() => app.cleanup());

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
        },
        {
          slug: 'second-web-post',
          category: 'web',
          order: 2,
          title: 'Second web post',
          summary: 'Summary of Second web post',
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
