import { COMMON_PASSWORD_MESSAGE } from '@thinkbuild/core/schemas/account';
import {
  AGE_CONFIRMATION,
  DEMO_PASSWORD,
  demoEmail,
  expect,
  expectAccessible,
  freshEmail,
  submitLogin,
  test,
} from './fixtures.ts';

test.describe('signing up', () => {
  test('a newcomer fixes a password typo, accepts the terms and lands on /home, free', async ({
    page,
  }) => {
    const signUps: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/sign-up')) signUps.push(r.url());
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Building' }).first().click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByText('At least 8 characters')).toBeVisible();

    await page.getByLabel('Email').fill(freshEmail('newcomer'));
    await page.getByLabel('Password', { exact: true }).fill('my-first-project');
    await page.getByLabel('Confirm password').fill('my-first-projcet');
    await page.getByLabel('Year you were born').fill('1990');
    await page.getByRole('button', { name: 'Create free account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(signUps, 'no request while the passwords differ').toEqual([]);

    await page.getByLabel('Confirm password').fill('my-first-project');
    await expect(page.getByText('Passwords do not match')).toBeHidden();
    await page.getByRole('button', { name: 'Create free account' }).click();

    // The terms come first: Continue only works once the age confirmation is ticked.
    const terms = page.getByRole('dialog', { name: 'Terms of Service' });
    await expect(terms).toBeVisible();
    await expect(
      terms.getByRole('link', { name: /Read the full Terms of Service/ }),
    ).toHaveAttribute('target', '_blank');
    const proceed = terms.getByRole('button', { name: 'Continue' });
    await expect(proceed).toBeDisabled();
    // Esc closes it without creating the account.
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();
    expect(signUps).toEqual([]);

    await page.getByRole('button', { name: 'Create free account' }).click();
    await terms.getByLabel(AGE_CONFIRMATION).check();
    await proceed.click();
    await expect(page).toHaveURL('/home');
    expect(signUps).toHaveLength(1);
    // Nothing about the account is kept in browser storage (the old site stored the password).
    const stored = await page.evaluate(() => [localStorage.length, sessionStorage.length]);
    expect(stored).toEqual([0, 0]);
  });

  test('an email that already has an account is told to log in instead', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(demoEmail('creator'));
    await page.getByLabel('Password', { exact: true }).fill('another-password');
    await page.getByLabel('Confirm password').fill('another-password');
    await page.getByLabel('Year you were born').fill('1990');
    await page.getByRole('button', { name: 'Create free account' }).click();
    await page.getByRole('dialog').getByLabel(AGE_CONFIRMATION).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('An account with this email already exists.');
    await alert.getByRole('link', { name: 'Log in instead?' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('a password everyone uses is refused at the field, and another one works', async ({
    page,
  }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(freshEmail('common'));
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('12345678');
    await page.getByLabel('Confirm password').fill('12345678');
    await page.getByLabel('Year you were born').fill('1990');
    await page.getByRole('button', { name: 'Create free account' }).click();
    await page.getByRole('dialog').getByLabel(AGE_CONFIRMATION).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(COMMON_PASSWORD_MESSAGE)).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await password.fill('my-own-long-phrase');
    await expect(page.getByText(COMMON_PASSWORD_MESSAGE)).toBeHidden();
    await page.getByLabel('Confirm password').fill('my-own-long-phrase');
    await page.getByLabel('Year you were born').fill('1990');
    await page.getByRole('button', { name: 'Create free account' }).click();
    await expect(page).toHaveURL('/home');
  });
});

test.describe('signing in', () => {
  test('a wrong password is explained and the learner can try again', async ({ page }) => {
    // The answer is held until the busy state has been seen (a fixed delay was too short on a
    // loaded machine: the answer came between the two checks).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/sign-in/email', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await submitLogin(page, demoEmail('creator'), 'not-the-password');
    const button = page.getByRole('button', { name: 'Log in' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(button).toBeEnabled();
    await expect(page).toHaveURL('/login');
  });

  test('a creator opens Web Development, sees the portfolio course, and signs out', async ({
    page,
    signInWithForm,
  }) => {
    await signInWithForm('creator');
    // Already signed in, the login page sends them straight back.
    await page.goto('/login');
    await expect(page).toHaveURL('/home');
    // The game track has lessons, so it is live: no "Coming …" date, and it opens. Whether the
    // shared demo account started a course yet or not, /home links every track's page.
    await expect(page.locator('a[href="/game-category"]')).toBeVisible();
    await expect(page.getByText(/Coming 19 October/)).toHaveCount(0);
    await page.locator('a[href="/web-category"]').click();
    await expect(page).toHaveURL('/web-category');
    await expect(page.getByRole('heading', { level: 1, name: 'Web Development' })).toBeVisible();

    const portfolio = page.getByRole('link', { name: /Web Portfolio/ });
    await expect(portfolio).toContainText('Episodes: 19');
    await expect(portfolio).toHaveAttribute('href', '/coursepage/web/portfolio');
    await expect(page.getByText('Coming 14 September')).toBeVisible();
    await expect(page.getByRole('link', { name: /Project Management/ })).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    // The session is gone on the server too, not only in this tab.
    await page.goto('/home');
    await expect(page).toHaveURL('/login?next=%2Fhome');
  });

  test('a signed-out visit to /account goes through /login and comes back', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL('/login?next=%2Faccount');
    await submitLogin(page, demoEmail('builder'), DEMO_PASSWORD);
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { name: 'Manage Your Account' })).toBeVisible();
    await expect(page.getByText(demoEmail('builder'))).toBeVisible();
    await expect(page.getByText('Builder', { exact: true })).toBeVisible();
  });

  test('signing out in one tab sends the other tab to /login', async ({ page, signInWithForm }) => {
    await signInWithForm('starter');
    const other = await page.context().newPage();
    await other.goto('/account');
    await expect(other.getByRole('heading', { name: 'Manage Your Account' })).toBeVisible();

    await page.goto('/account');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    await expect(other).toHaveURL('/login?next=%2Faccount');
  });
});

test.describe('the admin role', () => {
  test('an admin lands on the dashboard', async ({ page, signIn }) => {
    await signIn('admin');
    await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Course' })).toHaveAttribute(
      'href',
      '/createcourse',
    );
    await expect(page.getByRole('link', { name: 'Create Blog' })).toHaveAttribute(
      'href',
      '/createblog',
    );
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview.getByText('Users')).toBeVisible();
    await expect(overview.getByRole('definition').first()).toHaveText(/^\d+$/);
    await expectAccessible(page, '/admin');
    await page
      .getByRole('region', { name: 'Courses' })
      .getByRole('link', { name: 'Mobile Development' })
      .click();
    await expect(page).toHaveURL('/mobile-category');
    await expect(page.getByText('Episodes: 6')).toBeVisible();
  });

  test('a learner who types /admin is refused', async ({ page, signIn }) => {
    await signIn('free');
    for (const path of ['/admin', '/createcourse']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { name: 'You do not have access to this page' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toHaveCount(0);
    }
  });
});

test('@phone the signed-in pages fit a phone screen', async ({ page, signIn }) => {
  await signIn('creator');
  for (const path of ['/home', '/web-category', '/account']) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
  }
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('the account screens have no serious or critical accessibility violation', async ({
  page,
}) => {
  // Seven full axe runs (about 10 s each on a loaded two-core run) and a sign-up: 3 × 60 s.
  // The empty /login, /signup and /forgotpassword are checked by the theme sweep (theme.spec.ts);
  // here the states a visitor brings about and the pages of a new member.
  test.slow();
  await page.goto('/reset-password?token=x');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectAccessible(page, '/reset-password with a link');
  // Errors under the fields, then the terms modal.
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create free account' }).click();
  await expect(page.getByText('Enter your email address')).toBeVisible();
  await expectAccessible(page, '/signup with errors');
  await page.getByLabel('Email').fill(freshEmail('axe'));
  await page.getByLabel('Password', { exact: true }).fill('long-enough');
  await page.getByLabel('Confirm password').fill('long-enough');
  await page.getByLabel('Year you were born').fill('1990');
  await page.getByRole('button', { name: 'Create free account' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, '/signup terms modal');

  // Signed in as the new (free) member. Signing up, not in, spares the sign-in rate limit.
  await page.getByLabel(AGE_CONFIRMATION).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/home');
  for (const path of ['/subscription', '/home', '/web-category', '/account']) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, path);
  }
});
