import { expect, freshEmail, test } from './fixtures.ts';

test('a finished lesson shows on the category page, and /home offers to continue', async ({
  page,
  baseURL,
}) => {
  const email = freshEmail('progress');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL ?? '' },
    data: {
      email,
      password: 'progress-password',
      name: '',
      ageConfirmed: true,
      termsVersionAccepted: '2025-05-29',
    },
  });
  // Signing up through the API signs this browser context in (the cookie is shared).
  expect(signUp.ok()).toBe(true);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'What do you want to build?' })).toBeVisible();
  await expect(page.getByText('Continue where you left off')).toHaveCount(0);

  // Watch Build lesson 2 to the end (the server completes a lesson at 90% watched).
  await page.goto('/coursepage/web/portfolio?section=build&lesson=2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const course = await (await page.request.get('/api/courses/web/portfolio/sections/build')).json();
  const lesson = course.lessons.find((l: { number: number }) => l.number === 2);
  const saved = await page.request.put(`/api/lessons/${lesson.id}/progress`, {
    headers: { origin: baseURL ?? '' },
    data: { positionSeconds: 6.9, durationSeconds: 7 },
  });
  expect((await saved.json()).completed).toBe(true);

  await page.goto('/web-category');
  await expect(page.getByText('1 of 19 lessons done')).toBeVisible();
  await page.goto('/home');
  const resume = page.getByRole('link', { name: /Continue where you left off/ });
  await expect(resume).toContainText(lesson.title);
  await resume.click();
  await expect(page).toHaveURL('/coursepage/web/portfolio?section=build&lesson=2');
});
