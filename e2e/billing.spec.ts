import { test as plainTest } from '@playwright/test';
import { addInterval, formatPaymentDate } from '@thinkbuild/core/billing';
import { DEFAULT_TIME_ZONE, formatMoney } from '@thinkbuild/core/format';
import { MESSAGES } from '@thinkbuild/core/messages';
import {
  CHECKOUT,
  CONFIRMED,
  checkout,
  EXPLANATION_1,
  expectLesson,
  openManageDialog,
  PLANNING_1,
  payForOffer,
  row,
  sandboxControl,
  signUp,
  signUpForPlans,
} from './billing-helpers.ts';
import {
  addSession,
  DEMO_PASSWORD,
  demoEmail,
  expect,
  expectAccessible,
  freshEmail,
  submitLogin,
  test,
} from './fixtures.ts';

test.describe('subscribing', () => {
  // Several full page loads through the sandbox checkout and back, with four accessibility
  // scans: the first journey took past 120 s in CI beside the PostgreSQL pass (load ~18).
  test.describe.configure({ timeout: 180_000 });

  test('a newcomer buys Builder annually, upgrades to Creator annually, cancels, and keeps access to the period end', async ({
    page,
  }) => {
    const email = freshEmail('builder');
    await signUpForPlans(page, email);

    await expect(page.getByRole('heading', { name: 'Choose a subscription' })).toBeVisible();
    await expectAccessible(page, '/subscription');
    await expect(page.getByText('ZAR', { exact: true })).toBeVisible();
    await expect(page.getByText('BEST VALUE')).toBeVisible();
    // Creator monthly is chosen to begin with.
    // The plans' own radios: the pass picker below has a Creator too.
    const form = page.getByRole('form', { name: 'Choose a subscription' });
    await expect(form.getByRole('radio', { name: 'Creator' })).toBeChecked();
    const plans = page.getByRole('group', { name: 'Plan' });
    for (const price of ['R200', 'R300', 'R500']) {
      await expect(plans.getByText(price, { exact: true })).toBeVisible();
    }
    // Each tier says what it gives, from the plan matrix: Starter has certificates, which a
    // free account lacks.
    const starter = plans.locator('label').filter({ hasText: 'Starter' });
    await expect(starter).toContainText('Certificates (included)');
    await expect(starter).toContainText('Deeper Explanation (not included)');
    // The toggle swaps the prices, written the South African way (R1 500).
    await page.getByRole('radio', { name: 'Annually' }).check();
    for (const rand of [1500, 2000, 4000]) {
      await expect(plans.getByText(formatMoney(rand * 100, 'ZAR'), { exact: true })).toBeVisible();
    }
    // Learners never see internal plan codes.
    await expect(page.locator('main')).not.toContainText(/(starter|builder|creator)[ma]\b/);
    await form.getByRole('radio', { name: 'Builder' }).check();
    await expect(
      page.getByText(`Builder — annually: ${formatMoney(200_000, 'ZAR')}/year`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await checkout(page, 'Pay');
    await expect(page.getByRole('heading', { name: 'You now have Builder access' })).toBeVisible(
      CONFIRMED,
    );
    await expect(page.getByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      '/home',
    );
    await expectAccessible(page, '/subscription/complete');

    await expectLesson(page, EXPLANATION_1, null);
    await expectLesson(page, PLANNING_1, MESSAGES.planningCreatorsOnly);

    await page.goto('/account');
    await expect(row(page, 'Current role')).toContainText('Builder');
    // The plan by its name only: no internal code beside it.
    await expect(row(page, 'Plan').locator('dd')).toHaveText('Builder — annually');
    await expect(row(page, 'Card')).toContainText('4081');
    // In South Africa's day, month, year (TIME_ZONE's default): "25 December 2027".
    const aYearAhead = formatPaymentDate(
      addInterval(new Date(), 'annually').toISOString(),
      DEFAULT_TIME_ZONE,
    );
    await expect(row(page, 'Next payment date')).toContainText(aYearAhead);

    // Upgrade to Creator annually: chosen, its terms shown, then confirmed. Esc closes the
    // dialog unchanged.
    let dialog = await openManageDialog(page);
    await expectAccessible(page, 'manage subscription dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Manage your subscription' })).toBeFocused();
    dialog = await openManageDialog(page);
    await dialog.getByRole('radio', { name: 'Creator' }).check();
    await dialog.getByRole('button', { name: 'Change Subscription' }).click();
    await expect(dialog).toContainText('Creator — annually');
    // The price now and the unused part of the Builder year that comes back, before confirming.
    await expect(dialog.getByTestId('change-terms')).toHaveText(
      /^You pay R4\s000 now; R[\d\s]+(,\d\d)? of your Builder year comes back to your card\.$/,
    );
    await dialog.getByRole('button', { name: 'Yes, change subscription' }).click();
    // A change that needs a new payment goes through the checkout first.
    await expect(page).toHaveURL(/\/account$|\/sandbox\/paystack\/checkout\//);
    if (CHECKOUT.test(page.url())) {
      await checkout(page, 'Pay');
      await expect(page.getByRole('heading', { name: 'You now have Creator access' })).toBeVisible(
        CONFIRMED,
      );
      await page.goto('/account');
    } else {
      await expect(dialog).toBeHidden();
      // The server's own words about the change.
      await expect(
        page.getByRole('region', { name: 'Subscription' }).getByRole('status'),
      ).not.toBeEmpty();
    }
    await expect(row(page, 'Plan')).toContainText('Creator — annually');
    await expect(page.getByRole('button', { name: 'Update card' })).toBeVisible();
    await expect(row(page, 'Current role')).toContainText('Creator');
    await expectLesson(page, PLANNING_1, null);

    // Cancel: confirmed, then non-renewing with access kept.
    dialog = await openManageDialog(page);
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(dialog).toContainText('You keep your access until');
    await dialog.getByRole('button', { name: 'Yes, cancel subscription' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Status')).toContainText('Cancelled — access until');
    await expect(row(page, 'Current role')).toContainText('Creator');
    await expectLesson(page, PLANNING_1, null);
    // The plans page says the same, instead of offering to pay again.
    await page.goto('/subscription');
    await expect(
      page.getByRole('status').filter({ hasText: 'Cancelled — access until' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);

    // The paid period ends (the sandbox's time control): access falls back to free.
    await sandboxControl(page, email, 'creatora', 'End the paid period');
    // Paystack tells us by webhook, applied by a job: a learner refreshing sees it shortly.
    await expect(async () => {
      await page.goto('/account');
      await expect(row(page, 'Current role')).toContainText('Free', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(row(page, 'Next payment date')).toContainText('N/A');
    await expectLesson(page, PLANNING_1, MESSAGES.planningCreatorsOnly);
  });

  test('a declined card comes back with a clear message and no change of access', async ({
    page,
  }) => {
    await page.goto('/signup?next=%2Fsubscription');
    await signUp(page, freshEmail('declined'));
    await expect(page).toHaveURL('/subscription');
    const subscribeButton = page.getByRole('button', { name: 'Subscribe' });
    await subscribeButton.click();
    await expect(page).toHaveURL(CHECKOUT);
    // Back from the checkout finds the button ready again (not stuck busy from the cache).
    await page.goBack();
    await expect(page).toHaveURL('/subscription');
    await expect(subscribeButton).toBeEnabled();
    await subscribeButton.click();
    await checkout(page, 'Decline');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your payment did not go through', { timeout: 60_000 });
    await expect(alert).toContainText('You were not charged and your access has not changed.');
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/subscription',
    );

    await page.goto('/account');
    await expect(row(page, 'Current role')).toContainText('Free');
    await expect(row(page, 'Plan')).toContainText('N/A');
    await expectLesson(page, EXPLANATION_1, MESSAGES.explanationBuilderOrCreator);
  });

  test('the special offer on /pricing: sign up, pay R2 000 once, keep Creator access for life', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Sign Up' }).first().click();
    await expect(page).toHaveURL('/signup?next=%2Fcheckout%2Foffer');
    await signUp(page, freshEmail('offer'));
    await expect(page).toHaveURL('/checkout/offer');
    for (const text of [
      'Special Offer',
      'Full Access Half The Price',
      '50% Off',
      `Once Off - ${formatMoney(200_000, 'ZAR')} Payment`,
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expectAccessible(page, '/checkout/offer');
    await payForOffer(page);

    await expectLesson(page, PLANNING_1, null);
    await page.goto('/checkout/offer');
    await expect(
      page.getByRole('heading', { name: 'You already have lifetime access' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  });
});

test.describe('signing in to subscribe', () => {
  test('a returning learner logs in from the sign-up page and still reaches the plans', async ({
    page,
  }) => {
    await page.goto('/subscription');
    await expect(page).toHaveURL('/signup?next=%2Fsubscription');
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL('/login?next=%2Fsubscription');
    await submitLogin(page, demoEmail('free'), DEMO_PASSWORD);
    await expect(page).toHaveURL('/subscription');
    await expect(page.getByRole('heading', { name: 'Choose a subscription' })).toBeVisible();
  });
});

test.describe('the payment return page', () => {
  test('stops waiting after two minutes and checks again on request', async ({ page, signIn }) => {
    await signIn('free');
    let status = 'pending';
    await page.route('**/api/payments/ref-slow', (route) =>
      route.fulfill({
        json: {
          reference: 'ref-slow',
          plan: 'builderm',
          status,
          message: status === 'pending' ? 'Waiting for Paystack' : 'Insufficient funds.',
          role: 'free',
        },
      }),
    );
    await page.clock.install();
    await page.goto('/subscription/complete?trxref=ref-slow&reference=ref-slow');
    await expect(page.getByText('Confirming your payment…')).toBeVisible();
    await page.clock.fastForward('02:01');
    await expect(page.getByText('Confirmation is taking longer than usual')).toBeVisible();

    status = 'failed';
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your payment did not go through: Insufficient funds. You were not charged and your access has not changed.',
    );
  });
});

test.describe('on a phone', () => {
  test('@phone plans and the manage dialog fit a phone', async ({ page, signIn }) => {
    await signIn('builder');
    await page.goto('/subscription');
    // A subscriber changes plans on /account: no second checkout is offered.
    await expect(page.getByRole('link', { name: 'Manage your subscription' })).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    const dialog = await openManageDialog(page);
    await expect(dialog.getByRole('button', { name: 'Change Subscription' })).toBeInViewport();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

// The browser logs failed and refused requests as console errors, which the shared `page`
// fixture treats as bugs; here they are the point, so these use Playwright's own `page`.
plainTest.describe('when subscribing fails', () => {
  plainTest('every failure is explained in words', async ({ page, baseURL }) => {
    // Signed in with the shared demo session: every answer below is the route's, nothing changes.
    await addSession(page.context(), 'free', baseURL);
    await page.goto('/subscription');
    await expect(page).toHaveURL('/subscription');
    const subscribeButton = page.getByRole('button', { name: 'Subscribe' });
    const alert = page.getByRole('alert');

    await page.route('**/api/subscription', (route) => route.abort('internetdisconnected'));
    await subscribeButton.click();
    await expect(alert).toHaveText(MESSAGES.subscribeNetworkError);

    await page.unroute('**/api/subscription');
    await page.route('**/api/subscription', (route) =>
      route.fulfill({ status: 502, json: { code: 'UNAVAILABLE', message: 'Paystack is down' } }),
    );
    await subscribeButton.click();
    await expect(alert).toHaveText('Subscription failed: Paystack is down');

    await page.unroute('**/api/subscription');
    await page.route('**/api/subscription', (route) =>
      route.fulfill({
        status: 409,
        json: { code: 'CONFLICT', message: 'You already have a subscription.' },
      }),
    );
    await subscribeButton.click();
    await expect(alert).toContainText('Subscription failed: You already have a subscription.');
    await alert.getByRole('link', { name: 'Manage your subscription' }).click();
    await expect(page).toHaveURL('/account');
  });
});
