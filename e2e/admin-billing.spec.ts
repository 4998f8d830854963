import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatMoney } from '@thinkbuild/core/format';
import { TERMS_VERSION } from '@thinkbuild/core/schemas/account';
import type { TAdminBilling } from '@thinkbuild/core/schemas/admin-billing';
import { expect, expectAccessible, freshEmail, test } from './fixtures.ts';

// Runs in the "admin" project (after the read-only journeys): it adds a declined payment.

/** The admin writes money as every page does (core format.ts): "R1 000", "R213,33". */
const rand = (subunits: number) => formatMoney(subunits, 'ZAR');

/** A newcomer (signed up through the API: the form has its own journeys) has a card declined. */
async function declinedCheckout(page: Page, origin: string, email: string) {
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: {
      email,
      password: 'declined-learner-1',
      name: '',
      ageConfirmed: true,
      termsVersionAccepted: TERMS_VERSION,
    },
  });
  expect(signedUp.ok()).toBe(true);
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Your payment did not go through', {
    timeout: 20_000,
  });
}

test('the admin reads subscribers, revenue and failed payments at /admin/billing and downloads the payments; a learner is refused', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  const email = freshEmail('declined-card');
  await declinedCheckout(learner, baseURL ?? '', email);

  await signIn('admin');
  await expect(page.getByRole('link', { name: 'Billing' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/admin-dashboard-1280.png' });
  await page.getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL('/admin/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();

  // What the page shows is what the server computed (the maths has its own tests).
  const res = await page.request.get('/api/admin/billing');
  expect(res.ok()).toBe(true);
  const billing = (await res.json()) as TAdminBilling;
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText(rand(billing.mrr.amount), { exact: true })).toBeVisible();
  // The seeded demo accounts pay Starter, Builder and Creator monthly: at least R1 000.
  expect(billing.mrr.amount).toBeGreaterThanOrEqual(100_000);
  const plans = page.getByRole('table', { name: 'Subscribers per plan' });
  await expect(plans.getByRole('row')).toHaveCount(7);
  for (const plan of billing.plans) {
    const label = plan.code.endsWith('m') ? 'monthly' : 'annually';
    const tier = plan.code.slice(0, -1);
    const name = `${tier[0]?.toUpperCase()}${tier.slice(1)} — ${label}`;
    const row = plans.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row.getByRole('cell').last()).toHaveText(String(plan.subscribers));
  }
  await expect(plans.getByRole('row', { name: /^Creator — monthly/ })).toContainText('R500');

  const failed = page.getByRole('table', { name: 'Failed payments' });
  const row = failed.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Checkout');
  await expect(row).toContainText('Creator — monthly');
  await expect(row).toContainText('R500');

  // The job queue: its four counts as the server has them, and its failures (or that there are none).
  const jobs = page.getByRole('region', { name: 'Job queue' });
  for (const [label, n] of [
    ['Pending', billing.jobs.pending],
    ['Running', billing.jobs.running],
    ['Failed', billing.jobs.failed],
    ['Retried', billing.jobs.retried],
  ] as const) {
    await expect(jobs.getByRole('term').filter({ hasText: label })).toBeVisible();
    await expect(jobs.getByText(String(n), { exact: true }).first()).toBeVisible();
  }
  if (billing.jobs.recentFailures.length === 0) {
    await expect(jobs.getByText('No job has failed.')).toBeVisible();
  } else {
    await expect(jobs.getByRole('table', { name: 'Failed jobs' }).getByRole('row')).toHaveCount(
      billing.jobs.recentFailures.length + 1,
    );
  }
  await expectAccessible(page, '/admin/billing');
  await page.screenshot({ path: 'test-results/screens/admin-billing-1280.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download payments (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^thinkbuild-payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Reference,Started,Email,Purchase,Amount,Currency,Status,Paid at,Message',
  );
  expect(csv).toMatch(
    new RegExp(`,${email.replace(/[.+]/g, '\\$&')},creatorm,500\\.00,ZAR,failed,`),
  );

  // A phone: nothing spills sideways; the tables scroll inside their own boxes.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, '/admin/billing on a phone');
  await page.screenshot({ path: 'test-results/screens/admin-billing-375.png', fullPage: true });
  await page.getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page.getByRole('link', { name: 'Billing' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/admin-dashboard-375.png' });

  // The learner is refused by the page and by the API.
  await learner.goto('/admin/billing');
  await expect(
    learner.getByRole('heading', { name: 'You do not have access to this page' }),
  ).toBeVisible();
  await expect(learner.getByText(email)).toHaveCount(0);
  expect((await learner.request.get('/api/admin/billing')).status()).toBe(403);
  expect((await learner.request.get('/api/admin/billing/payments.csv')).status()).toBe(403);
  await learnerContext.close();
});
