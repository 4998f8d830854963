import { addInterval, formatPaymentDate } from '@thinkbuild/core/billing';
import { DEFAULT_TIME_ZONE } from '@thinkbuild/core/format';
import { MESSAGES } from '@thinkbuild/core/messages';
import {
  EXPLANATION_1,
  expectLesson,
  openManageDialog,
  PLANNING_1,
  payForOffer,
  row,
  sandboxControl,
  sandboxRow,
} from './billing-helpers.ts';
import { expect, lookAt, test } from './fixtures.ts';

/**
 * Plan changes (ADR 006) against the sandbox, as Paystack would run them: a downgrade waits for
 * the paid period, the offer replaces a subscription, and a failed renewal is mended by a new
 * card. billing.spec.ts has subscribe, upgrade with a refund, and cancel.
 */
test.describe('billing after the first payment', () => {
  // A sandbox checkout and its jobs, then more pages: minutes on a loaded machine.
  test.describe.configure({ timeout: 150_000 });

  test('a Creator on the annual plan moves down to Builder: it is scheduled for the end of the paid year and Creator access stays until then', async ({
    page,
    learner,
  }) => {
    const { email } = await learner({ tier: 'creator', interval: 'annually', label: 'downgrade' });
    const yearEnd = formatPaymentDate(
      addInterval(new Date(), 'annually').toISOString(),
      DEFAULT_TIME_ZONE,
    );
    const scheduled = `Changes to Builder annually on ${yearEnd}`;

    const dialog = await openManageDialog(page);
    // The picker starts on the plan held now, Creator annually.
    await expect(dialog.getByRole('radio', { name: 'Annually' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Builder' }).check();
    await dialog.getByRole('button', { name: 'Change Subscription' }).click();
    await expect(dialog).toContainText('Change from Creator — annually to Builder — annually');
    // Nothing is charged now: the terms say when the new plan starts.
    await expect(dialog.getByTestId('change-terms')).toHaveText(`${scheduled}.`);
    await dialog.getByRole('button', { name: 'Yes, change subscription' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('region', { name: 'Subscription' }).getByRole('status'),
    ).toContainText(scheduled);

    await page.reload();
    await expect(row(page, 'Status')).toContainText(scheduled);
    // The plan held until then is still Creator annually.
    await expect(row(page, 'Plan')).toContainText('Creator — annually');
    await expect(row(page, 'Current role')).toContainText('Creator');
    await expect(page.getByRole('button', { name: 'Update card' })).toBeVisible();
    await expectLesson(page, PLANNING_1, null);

    // At Paystack: Creator runs out its paid year without renewing; Builder waits for that day.
    // Only one of them will ever charge.
    const creator = await sandboxRow(page, email, 'creatora');
    await expect(creator).toContainText('non-renewing');
    await expect(creator.getByRole('button', { name: /^Payment date comes/ })).toHaveCount(0);
    const builder = await sandboxRow(page, email, 'buildera');
    await expect(builder).toContainText('active');
    await expect(builder).toContainText(yearEnd);

    // Second thoughts: "Keep Creator annually" undoes the scheduled change, charging nothing.
    const again = await openManageDialog(page);
    await expect(again).toContainText(`${scheduled}. Until then you keep Creator annually.`);
    // The picker starts on the plan held, not the one scheduled.
    await expect(again.getByRole('radio', { name: 'Creator' })).toBeChecked();
    if (process.env.SHOTS) {
      await lookAt(page, { path: 'test-results/shots/account-scheduled-1280.png' });
      await page.setViewportSize({ width: 375, height: 812 });
      await lookAt(page, { path: 'test-results/shots/account-scheduled-375.png' });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await again.getByRole('button', { name: 'Keep Creator annually' }).click();
    await expect(again).toBeHidden();
    await expect(
      page.getByRole('region', { name: 'Subscription' }).getByRole('status'),
    ).toContainText('You keep Creator annually and it renews as before');
    await page.reload();
    await expect(row(page, 'Plan')).toContainText('Creator — annually');
    await expect(row(page, 'Status')).not.toContainText('Changes to');
    await expect(row(page, 'Next payment date')).toContainText(yearEnd);
    await expect(row(page, 'Current role')).toContainText('Creator');
    // At Paystack: Creator renews again; the Builder one that waited was disabled, never charged.
    await expect(await sandboxRow(page, email, 'creatora')).toContainText('active');
    await expect(await sandboxRow(page, email, 'buildera')).toContainText('non-renewing');
  });

  test('a Builder subscriber buys the special offer: Creator for life, and the subscription stops at Paystack', async ({
    page,
    learner,
  }) => {
    const { email } = await learner({ tier: 'builder', label: 'offer-sub' });
    await expectLesson(page, PLANNING_1, MESSAGES.planningCreatorsOnly);

    await page.goto('/checkout/offer');
    // Said before paying, from the server's quote (decisions/028): the month was just paid, so
    // nearly all of it comes back.
    await expect(page.getByTestId('offer-stops-subscription')).toHaveText(
      /^Your Builder monthly subscription stops; R(300|299,\d\d) comes back to your card\.$/,
    );
    if (process.env.SHOTS) {
      await lookAt(page, { path: 'test-results/shots/offer-stops-1280.png', fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      await lookAt(page, { path: 'test-results/shots/offer-stops-375.png', fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await payForOffer(page);

    await page.goto('/account');
    await expect(row(page, 'Current role')).toContainText('Creator');
    await expect(row(page, 'Current role')).toContainText('Lifetime access');
    // The stopped subscription leaves nothing to pay or manage: one Plan row says what is held.
    await expect(row(page, 'Plan')).toContainText('Lifetime access (special offer)');
    await expect(row(page, 'Next payment date')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Update card' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Manage your subscription' })).toHaveCount(0);
    await expectLesson(page, PLANNING_1, null);

    // A job stops it at Paystack once the offer's payment is committed: it never charges again.
    await expect(async () => {
      const builder = await sandboxRow(page, email, 'builderm');
      await expect(builder).toContainText('non-renewing', { timeout: 5000 });
      await expect(builder.getByRole('button', { name: /^Payment date comes/ })).toHaveCount(0);
    }).toPass({ timeout: 60_000 });
  });

  test('a renewal fails: the learner is emailed, updates the card on Paystack, and the next renewal keeps access', async ({
    page,
    learner,
  }) => {
    const { email } = await learner({ tier: 'builder', label: 'card' });
    await sandboxControl(page, email, 'builderm', 'Payment date comes: renewal refused');

    // The mail goes out from a job: the outbox shows it once the job has run.
    const mail = page
      .getByRole('listitem')
      .filter({ hasText: email })
      .filter({ hasText: 'ThinkBuild: your payment did not go through' });
    await expect(async () => {
      await page.goto('/dev/outbox');
      await expect(mail).toHaveCount(1, { timeout: 5000 });
    }).toPass({ timeout: 60_000 });
    await expect(mail).toContainText('We could not renew your Builder (monthly) subscription');
    await expect(mail).toContainText('your card ending in 4081');
    await mail.getByRole('link').first().click();

    await expect(page).toHaveURL('/account');
    await expect(row(page, 'Status')).toContainText('Payment failed — we are retrying your card');
    await expect(row(page, 'Current role')).toContainText('Builder');
    await expect(row(page, 'Card')).toContainText('4081');
    await page.getByRole('button', { name: 'Update card' }).click();

    // Paystack's page for the subscription's card (the sandbox's manage link).
    await expect(page).toHaveURL(/\/sandbox\/paystack\/manage\/SUB_[^/]+\/[^/?]+$/);
    await expect(page.getByRole('heading', { name: 'Update your card' })).toBeVisible();
    await expect(page.getByText('visa •••• 4081')).toBeVisible();
    await page.getByRole('button', { name: 'Use the Mastercard test card •••• 2950' }).click();
    await expect(page.getByRole('status')).toContainText('Your card was updated.');
    await expect(page.getByText('mastercard •••• 2950')).toBeVisible();

    // Paystack tries again and the new card pays.
    await sandboxControl(page, email, 'builderm', 'Payment date comes: renewal paid');
    await expect(async () => {
      await page.goto('/account');
      await expect(row(page, 'Status')).toContainText('Active: renews automatically', {
        timeout: 5000,
      });
    }).toPass({ timeout: 60_000 });
    await expect(row(page, 'Card')).toContainText('2950');
    await expect(row(page, 'Current role')).toContainText('Builder');
    await expectLesson(page, EXPLANATION_1, null);
  });
});
