import { Secret, TOTP } from 'otpauth';
import { expect, submitCode, submitLogin, test } from './fixtures.ts';

/** The code an authenticator app shows now for a key typed by hand (otpauth, not our code). */
const codeFor = (key: string) => new TOTP({ secret: Secret.fromBase32(key) }).generate();

test('a learner turns on two-factor sign-in with a generated code, signs out, and signs in with the code', async ({
  page,
  learner,
}) => {
  // Sign-up, the account page, a sign-out and a sign-in again: slow on a loaded machine.
  test.setTimeout(150_000);
  const { email, password } = await learner();
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Manage Your Account' })).toBeVisible({
    timeout: 30_000,
  });
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByLabel('Your password').fill(password);
  await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await card.getByTestId('totp-key').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);

  await card.getByLabel('2. Enter the 6-digit code it shows').fill('000000');
  await card.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(card.getByText('Invalid code')).toBeVisible();
  await card.getByLabel('2. Enter the 6-digit code it shows').fill(codeFor(key));
  await card.getByRole('button', { name: 'Verify and turn on' }).click();
  // The backup codes, shown once.
  const codes = card.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('Two-factor sign-in is on')).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await submitLogin(page, email, password);
  await expect(page.getByRole('button', { name: 'Verify and log in' })).toBeVisible();
  await submitCode(page, codeFor(key));
  await expect(page).toHaveURL('/home');
});
