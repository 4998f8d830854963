import { expect, test } from './fixtures.ts';

const SECTIONS = [
  { heading: 'Web Development Blogs', category: 'web' },
  { heading: 'Mobile Development Blogs', category: 'mobile' },
  { heading: 'Game Development Blogs', category: 'game' },
];

test.describe('reading the blog', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const { heading, category } of SECTIONS) {
    test(`a visitor opens a ${category} post from the landing page and copies its code`, async ({
      page,
      blogs,
    }) => {
      const [first] = await blogs(category);
      if (!first) throw new Error(`no ${category} posts seeded`);

      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Blog' })
        .click();
      await expect(page).toHaveURL('/blogs');
      const section = page.getByRole('region', { name: heading });
      await expect(section.getByRole('heading', { name: heading })).toBeVisible();

      await section.getByRole('link', { name: new RegExp(first.title) }).click();
      await expect(page).toHaveURL(`/blogpage/${first.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
      await expect(page).toHaveTitle(`${first.title} | ThinkBuild`);

      const copy = page.getByRole('button', { name: 'Copy' }).first();
      await copy.click();
      await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.length).toBeGreaterThan(0);
      // "Copied" shows for 2 seconds, then the button offers Copy again.
      await expect(page.getByRole('button', { name: 'Copied' })).toBeHidden({ timeout: 3500 });
    });
  }

  test('the cards in each section are in their order', async ({ page, blogs }) => {
    await page.goto('/blogs');
    for (const { heading, category } of SECTIONS) {
      const expected = (await blogs(category)).map((b) => b.title);
      const titles = page.getByRole('region', { name: heading }).getByRole('heading', { level: 3 });
      await expect(titles).toHaveText(expected);
    }
  });
});

test('a refused clipboard says "Failed to copy"', async ({ page, blogs }) => {
  const [post] = await blogs('web');
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await page.goto(`/blogpage/${post?.slug}`);
  await page.getByRole('button', { name: 'Copy' }).first().click();
  await expect(page.getByRole('button', { name: 'Failed to copy' })).toBeVisible();
});

test('an unknown post says "Blog not found" and returns home', async ({ page }) => {
  await page.goto('/blogpage/this-post-does-not-exist');
  await expect(page.getByText('Blog not found')).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('a slow post shows "Loading blog..." and a failed one "Error loading blog"', async ({
  page,
}) => {
  await page.route('**/api/blogs/broken-post', async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } });
  });
  await page.goto('/blogpage/broken-post');
  await expect(page.getByText('Loading blog...')).toBeVisible();
  await expect(page.getByText('Error loading blog')).toBeVisible({ timeout: 10_000 });
});
