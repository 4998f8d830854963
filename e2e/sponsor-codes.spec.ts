import { EXPLANATION_1, expectLesson, row } from './billing-helpers.ts';
import {
  AGE_CONFIRMATION,
  expect,
  freshEmail,
  lookInBothThemes,
  signedInPage,
  test,
} from './fixtures.ts';

/**
 * Sponsor codes (issue 43, decisions/043): an admin makes a batch of 3-month Builder codes a
 * school paid for on /admin/billing and downloads it; a newcomer types one at sign-up, and ends
 * with the pass on /account and Builder's Deeper Explanation open. The same code typed again on
 * /subscription is refused. At 1280 px and on a 375 px phone.
 */
const SHOTS = 'test-results/shots/sponsor-codes';

for (const width of [1280, 375]) {
  test(`redeem a sponsor code at sign-up (${width} px)`, async ({ page, browser, baseURL }) => {
    const size = { width, height: width === 375 ? 812 : 900 };
    await page.setViewportSize(size);

    // The admin makes the batch on /admin/billing and takes its CSV.
    const admin = await signedInPage(browser, 'admin', baseURL);
    await admin.setViewportSize(size);
    await admin.goto('/admin/billing');
    const form = admin.getByRole('form', { name: 'Make sponsor codes' });
    await form.getByLabel('Plan').selectOption('builder');
    await form.getByLabel('How long').selectOption('3');
    await form.getByLabel('How many codes').fill('2');
    await form.getByLabel('Paid by').fill(`Soweto High School ${width}`);
    await form.getByLabel('Payment reference').fill(`EFT-${width}`);
    await form.getByRole('button', { name: 'Make codes' }).click();
    await expect(form.getByRole('status')).toContainText('2 Builder codes for 3 months');
    await form.scrollIntoViewIfNeeded();
    await lookInBothThemes(admin, { dir: SHOTS, name: 'admin-form', baseURL });
    const batch = admin
      .getByRole('list', { name: 'Sponsor batches' })
      .getByRole('listitem')
      .filter({ hasText: `Soweto High School ${width}` });
    await expect(batch).toContainText('Redeemed 0 of 2');
    const csvUrl = await batch
      .getByRole('link', { name: 'Download codes (CSV)' })
      .getAttribute('href');
    const csv = await admin.request.get(csvUrl ?? '');
    expect(csv.ok()).toBe(true);
    const code = (await csv.text()).split('\r\n')[1]?.split(',')[0] ?? '';
    expect(code).toMatch(/^\w{4}-\w{4}-\w{4}$/);

    // A newcomer signs up with the code, typed as it may be: lower case.
    await page.goto('/signup');
    await page.getByLabel('Email').fill(freshEmail(`sponsored-${width}`));
    await page.getByLabel('Password', { exact: true }).fill('sponsored-learner-1');
    await page.getByLabel('Confirm password').fill('sponsored-learner-1');
    await page.getByLabel('Year you were born').fill('2001');
    await page.getByText('Have a sponsor code?').click();
    await page.getByLabel('Sponsor code').fill(code.toLowerCase());
    await lookInBothThemes(page, { dir: SHOTS, name: 'signup', baseURL, fullPage: true });
    await page.getByRole('button', { name: 'Create free account' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms of Service' });
    await terms.getByLabel(AGE_CONFIRMATION).check();
    await terms.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/home', { timeout: 30_000 });
    const toast = page.getByText(/your sponsor code is redeemed: Builder pass — until/);
    await expect(toast).toBeVisible();
    const until = (await toast.textContent())?.match(/until (\d{1,2} \w+ \d{4})/)?.[1] ?? '';

    await page.goto('/account');
    await expect(row(page, 'Pass')).toContainText(`Builder pass — until ${until}`);
    await expect(row(page, 'Current role')).toContainText('Builder');
    await expectLesson(page, EXPLANATION_1, null);

    // The code works once: typed again on /subscription, the box says so at its field.
    await page.goto('/subscription');
    const box = page.getByRole('form', { name: 'Redeem a sponsor code' });
    await box.getByLabel('Sponsor code').fill(code);
    await box.getByRole('button', { name: 'Redeem' }).click();
    await expect(box.getByText('You have already redeemed this code.')).toBeVisible();
    await box.scrollIntoViewIfNeeded();
    await lookInBothThemes(page, { dir: SHOTS, name: 'redeem-box', baseURL });

    await admin.reload();
    await expect(batch).toContainText('Redeemed 1 of 2');
    await batch.scrollIntoViewIfNeeded();
    await lookInBothThemes(admin, { dir: SHOTS, name: 'admin', baseURL });
    await admin.context().close();
  });
}
