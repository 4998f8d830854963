import type { Page } from '@playwright/test';
import { expect, lookInBothThemes, newLearner, takingPictures, test } from './fixtures.ts';
import { failQuizByApi, lessonIdOf, passQuizFirstTime, rightOption } from './quiz-helpers.ts';

/** "Always a next step": after a quiz, on a locked lesson, and from /home. */

const BUILD = (n: number) => `/coursepage/web/portfolio?section=build&lesson=${n}`;
const PLANNING_1 = '/coursepage/web/portfolio?section=planning&lesson=1';
const LESSON_2 = 'Building the Navigation Bar';
const SHOTS = '/tmp/shots-next';

/** Screenshots for review at this width, in both themes. */
const shots = (page: Page, name: string, baseURL: string | undefined) =>
  lookInBothThemes(page, { dir: SHOTS, name, baseURL });

/** A new learner, signed up, who has passed Build lesson 1's quiz first time (by the API). */
async function signUpPastBuild1(page: Page, baseURL: string | undefined) {
  await newLearner(page.context(), baseURL, { label: 'next' });
  const one = await lessonIdOf(page.request, 'web/portfolio', 'build', 1);
  await passQuizFirstTime(page.request, baseURL ?? '', one);
}

for (const phone of [false, true]) {
  const tag = phone ? '@phone ' : '';
  // At 375 px these journeys take the same steps on the same pages as at desktop; they run where
  // their pictures are taken for review, not in CI. The phone layout of the lesson and /home
  // pages is checked there by the theme sweep, lesson-layout.spec.ts and the first journey here.
  const repeat = phone && !takingPictures ? test.skip : test;

  test(`${tag}passing a quiz offers the next lesson by name, and one click opens it`, async ({
    page,
    baseURL,
  }) => {
    await newLearner(page.context(), baseURL, { label: 'next' });
    await page.goto(BUILD(1));
    const quiz = page.getByRole('region', { name: 'Lesson quiz' });
    const questions = quiz.locator('fieldset');
    await expect(questions).toHaveCount(5);
    for (let i = 0; i < 5; i++) {
      const q = questions.nth(i);
      const radios = q.getByRole('radio');
      const labels = await radios.evaluateAll((els) =>
        els.map((el) => el.closest('label')?.textContent ?? ''),
      );
      const right = rightOption(await q.locator('legend').innerText(), labels);
      await radios.nth(labels.indexOf(right)).check();
    }
    await quiz.getByRole('button', { name: 'Submit answers' }).click();
    const result = quiz.getByRole('status').filter({ hasText: 'You scored 5/5' });
    await expect(result).toBeVisible();
    await expect(result).toContainText(`Lesson 2: ${LESSON_2}`);
    const next = result.getByRole('link', { name: 'Next lesson' });
    await expect(next).toBeVisible();
    // One "next": Next Lesson gives way to the result's.
    await expect(page.getByRole('button', { name: 'Next Lesson' })).toHaveCount(0);
    await result.scrollIntoViewIfNeeded();
    await shots(page, 'quiz-passed', baseURL);
    await next.click();
    await expect(page).toHaveURL(/section=build&lesson=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LESSON_2);
    await expect(page.locator('video')).toBeVisible();
  });

  repeat(
    `${tag}a lesson locked in order links to the first unfinished lesson, by name`,
    async ({ page, baseURL }) => {
      await signUpPastBuild1(page, baseURL);
      // Lesson 4 waits for lesson 2 (the first unfinished), not lesson 3 (itself locked).
      await page.goto(BUILD(4));
      await expect(page.getByText(`Up next after lesson 2, “${LESSON_2}”`)).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
      // Its questions wait with it: no tab the server would refuse.
      await expect(page.getByRole('tab', { name: 'Questions' })).toHaveCount(0);
      await shots(page, 'locked-in-order', baseURL);
      await page.getByRole('link', { name: `Go to lesson 2: ${LESSON_2}` }).click();
      await expect(page).toHaveURL(/section=build&lesson=2$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LESSON_2);
      // Open, not another lock.
      await expect(page.locator('video')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Up next' })).toHaveCount(0);
    },
  );

  repeat(
    `${tag}Continue on /home opens the first lesson not yet complete`,
    async ({ page, baseURL }) => {
      // Lesson 1 is the last lesson touched, and it is complete: Continue goes past it.
      await signUpPastBuild1(page, baseURL);
      await page.goto('/home');
      const course = page.getByRole('article', { name: 'Web Portfolio' });
      await expect(course).toContainText(LESSON_2);
      await shots(page, 'home-continue', baseURL);
      await course.getByRole('link', { name: 'Continue Web Portfolio' }).click();
      await expect(page).toHaveURL('/coursepage/web/portfolio?section=build&lesson=2');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LESSON_2);
    },
  );

  repeat(
    `${tag}a free learner on a Planning lesson sees one offer with a price, no error toast`,
    async ({ page, baseURL }) => {
      await newLearner(page.context(), baseURL, { label: 'next' });
      await page.goto(PLANNING_1);
      const offer = page.getByRole('region', { name: 'Locked lesson' });
      // What is behind the lock: the lesson's title and description, and the section's size.
      await expect(
        offer.getByRole('heading', {
          level: 1,
          name: "Defining Your Portfolio's Goals and Content",
        }),
      ).toBeVisible();
      await expect(offer).toContainText('You decide who your portfolio is for');
      await expect(offer).toContainText('Planning is only available to Creators');
      await expect(offer).toContainText('Creator opens it, from R500 a month');
      await expect(offer).toContainText(/This section: 3 lessons · \d+:\d\d/);
      await expect(offer.getByRole('link', { name: 'See plans' })).toHaveAttribute(
        'href',
        '/subscription',
      );
      await expect(offer.getByRole('link', { name: 'Open Build lessons' })).toBeVisible();
      // Said once, in the card: no toast, no alert, no second sentence.
      await expect(page.getByText('Planning is only available to Creators')).toHaveCount(1);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('video')).toHaveCount(0);
      await shots(page, 'plan-offer', baseURL);
    },
  );

  repeat(
    `${tag}Continue on /home says "Review n questions" when a quiz-worth of mistakes wait`,
    async ({ page, baseURL }) => {
      await newLearner(page.context(), baseURL, { label: 'next' });
      await failQuizByApi(
        page,
        baseURL ?? '',
        await lessonIdOf(page.request, 'web/portfolio', 'build', 1),
      );
      await page.goto('/home');
      const review = page.getByRole('link', { name: /Review 5 questions/ });
      await expect(review).toBeVisible();
      // The lesson stays one click away, and the review is not offered twice.
      const course = page.getByRole('article', { name: 'Web Portfolio' });
      await expect(course).toContainText('HTML Boilerplate and Semantic Page Structure');
      await expect(course.getByRole('link', { name: 'Continue Web Portfolio' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Review: / })).toHaveCount(0);
      await shots(page, 'home-review-first', baseURL);
      await review.click();
      await expect(page).toHaveURL('/review');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Questions to review' }),
      ).toBeVisible();
    },
  );
}
