import { addInterval, formatPaymentDate } from '@thinkbuild/core/billing';
import { DEFAULT_TIME_ZONE } from '@thinkbuild/core/format';
import { openManageDialog, row, sandboxRow } from './billing-helpers.ts';
import { expect, expectAccessible, lookAt, test } from './fixtures.ts';

/**
 * Resume (issue 38): after a cancel, until the paid period ends, /account and /subscription
 * offer Resume, which keeps the same renewal date and charges nothing now.
 */
test.describe('resuming a cancelled subscription', () => {
  // The fixture's sandbox checkout and its jobs, then several pages: minutes on a loaded machine.
  test.describe.configure({ timeout: 150_000 });

  test('cancel on /account, Resume, and the renewal is still scheduled', async ({
    page,
    learner,
  }) => {
    const { email } = await learner({ tier: 'builder', label: 'resume' });
    const renewsOn = formatPaymentDate(
      addInterval(new Date(), 'monthly').toISOString(),
      DEFAULT_TIME_ZONE,
    );

    const dialog = await openManageDialog(page);
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel subscription' }).click();
    await expect(dialog).toBeHidden();
    const status = row(page, 'Status');
    await expect(status).toContainText(`Cancelled — access until ${renewsOn}`);
    await expect(row(page, 'Next payment date')).toContainText('None: it will not renew');

    // /subscription says how it stands and offers Resume too.
    await page.goto('/subscription');
    await expect(
      page.getByRole('status').filter({ hasText: 'Cancelled — access until' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await lookAt(page, {
        path: `test-results/screens/resume-plans-${width}.png`,
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto('/account');
    const resume = status.getByRole('button', { name: 'Resume' });
    await expect(status).toContainText(`it renews on ${renewsOn} as before`);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await lookAt(page, { path: `test-results/screens/resume-account-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await resume.click();
    await expect(status.getByRole('status')).toContainText(
      `subscription is resumed. It renews on ${renewsOn}, as before; nothing is charged now.`,
    );
    await expect(status).toContainText('Active: renews automatically');
    await expect(resume).toHaveCount(0);
    await expect(row(page, 'Next payment date')).toContainText(renewsOn);
    await expectAccessible(page, 'account after a resume');
    await lookAt(page, { path: 'test-results/screens/resume-done-1280.png' });

    // After a reload, and at Paystack: renewing, on the same date.
    await page.reload();
    await expect(row(page, 'Status')).toContainText('Active: renews automatically');
    await expect(row(page, 'Next payment date')).toContainText(renewsOn);
    await expect(row(page, 'Current role')).toContainText('Builder');
    const atPaystack = await sandboxRow(page, email, 'builderm');
    await expect(atPaystack).toContainText('active');
    await expect(atPaystack).toContainText(renewsOn);
  });
});
