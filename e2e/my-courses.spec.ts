import type { Page } from '@playwright/test';
import { signUp } from './billing-helpers.ts';
import { expect, expectAccessible, freshEmail, lookInBothThemes, test } from './fixtures.ts';
import { lessonIdOf, passQuizFirstTime } from './quiz-helpers.ts';

/** Straight into learning: sign-up, one question, the first lesson playing; then My courses. */

const BUILD = (n: number) => `/coursepage/web/portfolio?section=build&lesson=${n}`;
const SHOTS = '/tmp/shots-my-courses';

const shots = (page: Page, name: string, baseURL: string | undefined) =>
  lookInBothThemes(page, { dir: SHOTS, name, baseURL, fullPage: true });

for (const phone of [false, true]) {
  const tag = phone ? '@phone ' : '';
  test(`${tag}sign up, pick a track: its first lesson plays; after one lesson /home shows My courses with progress`, async ({
    page,
    baseURL,
  }) => {
    await page.goto('/signup');
    await signUp(page, freshEmail('straight-in'), { verify: false });
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
    const question = page.getByRole('region', { name: 'What do you want to build first?' });
    await expect(question.getByRole('listitem')).toHaveCount(3);
    await expect(question).toContainText('Web Portfolio');
    if (!phone) await expectAccessible(page, 'the track question');
    await shots(page, 'home-new', baseURL);

    // One click: the first lesson a free learner may open (Build 1; Planning is for Creators),
    // playing, with sound, since the click allowed it.
    await question.getByRole('link', { name: 'Start Web Development' }).click();
    await expect(page).toHaveURL(BUILD(1));
    const video = page.locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);

    // Lesson 1 done (its quiz passed, through the API), /home is My courses.
    const one = await lessonIdOf(page.request, 'web/portfolio', 'build', 1);
    await passQuizFirstTime(page.request, baseURL ?? '', one);
    await page.goto('/home');
    const course = page.getByRole('article', { name: 'Web Portfolio' });
    await expect(course).toContainText('1 of 19 lessons done');
    const sections = course.getByRole('list', { name: 'Web Portfolio by section' });
    await expect(sections.getByRole('listitem').filter({ hasText: /^Build/ })).toContainText(
      '1 of 11',
    );
    await expect(sections.getByRole('listitem').filter({ hasText: 'Planning' })).toContainText(
      'Creator',
    );
    await expect(
      page.getByRole('region', { name: 'What do you want to build first?' }),
    ).toHaveCount(0);
    // The rest of the catalog below: every track.
    await expect(
      page.getByRole('region', { name: 'Explore more to build' }).getByRole('listitem'),
    ).toHaveCount(3);
    if (!phone) await expectAccessible(page, 'My courses');
    await shots(page, 'home-started', baseURL);

    await course.getByRole('link', { name: 'Continue Web Portfolio' }).click();
    await expect(page).toHaveURL(BUILD(2));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building the Navigation Bar');
  });
}
