import { formatMoney } from '@thinkbuild/core/format';
import { PRERENDERED_PATHS } from '@thinkbuild/core/routes';
import { expect, test } from './fixtures.ts';

const OFFER_PRICE = formatMoney(200_000, 'ZAR');

// The rest of the suite runs with reduced motion (playwright.config.ts); these pages are checked
// as most visitors see them, the landing hero animating, so axe meets whichever frame it is on.
test.use({ reducedMotion: 'no-preference' });

test('an unknown path shows the 404 view and leads home', async ({ page }) => {
  const res = await page.goto('/this/page/does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Click To Return Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Start Building' }).first()).toBeVisible();
});

test('the landing page carries every slogan and leads to sign-up', async ({ page }) => {
  await page.goto('/');
  for (const slogan of [
    'Learn Through Exposure',
    'Think, Build, Deploy',
    'Mobile Applications Made Accessible',
    'Game Development Simplified',
    'Build Your First Project',
    'No more confusing lessons',
  ]) {
    await expect(page.getByText(slogan, { exact: false }).first()).toBeVisible();
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('© 2025 ThinkBuild')).toBeVisible();
  await footer.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/pricing');
  for (const text of [
    'Special Offer',
    'Full Access Half The Price',
    '50% Off',
    // The offer in rand with the default settings (OFFER_CURRENCY=ZAR): R2 000, half of R4 000.
    `Once Off - ${OFFER_PRICE} Payment`,
  ]) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  }
  // The offer's Sign Up goes to its checkout (signing up first when needed: billing.spec.ts).
  await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toHaveAttribute(
    'href',
    '/checkout/offer',
  );
});

test.describe('legal pages', () => {
  for (const path of ['/termsofservice', '/privacypolicy']) {
    test(`${path} states the effective date, the age rule and South African law`, async ({
      page,
    }) => {
      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('link', {
          name: path === '/termsofservice' ? 'Terms of Service' : 'Privacy Policy',
        })
        .click();
      await expect(page).toHaveURL(path);
      const main = page.getByRole('main');
      await expect(main).toContainText('2025/05/29');
      await expect(main).toContainText('13');
      await expect(main).toContainText('South Africa');
    });
  }

  test('the terms explain both lifetime-access readings and parental permission', async ({
    page,
  }) => {
    await page.goto('/termsofservice');
    const main = page.getByRole('main');
    await expect(main).toContainText('2,000');
    await expect(main).toContainText('3,000');
    await expect(main).toContainText(/parent/i);
    await expect(main).toContainText(/18/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the public pages are prerendered HTML', async ({ page }) => {
    for (const [path, text] of [
      ['/', 'Start Building'],
      ['/pricing', `Once Off - ${OFFER_PRICE} Payment`],
      ['/termsofservice', '2025/05/29'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
    }
  });
});

// Every public page is checked with every axe rule by the theme sweep (theme.spec.ts), in light
// at desktop, and for colour contrast in both themes at both widths.

test('the static public pages load no JavaScript at all', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  for (const path of PRERENDERED_PATHS) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(scripts).toEqual([]);
});
