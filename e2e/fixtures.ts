import { test as base, expect } from '@playwright/test';

type TBlogCard = { slug: string; title: string; category: string };

/**
 * `page` fails the test on any console error or CSP violation, so every journey also proves
 * that the built app runs under our Content-Security-Policy without hydration errors.
 */
export const test = base.extend<{ blogs: (category: string) => Promise<TBlogCard[]> }>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await use(page);
    const unexpected = problems.filter((p) => !/status of 404|status of 500/.test(p));
    expect(unexpected, 'console errors').toEqual([]);
  },
  blogs: async ({ request }, use) => {
    await use(async (category) => {
      const res = await request.get(`/api/blogs?category=${category}`);
      expect(res.ok()).toBe(true);
      return (await res.json()).blogs as TBlogCard[];
    });
  },
});

export { expect };
