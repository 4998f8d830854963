import { expect, test } from './fixtures.ts';

test('a learner adds a passkey with a virtual authenticator, renames it, and signs in with it', async ({
  page,
  learner,
}) => {
  // Sign-up, the account page, a sign-out and a sign-in again: slow on a loaded machine.
  test.setTimeout(150_000);
  // Chromium's virtual authenticator: a platform authenticator that verifies the person.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  await learner();
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Manage Your Account' })).toBeVisible({
    timeout: 30_000,
  });
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('No passkeys yet.')).toBeVisible();
  await card.getByLabel('Passkey name').fill('My laptop');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const list = card.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByText('My laptop')).toBeVisible();
  await expect(list.getByText('not used yet')).toBeVisible();

  await card.getByRole('button', { name: 'Rename My laptop' }).click();
  await card.getByLabel('New name for My laptop').fill('Work laptop');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText('Work laptop')).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL('/home');

  await page.goto('/account');
  await expect(list.getByText(/last used/)).toBeVisible();
  await card.getByRole('button', { name: 'Remove Work laptop' }).click();
  await expect(card.getByText('No passkeys yet.')).toBeVisible();
});
