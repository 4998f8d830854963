import type { Page } from '@playwright/test';
import { MESSAGES } from '@thinkbuild/core/messages';
import { LOCKED_RESULT_UPGRADE } from '@thinkbuild/core/search';
import { expect, expectAccessible, test } from './fixtures.ts';

const SHOTS = 'test-results/shots';

async function searchFromHeader(page: Page, words: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('searchbox', { name: 'Search lessons and posts' });
  await box.fill(words);
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?q=${words}`);
}

async function searchJourney(page: Page, phone: boolean, shot: string) {
  await searchFromHeader(page, 'flexbox', phone);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results).toBeVisible();
  // The matching word is marked in the titles and snippets.
  await expect(results.locator('mark').first()).toHaveText(/flexbox/i);

  // A lesson of a section the free plan does not open: its message, the upgrade, no content.
  const locked = results
    .getByRole('listitem')
    .filter({ hasText: 'Flexbox and Styling in React Native Explained' });
  await expect(locked).toContainText(MESSAGES.explanationBuilderOrCreator);
  await expect(locked).toContainText(LOCKED_RESULT_UPGRADE);
  await expect(locked.getByRole('link', { name: 'See plans' })).toBeVisible();
  await expect(locked.locator('p mark')).toHaveCount(0);

  await expectAccessible(page, 'search');
  await page.screenshot({ path: `${SHOTS}/${shot}`, fullPage: true });

  await results.getByRole('link', { name: 'Laying Out the About Section with Flexbox' }).click();
  await expect(page).toHaveURL(/\/coursepage\/web\/portfolio\?section=build&lesson=\d+/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Laying Out the About Section with Flexbox' }),
  ).toBeVisible();
}

test('a learner searches from the header, sees highlighted matches and opens a lesson', async ({
  page,
  signIn,
}) => {
  await signIn('free');
  await searchJourney(page, false, 'search-desktop.png');
});

test('@phone search from the header on a phone', async ({ page, signIn }) => {
  await signIn('free');
  await searchJourney(page, true, 'search-375.png');
});

test('a search that finds nothing says so, and the header keeps the words', async ({
  page,
  signIn,
}) => {
  await signIn('free');
  await page.goto('/search?q=zzqxjv');
  await expect(page.getByText('Nothing matches “zzqxjv”')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search lessons and posts' })).toHaveValue(
    'zzqxjv',
  );
});
