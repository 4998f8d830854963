import { AGE_CONFIRMATION, expect, freshEmail, submitLogin, test } from './fixtures.ts';

/** An account over time: a forgotten password, and terms that changed since sign-up. */

test('a forgotten password is reset from the emailed link', async ({ page, request }) => {
  const email = freshEmail('forgetful');
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password: 'first-password',
      name: 'forgetful',
      ageConfirmed: true,
      termsVersionAccepted: '2025-05-29',
      birthYear: 1990,
    },
  });
  expect(signUp.ok()).toBe(true);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgotpassword');
  // The URL changes before the lazily loaded page replaces the login form (which also has an
  // "Email" field): wait for the new page before typing.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Password Reset Email' }).click();
  await expect(
    page.getByText(
      "If an account exists for that email, we've sent a link to reset your password.",
    ),
  ).toBeVisible();

  // The development outbox lists mail newest first; follow the link sent to this address.
  await page.goto('/dev/outbox');
  const mail = page.getByRole('listitem').filter({ hasText: email }).first();
  const href = await mail.getByRole('link').first().getAttribute('href');
  if (!href) throw new Error('no reset link in the outbox');
  const link = new URL(href);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/reset-password\?token=/);

  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByLabel('Confirm new password').fill('second-passwrod');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('second-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Your password has been changed. Please log in.')).toBeVisible();

  await submitLogin(page, email, 'first-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await submitLogin(page, email, 'second-password');
  await expect(page).toHaveURL('/home');

  // A used link says so and offers a new one.
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('This reset link has expired or was already used.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a new reset link' })).toHaveAttribute(
    'href',
    '/forgotpassword',
  );
});

test('a member who has not accepted the current terms sees them before any page', async ({
  page,
}) => {
  // Signed up (and in) through the API, in this page's cookie jar.
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: {
      email: freshEmail('terms'),
      password: 'long-enough',
      name: 'terms',
      ageConfirmed: true,
      termsVersionAccepted: '2025-05-29',
      birthYear: 1990,
    },
  });
  expect(signUp.ok()).toBe(true);
  // Every account accepts the terms at sign-up, so a newer version is simulated: /api/me says
  // "not accepted" until the browser records acceptance.
  let accepted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/me/terms')) accepted = true;
  });
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    const me = await response.json();
    await route.fulfill({ response, json: { ...me, termsAccepted: accepted } });
  });

  await page.goto('/home');
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(terms).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My courses' })).toHaveCount(0);
  await terms.getByLabel(AGE_CONFIRMATION).check();
  await terms.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'My courses' })).toBeVisible();
  expect(accepted).toBe(true);
});
