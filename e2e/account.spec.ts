import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signUpNew } from './account-helpers.ts';
import { expect, expectAccessible, freshEmail, lookAt, submitLogin, test } from './fixtures.ts';

/*
 * Owning your account on /account: a new password, a new email, a copy of one's data, and
 * deleting it all. Each journey signs up an account of its own: never a shared demo account.
 * Sign-up and sign-in themselves are accounts.spec.ts.
 */

const SHOTS = '/work/shots/account';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).last().click();
  await expect(page).toHaveURL('/login');
}

for (const tag of ['', ' @phone']) {
  test(`a learner changes their password and signs in with the new one${tag}`, async ({ page }) => {
    const email = await signUpNew(page, 'new-password', 'first-password-1');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('first-password-1');
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Use at least 8 characters')).toBeVisible();

    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('second-password-2');
    await form.getByLabel('Confirm new password').fill('second-password-2');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Invalid password')).toBeVisible();

    await form.getByLabel('Current password').fill('first-password-1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(
      form.getByText('Password changed. You were signed out everywhere else.'),
    ).toBeVisible();

    await signOut(page);
    await submitLogin(page, email, 'first-password-1');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await submitLogin(page, email, 'second-password-2');
    await expect(page).toHaveURL('/home');
  });

  test(`a learner downloads their data and reads it${tag}`, async ({ page }) => {
    const email = await signUpNew(page, 'my-data', 'data-password-1');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^thinkbuild-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(data.profile.email).toBe(email);
    expect(data.billing.subscriptions).toEqual([]);
    expect(data.learning.progress).toEqual([]);
    expect(data.certificates.issued).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/"token"|"password"/);
  });

  test(`a learner deletes their account and cannot sign in any more${tag}`, async ({ page }) => {
    const email = await signUpNew(page, 'leaving', 'leaving-password-1');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Your password').fill('not-it-at-all');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('That is not your password')).toBeVisible();
    // Changing one's mind keeps everything.
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByLabel('Your password').fill('leaving-password-1');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('Your account was deleted and you are signed out.')).toBeVisible();

    await page.goto('/account');
    await expect(page).toHaveURL(/\/login/);
    await submitLogin(page, email, 'leaving-password-1');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  });
}

test('a learner moves to a new email with the link mailed there', async ({ page }) => {
  const email = await signUpNew(page, 'old-address', 'moving-password-1');
  const newEmail = freshEmail('new-address');
  const form = page.getByRole('form', { name: 'Change email' });
  await form.getByLabel('New email').fill(email.toUpperCase());
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByText('This is already your email')).toBeVisible();
  await form.getByLabel('New email').fill(newEmail);
  await form.getByLabel('Current password').fill('moving-password-1');
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByText(`We sent a link to ${newEmail}.`, { exact: false })).toBeVisible();

  await page.goto('/dev/outbox');
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: `to ${newEmail}` })
    .filter({ hasText: 'Confirm your new ThinkBuild email' })
    .first();
  const href = await mail.getByRole('link').first().getAttribute('href');
  if (!href) throw new Error('no confirmation link in the outbox');
  const link = new URL(href);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL('/account');
  await expect(page.getByText('Your email is changed. Sign in with it from now on.')).toBeVisible();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();

  await signOut(page);
  await submitLogin(page, newEmail, 'moving-password-1');
  await expect(page).toHaveURL('/home');
});

for (const [width, tag] of [
  [1280, ''],
  [375, ' @phone'],
] as const) {
  test(`/account with its new cards, light and dark, is accessible and looked at${tag}`, async ({
    page,
    context,
    baseURL,
  }) => {
    // Eight screenshots, two of them full pages, on a machine shared by other journeys.
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    await signUpNew(page, 'looks', 'looks-password-1');
    await expectAccessible(page, 'account');
    for (const theme of ['light', 'dark'] as const) {
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Sign-in details' })).toBeVisible();
      await lookAt(page, { path: `${SHOTS}/account-${width}-${theme}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog).toBeVisible();
      await lookAt(page, { path: `${SHOTS}/delete-dialog-${width}-${theme}.png` });
      await dialog.getByRole('button', { name: 'Keep my account' }).click();
      await expect(dialog).toBeHidden();
    }
  });
}
