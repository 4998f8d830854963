import type { Page } from '@playwright/test';
import { TERMS_VERSION } from '@thinkbuild/core/schemas/account';
import { expect, freshEmail, verifyFromOutbox } from './fixtures.ts';

/**
 * A new account signed up through the API in this page's context (its session cookie lands
 * there), then /account opened: for the journeys about the account screens themselves, which
 * change its email or password and so never use a shared one.
 */
export async function signUpNew(page: Page, label: string, password: string) {
  const email = freshEmail(label);
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password,
      name: '',
      ageConfirmed: true,
      termsVersionAccepted: TERMS_VERSION,
      birthYear: 1990,
    },
  });
  expect(res.ok()).toBe(true);
  // Changing the email needs a verified address: opened from the outbox, as its owner would.
  await verifyFromOutbox(page.request, email);
  await page.goto('/account');
  // The first /account of a fresh session loads its code: patient on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Manage Your Account' })).toBeVisible({
    timeout: 30_000,
  });
  return email;
}

/** Follows the first link of the newest mail to `to` with this subject, from /dev/outbox. */
export async function openMailLink(page: Page, to: string, subject: string) {
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: `to ${to}` })
    .filter({ hasText: subject })
    .first();
  // Some mails are sent by a job a moment later: the outbox is read again until it is there.
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(mail).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  const href = await mail.getByRole('link').first().getAttribute('href');
  if (!href) throw new Error(`no link in "${subject}" to ${to}`);
  const link = new URL(href);
  await page.goto(link.pathname + link.search);
}
