import { DUPLICATE_REFUND_NOTE, LIFETIME_HELD_MESSAGE } from '@thinkbuild/core/purchase';
import {
  CHECKOUT,
  CONFIRMED,
  checkout,
  payForOffer,
  row,
  sandboxRow,
  signUp,
  signUpForPlans,
} from './billing-helpers.ts';
import { expect, freshEmail, test } from './fixtures.ts';

/** Never charge for access already held (docs/decisions/006-payments-sandbox-and-webhooks.md). */
test.describe('access already held', () => {
  test('sign-up is free and lands on /home, which links to the plans', async ({ page }) => {
    await page.goto('/signup');
    await signUp(page, freshEmail('free-first'));
    await expect(page).toHaveURL('/home');
    await page.getByRole('link', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL('/subscription');
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  test('a lifetime learner sees what they hold on /subscription, and no pay button', async ({
    page,
    baseURL,
  }) => {
    const email = freshEmail('lifetime');
    await page.goto('/signup?next=%2Fcheckout%2Foffer');
    await signUp(page, email);
    await expect(page).toHaveURL('/checkout/offer');
    await payForOffer(page);

    await page.goto('/subscription');
    await expect(
      page.getByRole('heading', { name: 'You already have lifetime access' }),
    ).toBeVisible();
    await expect(page.getByText(LIFETIME_HELD_MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
    // Forcing it past the page: the server refuses before anything is charged.
    const forced = await page.request.post('/api/subscription', {
      headers: { origin: baseURL ?? '' },
      data: { email, plan: 'creatorm' },
    });
    expect(forced.status()).toBe(409);
    expect(await forced.json()).toEqual({ code: 'CONFLICT', message: LIFETIME_HELD_MESSAGE });
    await page.goto('/home');
    await expect(
      page.getByText(
        'You have lifetime Creator access: every section of every course is open to you.',
      ),
    ).toBeVisible();
  });

  test('two tabs pay the same plan: one charge is kept, the other refunded and emailed', async ({
    page,
    context,
  }) => {
    // Two sandbox checkouts and their jobs, then a refund and its email (3 × 60 s).
    test.slow();
    const email = freshEmail('two-tabs');
    await signUpForPlans(page, email);
    const second = await context.newPage();
    await second.goto('/subscription');
    for (const tab of [page, second]) {
      await tab.getByRole('radio', { name: 'Monthly' }).check();
      await tab
        .getByRole('form', { name: 'Choose a subscription' })
        .getByRole('radio', { name: 'Builder' })
        .check();
      await tab.getByRole('button', { name: 'Subscribe' }).click();
      await expect(tab).toHaveURL(CHECKOUT);
    }
    await checkout(page, 'Pay');
    await expect(page.getByRole('heading', { name: 'You now have Builder access' })).toBeVisible(
      CONFIRMED,
    );
    await checkout(second, 'Pay');
    await expect(second.getByRole('heading', { name: 'This payment is refunded' })).toBeVisible(
      CONFIRMED,
    );
    await expect(second.getByText(DUPLICATE_REFUND_NOTE)).toBeVisible();
    await second.close();

    // The email goes out from a job: the outbox shows it once the job has run.
    const mail = page
      .getByRole('listitem')
      .filter({ hasText: email })
      .filter({ hasText: 'ThinkBuild: your duplicate payment is refunded' });
    await expect(async () => {
      await page.goto('/dev/outbox');
      await expect(mail).toHaveCount(1, { timeout: 5000 });
    }).toPass({ timeout: 60_000 });
    await expect(mail).toContainText('We are refunding the R300 in full');

    // At Paystack one subscription charges; the duplicate was stopped.
    await expect(async () => {
      const rows = await sandboxRow(page, email, 'builderm');
      await expect(rows).toHaveCount(2, { timeout: 5000 });
      const active = rows.filter({ has: page.getByRole('cell', { name: 'active', exact: true }) });
      await expect(active).toHaveCount(1, { timeout: 5000 });
    }).toPass({ timeout: 60_000 });

    await page.goto('/account');
    await expect(row(page, 'Current role')).toContainText('Builder');
  });
});
