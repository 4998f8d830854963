import { expect, test } from './fixtures.ts';
import { scriptBytes } from './script-bytes.ts';

// The blog and the sign-in screens loaded as pages run islands, not the app
// (docs/decisions/042): at most 20 KB of JavaScript each, as sent, and never the app's entry.
const BUDGET = 20 * 1024;

const PAGES = [
  { path: '/blogs', heading: 'Blog' },
  { path: 'POST', heading: null },
  { path: '/login', heading: 'Log in' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/forgotpassword', heading: 'Forgot your password?' },
  { path: '/reset-password?token=from-the-mail', heading: 'Choose a new password' },
];

for (const { path, heading } of PAGES) {
  test(`${path === 'POST' ? 'a blog post' : path} loads at most 20 KB of JavaScript and not the app`, async ({
    page,
    request,
  }) => {
    let address = path;
    if (path === 'POST') {
      const { blogs } = await (await request.get('/api/blogs?category=web')).json();
      address = `/blogpage/${blogs[0].slug}`;
    }
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const bytes = scriptBytes(page);
    await page.goto(address, { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }),
    ).toBeVisible();
    const total = await bytes();
    expect(total, `script bytes on ${address}: ${scripts.join(', ')}`).toBeLessThanOrEqual(BUDGET);
    expect(scripts.filter((s) => /\/assets\/(index|hydrate)-/.test(s))).toEqual([]);
    // The header is the app's, rendered on the server: the theme menu is there.
    await expect(page.getByRole('banner').getByLabel('Theme')).toBeVisible();
  });
}
