import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { MESSAGES } from '@thinkbuild/core/messages';
import { LOCKED_RESULT_UPGRADE } from '@thinkbuild/core/search';
import { WEB_CATEGORY } from '@thinkbuild/demo/catalog-web';
import { expect, expectAccessible, lookAt, test } from './fixtures.ts';

const SHOTS = 'test-results/shots';
// Where the forgiving-search screenshots are kept for review (outside the repository).
const REVIEW_SHOTS = process.env.SEARCH_SHOTS_DIR;

/** The page in both themes (the data-theme the server would set from the cookie). */
async function shotBothThemes(page: Page, name: string) {
  if (!REVIEW_SHOTS) return;
  mkdirSync(REVIEW_SHOTS, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await lookAt(page, { path: `${REVIEW_SHOTS}/${name}-${theme}.png`, fullPage: true });
  }
  await page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
}

async function searchFromHeader(page: Page, words: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('searchbox', { name: 'Search lessons and posts' });
  await box.fill(words);
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?q=${words}`);
}

/**
 * A result by its title (its heading), not by any of its text: a lesson's transcript can name
 * another lesson (each demo video's end card names the next one, decisions/041).
 */
const titled = (page: Page, title: string) =>
  page.getByRole('heading', { name: title, exact: true });

async function searchJourney(page: Page, phone: boolean, shot: string) {
  await searchFromHeader(page, 'flexbox', phone);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results).toBeVisible();
  // The matching word is marked in the titles and snippets.
  await expect(results.locator('mark').first()).toHaveText(/flexbox/i);

  // A lesson of a section the free plan does not open: its message, the upgrade, no content.
  const locked = results
    .getByRole('listitem')
    .filter({ has: titled(page, 'Flexbox and Styling in React Native Explained') });
  await expect(locked).toContainText(MESSAGES.explanationBuilderOrCreator);
  await expect(locked).toContainText(LOCKED_RESULT_UPGRADE);
  await expect(locked.getByRole('link', { name: 'See plans' })).toBeVisible();
  await expect(locked.locator('p mark')).toHaveCount(0);
  // Each lesson says its track and project: this one is mobile, the next one web.
  await expect(locked).toContainText('Mobile Development · ');

  await expectAccessible(page, 'search');
  await lookAt(page, { path: `${SHOTS}/${shot}`, fullPage: true });

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

const [PORTFOLIO] = WEB_CATEGORY.projects;

/**
 * A typo still finds the lesson (with its track and project), offers the corrected words, and
 * keeps a box on the page to search again.
 */
async function typoJourney(page: Page, phone: boolean, shot: string) {
  await searchFromHeader(page, 'flexbx', phone);
  const results = page.getByRole('list', { name: 'Search results' });
  const lesson = results
    .getByRole('listitem')
    .filter({ has: titled(page, 'Laying Out the About Section with Flexbox') });
  await expect(lesson).toContainText(`${WEB_CATEGORY.title} · ${PORTFOLIO?.title} · `);
  await expect(page.getByText('Did you mean flexbox?')).toBeVisible();
  // The results page has a search box at every width: the header's, or on a phone its own.
  const box = page.getByRole('searchbox', {
    name: phone ? 'Search again' : 'Search lessons and posts',
  });
  await expect(box).toBeVisible();
  await expect(box).toHaveValue('flexbx');
  await expectAccessible(page, 'search-typo');
  await shotBothThemes(page, shot);

  await page.getByRole('link', { name: 'flexbox', exact: true }).click();
  await expect(page).toHaveURL('/search?q=flexbox');
  await expect(results.locator('mark').first()).toHaveText(/flexbox/i);
  await expect(page.getByText('Did you mean')).toHaveCount(0);

  // Words split in two find the same lesson, from the page's own box.
  await box.fill('flex box');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=flex(%20|\+)box/);
  await expect(lesson).toBeVisible();

  // A mistyped word finds the lessons and the posts that have it.
  await box.fill('javscript');
  await box.press('Enter');
  await expect(page.getByText('Did you mean javascript?')).toBeVisible();
  await expect(
    results
      .getByRole('listitem')
      .filter({ has: titled(page, 'Mobile Menu Toggle with JavaScript') }),
  ).toBeVisible();
  await expect(
    results
      .getByRole('listitem')
      .filter({ has: titled(page, 'Fetching Data from an API with JavaScript') })
      .filter({ hasText: 'Blog post' }),
  ).toBeVisible();
}

test('search with a typo finds the lesson', async ({ page, signIn }) => {
  await signIn('free');
  await typoJourney(page, false, 'search-typo-1280');
});

test('@phone search with a typo finds the lesson, on a phone with its own search box', async ({
  page,
  signIn,
}) => {
  await signIn('free');
  await typoJourney(page, true, 'search-typo-375');
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
