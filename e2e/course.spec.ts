import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { wrongOption } from './quiz-helpers.ts';
import { currentTime, videoReady } from './video-helpers.ts';

const PLANNING_1 = '/coursepage/web/portfolio?section=planning&lesson=1';

/** Starts playback the way a learner would: focus the player and press Space. */
async function playWithKeyboard(page: Page) {
  await page.getByRole('group', { name: /^Video player/ }).focus();
  await page.keyboard.press('Space');
}

test.describe('course page', () => {
  // Real video playback and a walk through several lessons take longer than a form does.
  test.describe.configure({ timeout: 60_000 });

  test('a creator watches a planning lesson, takes its quiz and moves on into Build', async ({
    page,
    learner,
  }) => {
    await learner({ tier: 'creator' });
    await page.goto(PLANNING_1);
    const menu = page.getByRole('navigation', { name: 'Course lessons' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Defining Your Portfolio's Goals and Content",
    );
    await expect(menu.getByRole('link', { name: /Defining Your Portfolio/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByText('0 of 19 lessons done')).toBeVisible();

    // The video plays, seeks (the server answers ranges) and follows the keyboard.
    const video = await videoReady(page);
    await playWithKeyboard(page);
    await expect.poll(() => currentTime(video)).toBeGreaterThan(0.3);
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 5;
    });
    await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(5);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentTime(video)).toBeLessThan(4);
    // Faster twice (>, as on YouTube): 1.25×, then 1.5×, as the bar's speed button says.
    await page.keyboard.press('Shift+Period');
    await page.keyboard.press('Shift+Period');
    await expect(page.getByRole('button', { name: 'Speed: 1.5×' })).toBeAttached();
    expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
    await page.keyboard.press('Space');

    // The quiz: Submit waits for all five answers; the score comes from the server.
    const submit = page.getByRole('button', { name: 'Submit answers' });
    await expect(submit).toBeDisabled();
    await expect(page.getByText('Answer all 5 questions')).toBeVisible();
    const questions = page.locator('fieldset');
    await expect(questions).toHaveCount(5);
    // A wrong answer everywhere (the options are shuffled per attempt, so never "the first").
    for (let i = 0; i < 5; i++) {
      const radios = questions.nth(i).getByRole('radio');
      const labels = await radios.evaluateAll((els) =>
        els.map((el) => el.closest('label')?.textContent ?? ''),
      );
      const legend = await questions.nth(i).locator('legend').innerText();
      await radios.nth(labels.indexOf(wrongOption(legend, labels))).check();
    }
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('You scored 0/5')).toBeVisible();
    await expect(page.getByText('Best score: 0/5').first()).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(questions.first().getByRole('radio').first()).not.toBeChecked();

    await expectAccessible(page, 'course page');

    // Planning is learnt in order: Next waits for this quiz, and says so.
    const next = page.getByRole('button', { name: 'Next Lesson' });
    await expect(page.getByRole('button', { name: 'Previous Lesson' })).toBeDisabled();
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription('Finish the quiz to go on');
    // Planning 3 waits too, but Next crosses into Build 1, which starts its own section.
    await menu.getByRole('link', { name: /^Setting Up VS Code/ }).click();
    await expect(page).toHaveURL(/section=planning&lesson=3$/);
    await next.click();
    await expect(page).toHaveURL(/section=build&lesson=1$/);
    await expect(page.getByText('Build · Lesson 1', { exact: true })).toBeVisible();
    await expect(menu.locator('[aria-current="page"]')).toContainText('Lesson 1');
    await page.getByRole('button', { name: 'Previous Lesson' }).click();
    await expect(page).toHaveURL(/section=planning&lesson=3$/);
  });

  test('a starter opening Planning is told it is for Creators and offered the plans', async ({
    page,
    signIn,
  }) => {
    await signIn('starter');
    await page.goto(PLANNING_1);
    const lesson = page.locator('article');
    await expect(lesson.getByText('Planning is only available to Creators')).toBeVisible();
    await expect(lesson.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await expect(page.locator('video')).toHaveCount(0);
    // Locked sections still list their lessons, with a lock.
    const menu = page.getByRole('navigation', { name: 'Course lessons' });
    await expect(menu.getByRole('link', { name: /Sketching Wireframes/ })).toContainText('Locked');

    // The bare course opens where a starter can learn: Build.
    await page.goto('/coursepage/web/portfolio');
    await expect(page).toHaveURL(/section=build&lesson=\d+$/);
    await videoReady(page);
  });

  test('reloading keeps the lesson and the place in the video', async ({ page, learner }) => {
    await learner({ tier: 'creator' });
    // The mobile Portfolio is not "Learn in order": lesson 2 opens without lesson 1.
    await page.goto('/coursepage/mobile/portfolio?section=build&lesson=2');
    const video = await videoReady(page);
    await playWithKeyboard(page);
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/progress') && r.request().method() === 'PUT' && r.ok(),
    );
    await page.keyboard.press('Space');
    await saved;
    const pausedAt = await currentTime(video);

    await page.reload();
    await expect(page).toHaveURL(/mobile\/portfolio\?section=build&lesson=2$/);
    await expect(page.getByText('Build · Lesson 2', { exact: true })).toBeVisible();
    const restored = await videoReady(page);
    await expect.poll(() => currentTime(restored)).toBeGreaterThan(pausedAt - 0.5);
    expect(await currentTime(restored)).toBeLessThan(pausedAt + 0.5);
  });

  test('@phone the lesson menu is a drawer behind a Lessons button', async ({ page, signIn }) => {
    await signIn('creator');
    await page.goto('/coursepage/web/portfolio?section=build&lesson=1');
    await videoReady(page);
    const drawer = page.getByRole('dialog', { name: 'Lessons' });
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Lessons', exact: true }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: /HTML Boilerplate/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Lessons', exact: true }).click();
    await drawer.getByRole('button', { name: /Deployment/ }).click();
    await drawer.getByRole('link', { name: /Optimising Images and Auditing/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/section=deployment&lesson=1$/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
