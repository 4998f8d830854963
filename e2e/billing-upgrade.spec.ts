import { expect as plainExpect } from '@playwright/test';
import { MESSAGES } from '@thinkbuild/core/messages';
import {
  EXPLANATION_1,
  expectLesson,
  openManageDialog,
  PLANNING_1,
  row,
  sandboxRow,
} from './billing-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * An upgrade opens the higher tier only once its first charge is confirmed (ADR 006): when
 * Paystack refuses it, the learner is told so and keeps the plan they hold, untouched.
 */
test.describe('an upgrade whose first charge fails', () => {
  // A sandbox checkout and its jobs, then the account dialog: minutes when loaded.
  test.describe.configure({ timeout: 120_000 });

  test('leaves the learner on the old plan, with a clear message and nothing refunded', async ({
    page,
    learner,
  }) => {
    const { email } = await learner({ tier: 'builder', label: 'upgrade-declined' });

    // Paystack will refuse the next subscription it is asked to create (the sandbox's lever).
    await page.goto('/sandbox/paystack');
    const armed = page.waitForResponse((r) => r.url().includes('/sandbox/paystack/lever/'));
    await page.getByRole('button', { name: 'The next subscription create fails' }).click();
    plainExpect((await armed).status()).toBeLessThan(400);

    const dialog = await openManageDialog(page);
    await dialog.getByRole('radio', { name: 'Creator' }).check();
    await dialog.getByRole('button', { name: 'Change Subscription' }).click();
    await expect(dialog).toContainText('Creator — monthly');
    await dialog.getByRole('button', { name: 'Yes, change subscription' }).click();
    await expect(dialog).toContainText(
      'The payment for Creator (monthly) did not go through: Declined. You keep Builder (monthly); nothing has changed.',
    );

    // Nothing changed: the plan, the role and what opens, here and at Paystack.
    await page.goto('/account');
    await expect(row(page, 'Plan')).toContainText('Builder — monthly');
    await expect(row(page, 'Status')).toContainText('Active: renews automatically');
    await expect(row(page, 'Current role')).toContainText('Builder');
    await expectLesson(page, EXPLANATION_1, null);
    await expectLesson(page, PLANNING_1, MESSAGES.planningCreatorsOnly);
    await expect(await sandboxRow(page, email, 'builderm')).toContainText('active');
    await expect(
      page.locator('tr').filter({ hasText: email }).filter({ hasText: '[creatorm]' }),
    ).toHaveCount(0);
  });
});
