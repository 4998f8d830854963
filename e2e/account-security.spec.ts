import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { openMailLink, signUpNew } from './account-helpers.ts';
import { expect, expectAccessible, freshEmail, lookAt, submitLogin, test } from './fixtures.ts';

/*
 * An account that a signed-in session alone cannot take: the email changes only with the
 * password, the old address can stop it, and /account shows where the account is signed in.
 * Each journey signs up an account of its own.
 */

const SHOTS = '/work/shots/account39';
/** The sticky header would cover the top of a card scrolled into view for its picture. */
const NO_HEADER = 'header, [role="banner"] { opacity: 0 !important; }';

/** Each width in light and dark (the theme cookie, as account.spec.ts), the page reloaded. */
async function inEveryLook(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  shoot: (look: string) => Promise<void>,
) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const theme of ['light', 'dark'] as const) {
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
      await page.reload();
      await shoot(`${width}-${theme}`);
    }
  }
  await context.clearCookies({ name: 'theme' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The same account signed in from another browser; its cookies stay in that context. */
async function signInElsewhere(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  password: string,
) {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL ?? '' },
    data: { email, password },
  });
  expect(res.ok()).toBe(true);
  return context;
}

test('the old address stops a change of email with "This wasn\'t me"', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = await signUpNew(page, 'owner', 'owner-password-1');
  const newEmail = freshEmail('taker');
  const form = page.getByRole('form', { name: 'Change email' });
  await form.getByLabel('New email').fill(newEmail);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByText('Enter your current password')).toBeVisible();
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByText('That password is not right')).toBeVisible();
  await form.getByLabel('Current password').fill('owner-password-1');
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByText(`We also told ${email}.`, { exact: false })).toBeVisible();

  // The change goes through from the new inbox...
  await openMailLink(page, newEmail, 'Confirm your new ThinkBuild email');
  await expect(page.getByText('Your email is changed. Sign in with it from now on.')).toBeVisible();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();

  // ...and the owner of the old address says it was not them.
  await openMailLink(page, email, 'Your ThinkBuild email is being changed');
  await expect(page).toHaveURL(/\/account\/email-undo\?token=/);
  await inEveryLook(page, context, baseURL, async (look) => {
    await expect(page.getByRole('heading', { name: 'Stop the email change' })).toBeVisible();
    await lookAt(page, { path: `${SHOTS}/email-undo-${look}.png` });
  });
  await page.getByRole('button', { name: "This wasn't me" }).click();
  await expect(page.getByRole('heading', { name: 'Your account is safe' })).toBeVisible();
  await expect(
    page.getByText('your email is back and every device is signed out', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page, 'email undo');

  // Signed out everywhere, this browser too; the old address signs in again.
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await submitLogin(page, newEmail, 'owner-password-1');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await submitLogin(page, email, 'owner-password-1');
  await expect(page).toHaveURL('/home');
  await page.goto('/account');
  await expect(page.getByText(email, { exact: true })).toBeVisible();
});

test('the devices list signs out everywhere else', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(180_000);
  const email = await signUpNew(page, 'devices', 'devices-password-1');
  const phone = await signInElsewhere(browser, baseURL, email, 'devices-password-1');
  const laptop = await signInElsewhere(browser, baseURL, email, 'devices-password-1');
  await page.reload();
  const card = page.getByRole('region', { name: "Where you're signed in" });
  const list = card.getByRole('list', { name: 'Signed-in devices' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText('This device');

  const security = page.getByRole('region', { name: 'Sign-in details' });
  await inEveryLook(page, context, baseURL, async (look) => {
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await lookAt(card, { path: `${SHOTS}/sessions-${look}.png`, style: NO_HEADER });
    await lookAt(security, { path: `${SHOTS}/sign-in-details-${look}.png`, style: NO_HEADER });
  });
  await expectAccessible(page, 'account with sessions');

  // One by one: the first other device.
  await list
    .getByRole('button', { name: /^Sign out / })
    .first()
    .click();
  await expect(card.getByText('is signed out.', { exact: false })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await card.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(card.getByText('Every other device is signed out.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Sign out everywhere else' })).toBeHidden();
  for (const other of [phone, laptop]) {
    expect((await other.request.get('/api/me')).status()).toBe(401);
    await other.close();
  }
  expect((await page.request.get('/api/me')).status()).toBe(200);
});
