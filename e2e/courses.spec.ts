import type { Page } from '@playwright/test';
import { AGE_CONFIRMATION, expect, expectAccessible, freshEmail, test } from './fixtures.ts';
import { scriptBytes } from './script-bytes.ts';

const SEEDED_COURSES = [
  'Web Portfolio',
  'Mobile Portfolio (React Native)',
  '3D Shooter (Unity)',
  '3D Shooter (Unreal Engine)',
];

async function findWatchAndSignUp(page: Page) {
  const scripts = scriptBytes(page);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Courses' })
    .click();
  await expect(page).toHaveURL('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
  // The four seeded courses, each once. Admin journeys running beside this one add web projects
  // of their own, so the list may hold more.
  for (const course of SEEDED_COURSES) {
    await expect(cards.filter({ hasText: course })).toHaveCount(1);
  }
  for (const track of ['Web Development', 'Mobile Development', 'Game Development']) {
    await expect(cards.filter({ hasText: track }).first()).toBeVisible();
  }
  // Every card has its picture or the drawn placeholder: never a broken image.
  const broken = await page
    .locator('img')
    .evaluateAll(
      (imgs) =>
        (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).length,
    );
  expect(broken).toBe(0);
  await expect(page.getByRole('link', { name: /3D Shooter \(Unity\)/ })).toContainText('lessons');
  expect(await scripts(), 'script bytes on /courses').toBeLessThanOrEqual(20 * 1024);

  await page.getByRole('link', { name: /Web Portfolio/ }).click();
  await expect(page).toHaveURL('/courses/web/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Web Portfolio' })).toBeVisible();
  await expect(page).toHaveTitle('Web Portfolio | ThinkBuild');
  await expect(page.getByRole('heading', { name: 'What you’ll learn' })).toBeVisible();
  const syllabus = page.getByRole('heading', { name: 'Course content' });
  await syllabus.scrollIntoViewIfNeeded();
  await expect(page.getByText('Deeper Explanation').first()).toBeVisible();
  await expect(page.getByText('Free preview', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What each plan opens' })).toBeVisible();
  await expect(page.getByText('Free account')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/creatorm|starterm|buildera/);

  await page
    .getByRole('link', { name: /Watch the free preview/ })
    .first()
    .click();
  const video = page.locator('#preview video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.3);

  const questions = page.locator('#preview fieldset');
  await expect(questions).toHaveCount(5);
  for (let q = 0; q < 5; q++) await questions.nth(q).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Check my answers' }).click();
  await expect(page.getByText(/^You scored [0-5] of 5/)).toBeVisible();
  await expect(page.locator('#preview [data-explanation]').first()).toBeVisible();
  expect(await scripts(), 'script bytes up to the course page').toBeLessThanOrEqual(20 * 1024);
  await expectAccessible(page, '/courses/web/portfolio after the quiz');

  await page.getByRole('link', { name: 'Sign up free' }).last().click();
  await expect(page).toHaveURL('/signup');
  await page.getByLabel('Email').fill(freshEmail('preview'));
  await page.getByLabel('Password', { exact: true }).fill('my-first-project');
  await page.getByLabel('Confirm password').fill('my-first-project');
  await page.getByLabel('Year you were born').fill('1990');
  await page.getByRole('button', { name: 'Create free account' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await terms.getByLabel(AGE_CONFIRMATION).check();
  await terms.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/home');
}

test.describe('public course pages', () => {
  // One journey through four pages, a video and a sign-up: 30–40 s on a quiet machine, near
  // 60 s at load 25, so it gets twice the default.
  test.setTimeout(120_000);

  test('a visitor finds a course from the header, reads its syllabus, watches the preview, answers its quiz and signs up', async ({
    page,
  }) => {
    await findWatchAndSignUp(page);
  });

  test('the same journey on a phone @phone', async ({ page }) => {
    await findWatchAndSignUp(page);
  });

  test('a course that does not exist answers 404', async ({ page }) => {
    const res = await page.goto('/courses/web/no-such-course');
    expect(res?.status()).toBe(404);
  });

  test('the header links Pricing to the plans page', async ({ page }) => {
    await page.goto('/courses');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page).toHaveURL('/pricing');
  });
});
