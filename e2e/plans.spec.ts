import type { Page } from '@playwright/test';
import { formatMoney } from '@thinkbuild/core/format';
import { LISTED_PLAN_MATRIX } from '@thinkbuild/core/plan-matrix';
import { expect, expectAccessible, lookAt, test } from './fixtures.ts';

// What each plan gives (core's plan matrix), in rand and without plan codes, on /pricing and
// /subscription, at desktop and phone widths, in both themes.

const SHOTS = 'test-results/shots';
const CODES = /\b(starter|builder|creator)[ma]\b/;

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const theme of ['light', 'dark'] as const) {
  test(`/pricing and /subscription show what each plan gives, in rand (${theme})`, async ({
    page,
    context,
    baseURL,
    signIn,
  }) => {
    // Two widths, two pages each, signed out then in: eight full page loads and checks.
    test.setTimeout(120_000);
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pricing');
      await expect(
        page.getByText(`Once Off - ${formatMoney(200_000, 'ZAR')} Payment`),
      ).toBeVisible();
      // The offer's "usual price" is Creator annually: the 50% Off is true.
      await expect(page.getByText(formatMoney(400_000, 'ZAR')).first()).toBeVisible();
      const plans = page.getByRole('region', { name: 'Prefer to subscribe?' });
      const starter = plans.getByRole('listitem').filter({ hasText: 'Choose Starter' });
      await expect(starter).toContainText('Code exercises (included)');
      await expect(starter).toContainText('Certificates (included)');
      await expect(starter).toContainText('Deeper Explanation (not included)');
      const access = page.getByRole('region', { name: 'What each plan gives' });
      if (width === 1280) {
        const table = access.getByRole('table');
        await expect(table.getByRole('row')).toHaveCount(LISTED_PLAN_MATRIX.length + 1);
        const certificates = table.getByRole('row', { name: /^Certificates/ });
        // Free, Starter, Builder, Creator, Special Offer.
        await expect(certificates.getByRole('cell')).toHaveText([
          'Not included',
          'Included',
          'Included',
          'Included',
          'Included',
        ]);
      } else {
        await expect(access.getByRole('table')).toBeHidden();
        await expect(access.getByRole('listitem').filter({ hasText: 'Starter adds' })).toHaveText(
          /Certificates/,
        );
      }
      await expect(page.locator('main')).not.toContainText(CODES);
      await expect(page.locator('main')).not.toContainText('$');
      await noOverflow(page);
      await expectAccessible(page, `/pricing ${width} ${theme}`);
      await lookAt(page, { path: `${SHOTS}/pricing-${width}-${theme}.png`, fullPage: true });
    }

    await signIn('free');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/subscription');
      const plans = page.getByRole('group', { name: 'Plan' });
      await expect(plans.locator('label').filter({ hasText: 'Starter' })).toContainText(
        'Certificates (included)',
      );
      await expect(page.locator('main')).not.toContainText(CODES);
      await noOverflow(page);
      await expectAccessible(page, `/subscription ${width} ${theme}`);
      await lookAt(page, {
        path: `${SHOTS}/subscription-${width}-${theme}.png`,
        fullPage: true,
      });
    }
  });
}
