import type { Page } from '@playwright/test';
import { OFFER } from '@thinkbuild/core/billing';
import { formatMoney } from '@thinkbuild/core/format';
import { AGE_CONFIRMATION, expect, verifyFromOutbox } from './fixtures.ts';

/** The billing journeys' shared steps (billing.spec.ts, billing-journeys.spec.ts). */

export const PLANNING_1 = '/coursepage/web/portfolio?section=planning&lesson=1';
export const EXPLANATION_1 = '/coursepage/web/portfolio?section=explanation&lesson=1';
export const CHECKOUT = /\/sandbox\/paystack\/checkout\//;
const RETURNED = /\/subscription\/complete\?(.*&)?reference=/;
/** The return page confirms through Paystack and the jobs: slow on a loaded machine. */
export const CONFIRMED = { timeout: 60_000 };

/** Fills in /signup (the page must be showing it), accepts the terms and verifies the email. */
export async function signUp(page: Page, email: string, { verify = true } = {}) {
  await expect(page.getByRole('button', { name: 'Create free account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('paying-learner-1');
  await page.getByLabel('Confirm password').fill('paying-learner-1');
  await page.getByLabel('Year you were born').fill('1990');
  await page.getByRole('button', { name: 'Create free account' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await terms.getByLabel(AGE_CONFIRMATION).check();
  await terms.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/signup/, { timeout: 30_000 });
  if (!verify) return;
  // Paying needs a verified address: the link mailed at sign-up is opened, as from the inbox,
  // and the page (which read the session before) is loaded again.
  await verifyFromOutbox(page.request, email);
  await page.reload();
}

/** On the sandbox's checkout page: press Pay or Decline, and come back to the return page. */
export async function checkout(page: Page, action: 'Pay' | 'Decline') {
  await expect(page).toHaveURL(CHECKOUT);
  await page.getByRole('button', { name: action, exact: true }).click();
  await expect(page).toHaveURL(RETURNED);
}

/**
 * On the sandbox's checkout page of a pass: it asks for `amount`; paid with Capitec Pay and
 * approved at the bank, until the return page confirms `what` ("Builder pass — 3 months").
 */
export async function payPassWithCapitec(page: Page, amount: string, what: string) {
  await expect(page).toHaveURL(CHECKOUT);
  await expect(page.getByText(amount)).toBeVisible();
  await page.getByRole('link', { name: 'Pay with Capitec Pay' }).click();
  await page.getByRole('button', { name: 'Approve at the bank' }).click();
  await expect(page).toHaveURL(RETURNED);
  await expect(page.getByText(`Payment received for ${what}.`)).toBeVisible(CONFIRMED);
}

/** A newcomer opens /subscription, is sent to sign up, and comes back to the plans. */
export async function signUpForPlans(page: Page, email: string) {
  await page.goto('/subscription');
  await expect(page).toHaveURL('/signup?next=%2Fsubscription');
  await signUp(page, email);
  await expect(page).toHaveURL('/subscription');
}

/**
 * On /checkout/offer: pays the offer (R2 000 with the default settings) on the sandbox
 * checkout, until the return page confirms it.
 */
export async function payForOffer(page: Page) {
  await page
    .getByRole('button', { name: `Pay ${formatMoney(OFFER.amount, OFFER.currency)}` })
    .click();
  await checkout(page, 'Pay');
  await expect(
    page.getByRole('heading', { name: 'You now have lifetime Creator access' }),
  ).toBeVisible(CONFIRMED);
}

/** Whether the course page plays the lesson (refusal null) or shows the refusal message. */
export async function expectLesson(page: Page, path: string, refusal: string | null) {
  await page.goto(path);
  const lesson = page.locator('article');
  if (refusal) {
    await expect(lesson.getByText(refusal)).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
  } else {
    await expect(page.locator('video')).toBeVisible();
    await expect(lesson.getByRole('alert')).toHaveCount(0);
  }
}

/** One labelled row of /account's details ("Current role", "Plan", "Status", …). */
export const row = (page: Page, label: string) =>
  page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });

export async function openManageDialog(page: Page) {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Manage your subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage your subscription' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * The learner's subscription on a plan (`builderm`, …) as the sandbox's control page lists it,
 * i.e. as Paystack holds it.
 */
export async function sandboxRow(page: Page, email: string, planCode: string) {
  await page.goto('/sandbox/paystack');
  return page
    .locator('tr')
    .filter({ hasText: email })
    .filter({ hasText: `[${planCode}]` });
}

/** Presses one of the sandbox's time controls for that subscription ("End the paid period", …). */
export async function sandboxControl(page: Page, email: string, planCode: string, control: string) {
  const subscription = await sandboxRow(page, email, planCode);
  // The page is /sandbox/paystack before and after: wait for the control's own answer.
  const done = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/sandbox/paystack/control/'),
  );
  await subscription.getByRole('button', { name: control }).click();
  expect((await done).status()).toBe(303);
  await expect(page).toHaveURL('/sandbox/paystack');
}
