import { GUARDIAN_HELD_MESSAGE } from '@thinkbuild/core/guardian';
import { GUARDIAN_MESSAGES } from '@thinkbuild/core/schemas/guardian';
import { openMailLink } from './account-helpers.ts';
import { CHECKOUT } from './billing-helpers.ts';
import { AGE_CONFIRMATION, expect, freshEmail, test, verifyFromOutbox } from './fixtures.ts';

/*
 * POPIA for learners under 18: a 15-year-old signs up naming a parent, learns at once, cannot
 * pay until the parent agrees from the mailed link, and can pay afterwards.
 */

test('a 15-year-old pays only after the guardian agrees from the mail', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, the outbox and a checkout: more than the default minute on a loaded machine.
  test.slow();
  const learner = freshEmail('teen');
  const guardian = freshEmail('parent');
  await page.goto('/subscription');
  await expect(page).toHaveURL('/signup?next=%2Fsubscription');
  await page.getByLabel('Email').fill(learner);
  await page.getByLabel('Password', { exact: true }).fill('teen-learner-12');
  await page.getByLabel('Confirm password').fill('teen-learner-12');
  await page.getByLabel('Year you were born').fill(String(new Date().getUTCFullYear() - 15));
  // Under 18: the form asks for a parent's or guardian's email before anything is sent.
  await page.getByRole('button', { name: 'Create free account' }).click();
  const guardianField = page.getByLabel("Parent's or guardian's email");
  await expect(guardianField).toHaveAttribute('aria-invalid', 'true');
  await guardianField.fill(guardian);
  await page.getByRole('button', { name: 'Create free account' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await terms.getByLabel(AGE_CONFIRMATION).check();
  await terms.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/subscription');
  // The address is proven (decisions/034), so what holds the payment is the guardian alone.
  await verifyFromOutbox(page.request, learner);
  await page.reload();

  // Paying waits for the guardian, and the page says why.
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(GUARDIAN_HELD_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL('/subscription');
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Parent or guardian' });
  await expect(card).toContainText(guardian);

  // The guardian, in a browser of their own with no account, opens the link and agrees.
  const parent = await browser.newContext({ baseURL });
  const parentPage = await parent.newPage();
  await openMailLink(parentPage, guardian, 'Your consent for a ThinkBuild account');
  await expect(parentPage.getByText(learner)).toBeVisible();
  await expect(parentPage.getByRole('heading', { name: 'What we keep, and why' })).toBeVisible();
  await parentPage.getByRole('button', { name: 'I agree' }).click();
  await expect(parentPage.getByText(GUARDIAN_MESSAGES.agreed)).toBeVisible();
  await parent.close();

  // Now the payment opens.
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(CHECKOUT);
});
