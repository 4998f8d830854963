import type { Page } from '@playwright/test';
import { WEB_BLOGS } from '@thinkbuild/demo/blogs-web';
import { WEB_CATEGORY } from '@thinkbuild/demo/catalog-web';
import { expect, expectAccessible, lookInBothThemes, test } from './fixtures.ts';

/*
 * A visitor (not signed in) searches the public catalog and the blog from the header, at 1280 px
 * and on a 375 px phone: the form is a plain GET to /search, which the server answers with the
 * visitor's results page, sent without the app's script like the course pages (decisions/023).
 * The phone header shows Sign up signed out, and its items by name signed in.
 */

const SHOTS = 'test-results/shots/visitor-search';
const [PORTFOLIO] = WEB_CATEGORY.projects;
const FLEXBOX_POST = WEB_BLOGS.find((b) => /flexbox/i.test(b.title));
if (!PORTFOLIO || !FLEXBOX_POST) throw new Error('The demo content has changed');

/** Types `words` into the header's box (on a phone, opened from its Search button) and sends it. */
async function searchFromHeader(page: Page, words: string, phone: boolean) {
  const header = page.getByRole('banner');
  // The phone's Search disclosure (<details>: it opens with no script), unless open already.
  const disclosure = header.locator('details', {
    has: page.locator('summary[aria-label="Search"]'),
  });
  if (phone && !(await disclosure.evaluate((d) => (d as HTMLDetailsElement).open)))
    await disclosure.locator('summary').click();
  const box = header.getByRole('searchbox', { name: 'Search courses, lessons and posts' });
  await box.fill(words);
  if (phone) await header.locator('button[type="submit"]', { hasText: 'Search' }).click();
  else await box.press('Enter');
  await expect(page).toHaveURL(`/search?q=${words}`);
}

/** The scripts the page loaded: none of the app's (an island at most). */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

async function visitorJourney(page: Page, phone: boolean, baseURL: string | undefined) {
  const name = phone ? 'phone' : 'desktop';
  // From a course page, which runs no React: the header's form still searches.
  await page.goto(`/courses/web/${PORTFOLIO?.slug}`);
  const header = page.getByRole('banner');
  if (phone) await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
  else await expect(header.getByRole('link', { name: 'Start Building' })).toBeVisible();
  await lookInBothThemes(page, { dir: SHOTS, name: `header-visitor-${name}`, baseURL });

  if (phone) {
    await header.locator('summary[aria-label="Search"]').click();
    await expect(header.getByRole('searchbox')).toBeVisible();
    await lookInBothThemes(page, { dir: SHOTS, name: 'header-search-open-phone', baseURL });
  }
  const scripts = watchScripts(page);
  await searchFromHeader(page, 'flexbox', phone);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Results for “flexbox”' }),
  ).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' });
  const post = results.getByRole('listitem').filter({ hasText: FLEXBOX_POST?.title ?? '' });
  await expect(post).toContainText('Blog post');
  await expect(results.locator('mark').first()).toHaveText(/flexbox/i);
  // A lesson found by its title links to its course's public page, never the lesson itself.
  const lesson = results.getByRole('listitem').filter({ hasText: 'Lesson ' }).first();
  await expect(lesson.getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`^/courses/web/${PORTFOLIO?.slug}#syllabus$`),
  );
  expect(scripts.filter((s) => /\/assets\/(index|hydrate)-/.test(s))).toEqual([]);
  await expectAccessible(page, 'visitor search');
  await lookInBothThemes(page, { dir: SHOTS, name: `results-${name}`, baseURL, fullPage: true });

  await post.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: FLEXBOX_POST?.title })).toBeVisible();

  // The course, found by its title from the results page's own box.
  await page.goBack();
  const box = page.getByRole('main').getByRole('searchbox');
  await box.fill('portfolio');
  await box.press('Enter');
  const course = results.getByRole('listitem').filter({ hasText: 'Course' }).first();
  await expect(course.getByRole('link', { name: PORTFOLIO?.title })).toBeVisible();
  await course.getByRole('link', { name: PORTFOLIO?.title }).click();
  await expect(page).toHaveURL(`/courses/web/${PORTFOLIO?.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: PORTFOLIO?.title })).toBeVisible();

  // Words that find nothing: said once, with ways on.
  await searchFromHeader(page, 'zzzqqq', phone);
  await expect(page.getByText('Nothing matches “zzzqqq”')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Browse all courses' }),
  ).toBeVisible();
}

test('a visitor searches from the header and finds a post and a course', async ({
  page,
  baseURL,
}) => {
  await visitorJourney(page, false, baseURL);
});

test('@phone a visitor searches from the phone header and finds a post and a course', async ({
  page,
  baseURL,
}) => {
  await visitorJourney(page, true, baseURL);
});

test('@phone the phone header: Sign up signed out, every item by its name signed in', async ({
  page,
  signIn,
  baseURL,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await signIn('free');
  await page.goto('/home');
  for (const item of ['Blog', 'Account'])
    await expect(header.getByRole('link', { name: item, exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign out' })).toHaveText('Sign out');
  await expect(header.getByRole('link', { name: 'Account' })).toHaveText('Account');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await lookInBothThemes(page, { dir: SHOTS, name: 'header-signed-in-phone', baseURL });

  // Signed in, the header's search is the learner's own (their plan's lessons, and more).
  await page.getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('searchbox', { name: 'Search lessons and posts' });
  await box.fill('flexbox');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=flexbox');
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
});

test('a signed-in learner who searches from a public page gets their own search', async ({
  page,
  signIn,
}) => {
  await signIn('free');
  await page.goto(`/courses/web/${PORTFOLIO?.slug}`);
  await searchFromHeader(page, 'flexbox', false);
  // The learner's results: a lesson opens in the lesson page, not the course's public page.
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(
    results.getByRole('link', { name: 'Laying Out the About Section with Flexbox' }),
  ).toHaveAttribute('href', /^\/coursepage\/web\/portfolio/);
});

test('a visitor searches from a page the app runs on (the landing page): the same page load', async ({
  page,
}) => {
  // The app hydrates after the first frame (src/hydrate.ts): wait for it, so the header searched
  // from is React's, whose form loads /search as the plain one does.
  await page.goto('/', { waitUntil: 'networkidle' });
  await searchFromHeader(page, 'flexbox', false);
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByText(FLEXBOX_POST?.title ?? ''),
  ).toBeVisible();
});
