import type { APIRequestContext, Page } from '@playwright/test';
import { foundingBannerText, HAVE_EVERYTHING, signUpGetsText } from '@thinkbuild/core/founding';
import { LIFETIME_HELD_MESSAGE } from '@thinkbuild/core/purchase';
import type { TFoundingPlaces } from '@thinkbuild/core/schemas/founding';
import { signUp } from './billing-helpers.ts';
import { expect, expectAccessible, freshEmail, lookAt, test } from './fixtures.ts';
import {
  FOUNDING_PLACES,
  foundingURL,
  startFoundingServer,
  stopFoundingServer,
} from './founding-server.ts';

// One true pricing story (docs/decisions/032): while founding places remain nobody is sold
// what signing up gives free, and a founding member is never shown a price to pay.

const SHOTS = 'test-results/shots';
/** A price as the pages write it (core formatMoney): "R200", "R1 500", "$27". */
const PRICE = /R\s?\d|\$\s?\d/;
const COURSE = '/courses/web/portfolio';

const placesOf = async (request: APIRequestContext, origin = ''): Promise<TFoundingPlaces> =>
  (await request.get(`${origin}/api/founding-places`)).json();

/** Nothing in the page's content to pay with: no price, no buy button, no way to a checkout. */
async function expectNothingToPay(page: Page) {
  const main = page.locator('main');
  await expect(main).not.toContainText(PRICE);
  // (Choosing the address of one's public profile is no purchase.)
  await expect(
    main.getByRole('button', { name: /Subscribe|Pay|Choose(?! this address)/ }),
  ).toHaveCount(0);
  await expect(main.getByRole('link', { name: /Choose|Subscribe|Pay|Sign up/ })).toHaveCount(0);
  await expect(main.locator('a[href^="/checkout"], a[href^="/subscription"]')).toHaveCount(0);
}

test.describe('while founding places remain', () => {
  // One server for the describe, so its journeys run one after the other in one worker.
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: foundingURL });

  test.beforeAll(async () => {
    // A fresh server seeds the demo content first: minutes on a loaded two-core machine.
    test.setTimeout(300_000);
    await startFoundingServer(280_000);
  });
  test.afterAll(stopFoundingServer);

  test('a visitor is told signing up gives everything free, and never sent to a checkout', async ({
    page,
  }) => {
    // Two widths, each with an accessibility scan (and full-page pictures outside CI), then three
    // more pages: past a minute on a loaded two-core machine.
    test.setTimeout(120_000);
    const places = await placesOf(page.request);
    expect(places.total).toBe(FOUNDING_PLACES);
    expect(places.left).toBeGreaterThan(0);
    const banner = foundingBannerText(places);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pricing');
      await expect(page.getByText(banner)).toBeVisible();
      // The offer and the plans are shown; every way to them is sign-up, never a checkout.
      await expect(page.getByText('Full Access Half The Price')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign up free' })).toHaveCount(3);
      for (const link of await page.getByRole('link', { name: /Sign up/ }).all()) {
        await expect(link).toHaveAttribute('href', '/signup');
      }
      await expect(page.getByRole('link', { name: /^Choose / })).toHaveCount(0);
      await expect(
        page.locator('main a[href*="checkout"], main a[href*="subscription"]'),
      ).toHaveCount(0);
      await expectAccessible(page, `/pricing founding visitor ${width}`);
      await lookAt(page, {
        path: `${SHOTS}/pricing-founding-visitor-${width}.png`,
        fullPage: true,
      });
    }

    await page.goto('/');
    await expect(page.getByText(`${banner}.`)).toBeVisible();

    // The course page is the same for everyone: no price while places remain, and what a new
    // free account gets is every lesson, not "11 of 19".
    await page.goto(COURSE);
    await expect(page.getByText(banner)).toBeVisible();
    await expect(page.getByText('All 19 lessons for a new account now')).toBeVisible();
    await expect(page.getByText('All 19 lessons free with an account')).toBeVisible();
    await expect(page.getByText('Adds Code exercises, My project and Certificates')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(PRICE);

    await page.goto('/signup');
    await expect(page.getByText(signUpGetsText(places))).toBeVisible();
  });

  test('a founding member is never shown a price to pay', async ({ page }) => {
    // A sign-up, then two widths each with an accessibility scan, then three more pages: past a
    // minute on a loaded two-core machine, as the visitor's case.
    test.setTimeout(120_000);
    const before = await placesOf(page.request);
    await page.goto('/signup');
    await signUp(page, freshEmail('founding'));
    await expect(page).toHaveURL('/home');
    expect(await (await page.request.get('/api/me')).json()).toMatchObject({
      role: 'creator',
      lifetimeAccess: true,
    });
    expect(await placesOf(page.request)).toEqual({ ...before, left: before.left - 1 });

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pricing');
      await expect(page.getByRole('heading', { level: 1, name: HAVE_EVERYTHING })).toBeVisible();
      await expect(page.getByText(HAVE_EVERYTHING)).toHaveCount(4);
      await expectNothingToPay(page);
      await expectAccessible(page, `/pricing founding member ${width}`);
      await lookAt(page, { path: `${SHOTS}/pricing-founding-member-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: HAVE_EVERYTHING })).toBeVisible();
    await expectNothingToPay(page);

    await page.goto(COURSE);
    await expect(page.getByRole('heading', { name: 'What each plan opens' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(PRICE);
    await expect(
      page.locator('main a[href*="checkout"], main a[href*="subscription"]'),
    ).toHaveCount(0);

    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: HAVE_EVERYTHING })).toBeVisible();
    await expect(page.getByText(LIFETIME_HELD_MESSAGE)).toBeVisible();
    await expectNothingToPay(page);

    await page.goto('/account');
    const plan = page
      .getByRole('definition')
      .filter({ hasText: 'Lifetime access (founding member)' });
    await expect(plan).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage your subscription' })).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('N/A');
    await expectNothingToPay(page);
    await lookAt(page, { path: `${SHOTS}/account-founding-member-1280.png`, fullPage: true });
  });
});

test('once the founding places are gone, the plans are sold again', async ({ page }) => {
  // The e2e server gives no founding places (scripts/e2e-server.mjs): the story after them.
  const places = await placesOf(page.request);
  expect(places.left).toBe(0);
  await page.goto('/pricing');
  await expect(page.getByRole('link', { name: 'Choose Starter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up', exact: true }).first()).toBeVisible();
  await expect(page.getByText(/learners get everything free/)).toHaveCount(0);
  await page.goto(COURSE);
  const free = page.getByRole('listitem').filter({ hasText: 'Opens Build lessons' });
  await expect(free).toContainText('11 of 19 lessons');
  await expect(page.getByRole('listitem').filter({ hasText: 'Adds Code exercises' })).toContainText(
    /R200 \/ month/,
  );
  await page.goto('/signup');
  await expect(page.getByText(signUpGetsText(places))).toBeVisible();
});
