import { OFFER } from '@thinkbuild/core/billing';
import { formatMoney } from '@thinkbuild/core/format';
import { CHECKOUT, CONFIRMED, row } from './billing-helpers.ts';
import { expect, lookAt, test } from './fixtures.ts';

/**
 * Paying from the bank (issue 43): the sandbox's checkout offers Instant EFT and Capitec Pay for
 * the once-off offer, as Paystack's does for a South African merchant. The bank approves at once,
 * or the learner leaves before it answers and the payment is confirmed later.
 */
const PAY_OFFER = `Pay ${formatMoney(OFFER.amount, OFFER.currency)}`;
const RETURNED = /\/subscription\/complete\?(.*&)?reference=/;

test('the offer paid with Instant EFT, approved at the bank: lifetime access at once', async ({
  page,
  learner,
}) => {
  await learner({ label: 'eft' });
  await page.goto('/checkout/offer');
  await page.getByRole('button', { name: PAY_OFFER }).click();
  await expect(page).toHaveURL(CHECKOUT);
  await page.getByRole('link', { name: 'Pay with Instant EFT' }).click();
  await expect(page.getByRole('heading', { name: 'Instant EFT' })).toBeVisible();
  if (process.env.SCREENS) {
    await lookAt(page, { path: 'test-results/shots/bank-step-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await lookAt(page, { path: 'test-results/shots/bank-step-375.png', fullPage: true });
  }
  await page.getByRole('button', { name: 'Approve at the bank' }).click();
  await expect(page).toHaveURL(RETURNED);
  await expect(
    page.getByRole('heading', { name: 'You now have lifetime Creator access' }),
  ).toBeVisible(CONFIRMED);
});

test('the offer paid with Capitec Pay, left before the bank answered: confirmed later, then open', async ({
  page,
  learner,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await learner({ label: 'capitec' });
  await page.goto('/checkout/offer');
  await page.getByRole('button', { name: PAY_OFFER }).click();
  await expect(page).toHaveURL(CHECKOUT);
  await page.getByRole('link', { name: 'Pay with Capitec Pay' }).click();
  await page.getByRole('button', { name: 'Leave before the bank answers' }).click();
  await expect(page).toHaveURL(RETURNED);
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  // Nothing is open while the bank has not answered.
  await expect(page.getByRole('status')).toBeVisible();
  await page.goto('/account');
  await expect(row(page, 'Current role')).toContainText('Free');

  // The bank answers later (the sandbox's control page plays the bank).
  await page.goto('/sandbox/paystack');
  const waiting = page.locator('tr').filter({ hasText: reference });
  await waiting.getByRole('button', { name: 'Bank confirms: paid' }).click();
  await expect(page).toHaveURL('/sandbox/paystack');
  await expect(page.locator('tr').filter({ hasText: reference })).toHaveCount(0);

  await expect(async () => {
    await page.goto('/account');
    await expect(row(page, 'Plan')).toContainText('Lifetime access (special offer)', {
      timeout: 2_000,
    });
  }).toPass(CONFIRMED);
});
