import { expect, test } from './fixtures.ts';
import { lessonIdOf, passQuizFirstTime } from './quiz-helpers.ts';

test('a finished lesson shows on the category page, and /home offers to continue', async ({
  page,
  baseURL,
  learner,
}) => {
  await learner({ label: 'progress' });
  await page.goto('/home');
  await expect(
    page.getByRole('heading', { name: 'What do you want to build first?' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Continue/ })).toHaveCount(0);

  // Finish Build lesson 1: watching is not enough (mastery, decisions/013); passing its quiz is.
  await page.goto('/coursepage/web/portfolio?section=build&lesson=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const lessonId = await lessonIdOf(page.request, 'web/portfolio', 'build', 1);
  const watched = await page.request.put(`/api/lessons/${lessonId}/progress`, {
    headers: { origin: baseURL ?? '' },
    data: { positionSeconds: 6.9, durationSeconds: 7 },
  });
  expect((await watched.json()).completed).toBe(false);
  await passQuizFirstTime(page.request, baseURL ?? '', lessonId);
  // Continue goes to the first lesson not yet complete: lesson 2, not the finished lesson 1.
  const lesson = { title: 'Building the Navigation Bar' };

  await page.goto('/web-category');
  await expect(page.getByText('1 of 19 lessons done')).toBeVisible();
  await page.goto('/home');
  const course = page.getByRole('article', { name: 'Web Portfolio' });
  await expect(course).toContainText(lesson.title);
  await course.getByRole('link', { name: 'Continue Web Portfolio' }).click();
  await expect(page).toHaveURL('/coursepage/web/portfolio?section=build&lesson=2');
});
