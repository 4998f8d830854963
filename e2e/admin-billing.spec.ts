import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addInterval } from '@thinkbuild/core/billing';
import { DEFAULT_TIME_ZONE, formatDate, formatMoney } from '@thinkbuild/core/format';
import type { TAdminBilling } from '@thinkbuild/core/schemas/admin-billing';
import { sandboxControl } from './billing-helpers.ts';
import { expect, expectAccessible, lookAt, newLearner, test } from './fixtures.ts';

/** An email address inside a regular expression. */
const literal = (text: string) => text.replace(/[.+]/g, '\\$&');

/** The admin writes money as every page does (core format.ts): "R1 000", "R213,33". */
const rand = (subunits: number) => formatMoney(subunits, 'ZAR');

/** A newcomer (signed up through the API: the form has its own journeys) has a card declined. */
async function declinedCheckout(page: Page, origin: string) {
  const { email } = await newLearner(page.context(), origin, { label: 'declined-card' });
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Your payment did not go through', {
    timeout: 20_000,
  });
  return email;
}

test('the admin reads subscribers, revenue and failed payments at /admin/billing and downloads the payments; a learner is refused', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  // Three browsers, a declined checkout, a paid one with its jobs, a refund with its own, two
  // CSV downloads and four screenshots: the longest admin journey.
  test.setTimeout(240_000);
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  const email = await declinedCheckout(learner, baseURL ?? '');
  // A newcomer pays Starter monthly; the admin finds them, then the payment is refunded.
  const payerContext = await browser.newContext();
  const payer = await payerContext.newPage();
  const { email: payerEmail } = await newLearner(payerContext, baseURL, {
    tier: 'starter',
    label: 'refunded-starter',
  });
  const paidAt = new Date();

  await signIn('admin');
  await expect(page.getByRole('link', { name: 'Billing' })).toBeVisible();
  await lookAt(page, { path: 'test-results/screens/admin-dashboard-1280.png' });
  await page.getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL('/admin/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();

  // What the page shows is what the server computed (the maths has its own tests). Journeys
  // running beside this one pay, cancel and queue jobs meanwhile, so the page and the API are
  // read again, one after the other, until a reading of each agrees.
  const summary = page.getByRole('region', { name: 'Summary' });
  const plans = page.getByRole('table', { name: 'Subscribers per plan' });
  const jobs = page.getByRole('region', { name: 'Job queue' });
  const quick = { timeout: 2_000 };
  let billing: TAdminBilling | undefined;
  await expect(async () => {
    const res = await page.request.get('/api/admin/billing');
    expect(res.ok()).toBe(true);
    const now = (await res.json()) as TAdminBilling;
    billing = now;
    try {
      await expect(summary.getByText(rand(now.mrr.amount), { exact: true })).toBeVisible(quick);
      await expect(plans.getByRole('row')).toHaveCount(7, quick);
      for (const plan of now.plans) {
        const label = plan.code.endsWith('m') ? 'monthly' : 'annually';
        const tier = plan.code.slice(0, -1);
        const name = `${tier[0]?.toUpperCase()}${tier.slice(1)} — ${label}`;
        const row = plans.getByRole('row', { name: new RegExp(`^${name}`) });
        await expect(row.getByRole('cell').last()).toHaveText(String(plan.subscribers), quick);
      }
      // The job queue: its four counts as the server has them, and its failures (or none).
      for (const [label, n] of [
        ['Pending', now.jobs.pending],
        ['Running', now.jobs.running],
        ['Failed', now.jobs.failed],
        ['Retried', now.jobs.retried],
      ] as const) {
        await expect(jobs.getByRole('term').filter({ hasText: label })).toBeVisible(quick);
        await expect(jobs.getByText(String(n), { exact: true }).first()).toBeVisible(quick);
      }
      if (now.jobs.recentFailures.length === 0) {
        await expect(jobs.getByText('No job has failed.')).toBeVisible(quick);
      } else {
        await expect(jobs.getByRole('table', { name: 'Failed jobs' }).getByRole('row')).toHaveCount(
          now.jobs.recentFailures.length + 1,
          quick,
        );
      }
    } catch (error) {
      await page.reload();
      throw error;
    }
  }).toPass({ timeout: 60_000 });
  // The seeded demo accounts pay Starter, Builder and Creator monthly: at least R1 000.
  expect(billing?.mrr.amount).toBeGreaterThanOrEqual(100_000);
  await expect(plans.getByRole('row', { name: /^Creator — monthly/ })).toContainText('R500');

  // The subscribers list: the demo accounts, and the newcomer found by their email.
  const subscribers = page.getByRole('table', { name: 'Subscribers', exact: true });
  await expect(
    subscribers
      // A row names its learner first, then their email.
      .getByRole('row', { name: /builder@thinkbuild\.dev/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('Builder — monthly');
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(payerEmail.toUpperCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(subscribers.getByRole('row')).toHaveCount(2);
  const found = subscribers.getByRole('row', { name: new RegExp(literal(payerEmail)) });
  await expect(found).toContainText('Starter — monthly');
  await expect(found).toContainText('Active');
  // The renewal date, in the site's zone (the demo server keeps the default).
  await expect(found).toContainText('Renews');
  await expect(found).toContainText(
    formatDate(addInterval(paidAt, 'monthly'), DEFAULT_TIME_ZONE).replace(/^\d+ /, ''),
  );
  await expect(page.getByText('Page 1 of 1 · 1 subscription')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('searchbox', { name: 'Search by email' }).fill('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(subscribers.getByRole('row').nth(2)).toBeVisible();

  const failed = page.getByRole('table', { name: 'Failed payments' });
  const row = failed.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Checkout');
  await expect(row).toContainText('Creator — monthly');
  await expect(row).toContainText('R500');

  await expectAccessible(page, '/admin/billing');
  await lookAt(page, { path: 'test-results/screens/admin-billing-1280.png', fullPage: true });

  // The newcomer's payment is refunded (Paystack's refund.processed reaches us as a webhook).
  await sandboxControl(payer, payerEmail, 'starterm', 'Refund the last payment');
  const refundRow = new RegExp(
    `,Refund,processed,${literal(payerEmail)},Starter monthly \\(starterm\\),-200\\.00,ZAR,tb-`,
  );
  await expect
    .poll(async () => (await page.request.get('/api/admin/billing/payments.csv')).text(), {
      timeout: 60_000,
    })
    .toMatch(refundRow);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download payments (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^thinkbuild-payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Time,Type,Status,Email,Plan,Amount,Currency,Reference,Message,Tax document,VAT,Coupon,Discount',
  );
  expect(csv).toMatch(
    new RegExp(
      `,First payment,failed,${literal(email)},Creator monthly \\(creatorm\\),500\\.00,ZAR,`,
    ),
  );
  expect(csv).toMatch(
    new RegExp(
      `\\+02:00,First payment,success,${literal(payerEmail)},Starter monthly \\(starterm\\),200\\.00,ZAR,tb-`,
    ),
  );
  expect(csv).toMatch(refundRow);
  await payerContext.close();

  // A phone: nothing spills sideways; the tables scroll inside their own boxes.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, '/admin/billing on a phone');
  await lookAt(page, { path: 'test-results/screens/admin-billing-375.png', fullPage: true });
  // Dark, on a phone and on a wide screen: still readable (contrast is checked by axe).
  await page.context().addCookies([{ name: 'theme', value: 'dark', url: baseURL ?? '' }]);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Subscribers', exact: true })).toBeVisible();
  await expectAccessible(page, '/admin/billing, dark, on a phone');
  await lookAt(page, {
    path: 'test-results/screens/admin-billing-375-dark.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page, '/admin/billing, dark');
  await lookAt(page, {
    path: 'test-results/screens/admin-billing-1280-dark.png',
    fullPage: true,
  });
  await page.context().addCookies([{ name: 'theme', value: 'light', url: baseURL ?? '' }]);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('link', { name: 'Admin dashboard' }).click();
  await expect(page.getByRole('link', { name: 'Billing' })).toBeVisible();
  await lookAt(page, { path: 'test-results/screens/admin-dashboard-375.png' });

  // The learner is refused by the page and by the API.
  await learner.goto('/admin/billing');
  await expect(
    learner.getByRole('heading', { name: 'You do not have access to this page' }),
  ).toBeVisible();
  await expect(learner.getByText(email)).toHaveCount(0);
  // The learner's request context last spoke to the server at the start, over a minute ago: its
  // kept-alive socket can be closed by the server just as it is reused (ECONNRESET, seen in CI at
  // load 15). A GET may be sent again.
  const again = { maxRetries: 2 };
  expect((await learner.request.get('/api/admin/billing', again)).status()).toBe(403);
  expect((await learner.request.get('/api/admin/billing/payments.csv', again)).status()).toBe(403);
  await learnerContext.close();
});
