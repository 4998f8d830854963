import type { Page } from '@playwright/test';
import { TERMS_VERSION } from '@thinkbuild/core/schemas/account';
import { expect, freshEmail } from './fixtures.ts';

/**
 * A new account signed up through the API in this page's context (its session cookie lands
 * there), then /account opened: for the journeys about the account screens themselves, which
 * change its email or password and so never use a shared one.
 */
export async function signUpNew(page: Page, label: string, password: string) {
  const email = freshEmail(label);
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: '', ageConfirmed: true, termsVersionAccepted: TERMS_VERSION },
  });
  expect(res.ok()).toBe(true);
  await page.goto('/account');
  // The first /account of a fresh session loads its code: patient on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Manage Your Account' })).toBeVisible({
    timeout: 30_000,
  });
  return email;
}
