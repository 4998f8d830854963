import { payPassWithCapitec, row } from './billing-helpers.ts';
import { expect, expectAccessible, lookInBothThemes, signedInPage, test } from './fixtures.ts';

/**
 * Coupons (issue 43, decisions/043): an admin makes a 20% code for Builder passes on
 * /admin/billing; a learner types it in the pass picker, sees R900 → R720, and Paystack's page
 * asks for R720. Paid, the learner holds the pass and the admin's list counts the use. At 1280
 * px and on a 375 px phone.
 */
const SHOTS = 'test-results/shots/coupons';

for (const width of [1280, 375]) {
  test(`a coupon lowers the price shown and paid (${width} px)`, async ({
    page,
    browser,
    learner,
    baseURL,
  }) => {
    const size = { width, height: width === 375 ? 812 : 900 };
    await page.setViewportSize(size);
    const code = `SPRING-${width}-${Date.now().toString(36).toUpperCase()}`;

    const admin = await signedInPage(browser, 'admin', baseURL);
    await admin.setViewportSize(size);
    await admin.goto('/admin/billing');
    const form = admin.getByRole('form', { name: 'Make a coupon' });
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Percent').fill('20');
    await form.getByRole('checkbox', { name: 'The special offer' }).uncheck();
    await form.getByRole('checkbox', { name: 'Builder passes' }).check();
    await form.getByLabel('Uses in all').fill('10');
    await form.getByRole('button', { name: 'Make coupon' }).click();
    await expect(form.getByRole('status')).toHaveText(`${code} made: 20% off Builder passes.`);
    const listed = admin.getByRole('table', { name: 'Coupons' }).getByRole('row', { name: code });
    await expect(listed).toContainText('0 of 10');
    await listed.scrollIntoViewIfNeeded();
    await lookInBothThemes(admin, { dir: SHOTS, name: 'admin-coupons', baseURL });

    await learner({ label: `coupon-${width}` });
    await page.goto('/subscription');
    const picker = page.getByRole('form', { name: 'Buy a pass' });
    await picker.getByRole('radio', { name: 'Builder' }).check();
    await picker.getByRole('radio', { name: /^3 months/ }).check();
    await expect(picker.getByRole('button', { name: 'Pay R900 once' })).toBeVisible();
    await picker.getByRole('button', { name: 'Have a coupon code?' }).click();
    await picker.getByLabel('Coupon code').fill(code.toLowerCase());
    await picker.getByRole('button', { name: 'Apply' }).click();
    await expect(picker.getByTestId('coupon-price')).toHaveText('R900 → R720');
    // The line beside the button says the price it pays.
    await expect(picker.getByRole('status').filter({ hasText: 'Builder pass' })).toContainText(
      'With your code you pay R720.',
    );
    await expect(picker.getByText(/never apply to a subscription or its renewals/)).toBeVisible();
    await picker.getByTestId('coupon-box').scrollIntoViewIfNeeded();
    if (width === 1280) await expectAccessible(page, '/subscription with a coupon applied');
    await lookInBothThemes(page, { dir: SHOTS, name: 'coupon-box', baseURL });
    await picker.getByRole('button', { name: 'Pay R720 once' }).click();

    await payPassWithCapitec(page, 'R720', 'Builder pass — 3 months');
    await page.goto('/account');
    await expect(row(page, 'Pass')).toContainText('Builder pass — until');

    await admin.reload();
    await expect(listed).toContainText('1 of 10');
    await admin.context().close();
  });
}
