import { VERIFY_EMAIL_MESSAGES } from '@thinkbuild/core/schemas/email-verification';
import { CHECKOUT, CONFIRMED, checkout, signUp } from './billing-helpers.ts';
import {
  expect,
  expectAccessible,
  freshEmail,
  lookAt,
  test,
  VERIFY_MAIL_SUBJECT,
} from './fixtures.ts';

const SHOTS = 'test-results/screens/verify-email';

/**
 * Verified email (issue 39, decisions/034): a new learner learns at once, but pays only once the
 * link mailed at sign-up is opened; the plans page says so, with Resend.
 */
test.describe('verifying the email', () => {
  // A sign-up, the outbox, and the sandbox checkout with its jobs: slow on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test('sign up, verify from the outbox, then pay', async ({ page }) => {
    const email = freshEmail('verify');
    await page.goto('/subscription');
    await expect(page).toHaveURL('/signup?next=%2Fsubscription');
    await signUp(page, email, { verify: false });
    await expect(page).toHaveURL('/subscription');

    // Not verified yet: the plans say why Subscribe waits, and offer a new link.
    const notice = page.getByRole('region', { name: 'Verify your email' });
    await expect(notice).toContainText(VERIFY_EMAIL_MESSAGES.needed('pay'));
    await expect(notice).toContainText(VERIFY_EMAIL_MESSAGES.sentTo(email));
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await expectAccessible(page, '/subscription, not verified');
    await lookAt(page, { path: `${SHOTS}/plans-unverified.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await lookAt(page, { path: `${SHOTS}/plans-unverified-375.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await notice.getByRole('button', { name: 'Resend the link' }).click();
    await expect(notice.getByRole('status')).toHaveText(VERIFY_EMAIL_MESSAGES.resent(email));
    await lookAt(notice, { path: `${SHOTS}/notice-resent.png` });

    // The newest link from the inbox (the outbox, in development).
    await page.goto('/dev/outbox');
    const mail = page
      .getByRole('listitem')
      .filter({ hasText: `to ${email}` })
      .filter({ hasText: VERIFY_MAIL_SUBJECT })
      .first();
    const href = await mail.getByRole('link').first().getAttribute('href');
    if (!href) throw new Error('no verification link in the outbox');
    const link = new URL(href);
    await page.goto(link.pathname + link.search);
    await expect(page).toHaveURL('/verify-email');
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await expect(page.getByText(VERIFY_EMAIL_MESSAGES.verified)).toBeVisible();
    await expectAccessible(page, '/verify-email');
    await lookAt(page, { path: `${SHOTS}/verified.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await lookAt(page, { path: `${SHOTS}/verified-375.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('link', { name: 'See the plans' }).click();
    await expect(page).toHaveURL('/subscription');
    await expect(page.getByRole('region', { name: 'Verify your email' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(CHECKOUT);
    await checkout(page, 'Pay');
    await expect(page.getByRole('heading', { name: 'You now have Creator access' })).toBeVisible(
      CONFIRMED,
    );
  });

  test('a spoiled link says so and offers a new one', async ({ page }) => {
    await page.goto('/signup');
    const email = freshEmail('spoiled');
    await signUp(page, email, { verify: false });
    await page.goto('/api/auth/verify-email?token=not-a-token&callbackURL=%2Fverify-email');
    await expect(page).toHaveURL('/verify-email?error=INVALID_TOKEN');
    await expect(page.getByText(VERIFY_EMAIL_MESSAGES.linkInvalid)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend the link' })).toBeVisible();
    await lookAt(page, { path: `${SHOTS}/spoiled.png` });
  });
});
