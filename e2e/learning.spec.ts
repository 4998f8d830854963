import type { Page, TestInfo } from '@playwright/test';
import { expect, lookAt, newLearner, takingPictures, test } from './fixtures.ts';
import { failQuizByApi, lessonIdOf, passQuizByApi, wrongOption } from './quiz-helpers.ts';

/** ADR 013: explanations, "Learn in order", review and the course menu's lesson states. */

const BUILD = (n: number) => `/coursepage/web/portfolio?section=build&lesson=${n}`;
const LESSON_1 = 'HTML Boilerplate and Semantic Page Structure';

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await lookAt(page, { path: `test-results/shots/${name}-${width}.png`, fullPage: true });
  void testInfo;
}

for (const phone of [false, true]) {
  const tag = phone ? '@phone ' : '';
  // At 375 px these journeys take the same steps on the same pages as at desktop; they run where
  // their pictures are taken for review, not in CI. The phone layout of the lesson and /home
  // pages is checked there by the theme sweep, lesson-layout.spec.ts and the journeys kept here.
  const repeat = phone && !takingPictures ? test.skip : test;

  test(`${tag}after submitting, each question says what I chose, whether it was right and why`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await newLearner(page.context(), baseURL, { label: 'learning' });
    await page.goto(BUILD(1));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LESSON_1);
    const questions = page.locator('form fieldset');
    await expect(questions).toHaveCount(5);
    // Nothing explains anything before submitting.
    await expect(page.getByTestId('answer-feedback')).toHaveCount(0);
    // A wrong answer everywhere, so this is a first failed attempt whatever the shuffle did.
    for (let i = 0; i < 5; i++) {
      const question = questions.nth(i);
      const radios = question.getByRole('radio');
      const labels = await radios.evaluateAll((els) =>
        els.map((el) => el.closest('label')?.textContent ?? ''),
      );
      const wrong = wrongOption(await question.locator('legend').innerText(), labels);
      await radios.nth(labels.indexOf(wrong)).check();
    }
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByText(/You scored 0\/5/)).toBeVisible();
    const feedback = page.getByTestId('answer-feedback');
    await expect(feedback).toHaveCount(5);
    for (let i = 0; i < 5; i++) {
      await expect(feedback.nth(i)).toContainText(/^(Correct|Wrong)\. You chose: /);
      // The chosen option's explanation (every seeded option has one).
      await expect(feedback.nth(i).locator('p').nth(1)).toHaveText(/\w{3,}.*\./);
    }
    // A first failed attempt keeps the right answers back.
    await expect(page.getByText('Right answer:')).toHaveCount(0);
    await expect(page.getByText(/The right answers are shown once you pass/)).toBeVisible();
    await page.getByText(/You scored/).scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'quiz-result');
  });

  repeat(
    `${tag}a lesson learnt in order says which lesson to finish first and links to it`,
    async ({ page, baseURL }, testInfo) => {
      await newLearner(page.context(), baseURL, { label: 'learning' });
      await page.goto(BUILD(2));
      const lock = page.locator('article');
      await expect(lock).toContainText(`Up next after lesson 1, “${LESSON_1}”`);
      await expect(page.locator('video')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Lesson quiz' })).toHaveCount(0);
      await shot(page, testInfo, 'locked-lesson');
      await lock.getByRole('link', { name: `Go to lesson 1: ${LESSON_1}` }).click();
      await expect(page).toHaveURL(/section=build&lesson=1$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LESSON_1);
      await expect(page.locator('video')).toBeVisible();

      // Passing lesson 1 opens lesson 2.
      await passQuizByApi(
        page.request,
        baseURL ?? '',
        await lessonIdOf(page.request, 'web/portfolio', 'build', 1),
      );
      await page.goto(BUILD(2));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Building the Navigation Bar',
      );
      await expect(page.locator('video')).toBeVisible();
    },
  );

  repeat(
    `${tag}questions I got wrong come back on /review, linked from /home`,
    async ({ page, baseURL }, testInfo) => {
      await newLearner(page.context(), baseURL, { label: 'learning' });
      await page.goto('/home');
      await expect(
        page.getByRole('heading', { name: 'What do you want to build first?' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /^Review:/ })).toHaveCount(0);
      await failQuizByApi(
        page,
        baseURL ?? '',
        await lessonIdOf(page.request, 'web/portfolio', 'build', 1),
      );

      await page.goto('/home');
      // Five wrong answers are a quiz-worth: Continue itself says to review them first.
      const link = page.getByRole('link', { name: /Review \d questions?/ });
      await expect(link).toBeVisible();
      const waiting = Number((await link.textContent())?.match(/Review (\d)/)?.[1]);
      expect(waiting).toBeGreaterThanOrEqual(2);
      await link.click();
      await expect(page).toHaveURL('/review');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Questions to review' }),
      ).toBeVisible();
      await expect(page.getByRole('status').first()).toHaveText(
        `Review: ${waiting} questions waiting`,
      );
      const cards = page.getByRole('listitem').filter({ has: page.locator('fieldset') });
      await expect(cards).toHaveCount(waiting);
      await expect(page.getByTestId('answer-feedback')).toHaveCount(0);

      const first = cards.first();
      await expect(first.getByRole('link', { name: /Build · Lesson 1/ })).toBeVisible();
      await first.getByRole('radio').nth(1).check();
      await first.getByRole('button', { name: 'Check answer' }).click();
      await expect(first.getByTestId('answer-feedback')).toContainText(
        /^(Correct|Wrong)\. You chose: /,
      );
      await expect(first.getByRole('status')).toHaveText(/comes back tomorrow|leaves your review/);
      // Answered today: it no longer counts as waiting.
      const left = waiting - 1;
      await expect(page.getByRole('status').first()).toHaveText(
        `Review: ${left} question${left === 1 ? '' : 's'} waiting`,
      );
      await shot(page, testInfo, 'review');
    },
  );

  test(`${tag}the course menu shows each lesson as not started, watched, quiz failed or complete`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await newLearner(page.context(), baseURL, { label: 'learning' });
    const origin = baseURL ?? '';
    await passQuizByApi(
      page.request,
      origin,
      await lessonIdOf(page.request, 'web/portfolio', 'build', 1),
    );
    await failQuizByApi(page, origin, await lessonIdOf(page.request, 'web/portfolio', 'build', 2));
    const mobile1 = await lessonIdOf(page.request, 'mobile/portfolio', 'build', 1);
    const watched = await page.request.put(`/api/lessons/${mobile1}/progress`, {
      headers: { origin },
      data: { positionSeconds: 3, durationSeconds: 7 },
    });
    expect(watched.ok()).toBe(true);

    await page.goto(BUILD(3));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/./);
    if (phone) await page.getByRole('button', { name: 'Lessons', exact: true }).click();
    const menu = phone
      ? page.getByRole('dialog', { name: 'Lessons' })
      : page.getByRole('navigation', { name: 'Course lessons' });
    const item = (title: RegExp) => menu.getByRole('link', { name: title });
    await expect(item(/HTML Boilerplate/)).toHaveAccessibleName(/Complete$/);
    await expect(item(/Building the Navigation Bar/)).toHaveAccessibleName(/Quiz failed$/);
    await expect(item(/Hero Section/)).toHaveAccessibleName(
      /Not started · Up next after lesson 2$/,
    );
    await shot(page, testInfo, 'menu');

    await page.goto('/coursepage/mobile/portfolio?section=build&lesson=2');
    if (phone) await page.getByRole('button', { name: 'Lessons', exact: true }).click();
    const mobileMenu = phone
      ? page.getByRole('dialog', { name: 'Lessons' })
      : page.getByRole('navigation', { name: 'Course lessons' });
    await expect(mobileMenu.getByRole('link', { name: /Lesson 1 ·/ })).toHaveAccessibleName(
      /Watched$/,
    );
  });
}
