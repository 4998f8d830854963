import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { RUN_TRY_CHECKS } from '@thinkbuild/core/exercise-authoring';
import { DEMO_PASSWORD, demoEmail, expect, expectAccessible, lookAt, test } from './fixtures.ts';
import { publishedLesson } from './lesson-helpers.ts';

// The admin writes a code exercise in the lesson editor (docs/decisions/019, "Authoring"): Try
// checks runs the checks in the sandbox against the solution and the starter files, and a
// published lesson's exercise is saved only once they pass, on a lesson of the journey's own.
const SHOTS = '/tmp/shots-admin';

const STARTER = `<!doctype html>
<html lang="en">
  <body>
    <nav></nav>
  </body>
</html>`;
const WRONG = STARTER.replace('<nav></nav>', '<nav><a href="#a">A</a><a href="#b">B</a></nav>');
const RIGHT = STARTER.replace(
  '<nav></nav>',
  '<nav><a href="#a">A</a><a href="#b">B</a><a href="#c">C</a></nav>',
);
const CHECKS = `test('Nav has three links', () => {
  expect($$('nav a')).toHaveLength(3, 'Your <nav> should contain three links');
});`;

/** Screenshots of the Exercise part at a width, in a theme. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const part = page.getByRole('group', { name: 'Exercise' });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      // The sticky header would be drawn over the part where the picture is stitched.
      await lookAt(part, {
        path: join(SHOTS, `${name}-${width}-${theme}.png`),
        style: 'header { visibility: hidden; }',
      });
    }
  }
  await page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the admin adds an exercise: Try checks catches a failing solution, and the lesson keeps it only once the checks pass', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  // A lesson made through the API, two Try checks runs in the sandbox, a learner's browser and
  // screenshots in both themes at two widths: 90 s at load 25 on the two-core machine.
  test.setTimeout(120_000);
  await signIn('admin');
  const { id } = await publishedLesson(page, baseURL ?? '', 'Exercise authoring');
  await page.goto(`/admin/lessons/${id}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit lesson' })).toBeVisible();

  await page.getByRole('button', { name: 'Add an exercise' }).click();
  const part = page.getByRole('group', { name: 'Exercise' });
  await part.getByLabel('Instructions').fill('Put **three** links in the `<nav>`.');
  const starter = part.getByRole('group', { name: 'Starter files' });
  const solution = part.getByRole('group', { name: 'Solution files' });
  // One file each is enough: the page.
  await starter.getByRole('button', { name: /^Remove style\.css/ }).click();
  await solution.getByRole('button', { name: /^Remove style\.css/ }).click();
  await starter.getByLabel('Content of index.html').fill(STARTER);
  await solution.getByLabel('Content of index.html').fill(WRONG);
  await part.getByLabel('Checks', { exact: true }).fill(CHECKS);

  // The solution has two links: Try checks names the check it fails, with the learner's words.
  await part.getByRole('button', { name: 'Try checks' }).click();
  await expect(
    part.getByText(
      "The solution fails 'Nav has three links': Your <nav> should contain three links (expected 3 items, found 2)",
    ),
  ).toBeVisible({ timeout: 20_000 });
  const solutionRun = part.getByRole('region', { name: 'Solution files' });
  await expect(solutionRun.getByText('Nav has three links: failed')).toBeVisible();
  await expect(part.getByRole('region', { name: 'Starter files' })).toContainText(
    'Nav has three links: failed',
  );
  await expect(part.getByRole('status')).toContainText('Not verified');
  await shoot(page, 'exercise-failing');

  // The lesson is published: saving is refused, under the exercise, and nothing is sent.
  let exercisePuts = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith(`/api/admin/lessons/${id}/exercise`))
      exercisePuts++;
  });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(part.getByText(RUN_TRY_CHECKS)).toBeVisible();
  await expect(page).toHaveURL(`/admin/lessons/${id}/edit`);
  expect(exercisePuts).toBe(0);
  await expectAccessible(page, 'the Exercise part with a failing Try');

  // Fixed: every solution check passes, the starter still fails one.
  await solution.getByLabel('Content of index.html').fill(RIGHT);
  await expect(part.getByText('The files or checks changed after this Try')).toBeVisible();
  await part.getByRole('button', { name: 'Try checks' }).click();
  await expect(part.getByRole('status')).toContainText('Verified', { timeout: 20_000 });
  await expect(solutionRun.getByText('Nav has three links: passed')).toBeVisible();
  await expect(part.getByText(RUN_TRY_CHECKS)).toBeHidden();
  await shoot(page, 'exercise-verified');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/admin');
  expect(exercisePuts).toBe(1);

  // A learner gets it as saved.
  const learner = await browser.newContext({ baseURL });
  const signedIn = await learner.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL ?? '' },
    data: { email: demoEmail('creator'), password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const res = await learner.request.get(`/api/lessons/${id}/exercise`);
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({
    canRun: true,
    instructions: 'Put **three** links in the `<nav>`.',
    starterFiles: [{ name: 'index.html', language: 'html', content: STARTER }],
    checks: CHECKS,
  });
  await learner.close();

  // Back in the editor the exercise is there, verified.
  await page.goto(`/admin/lessons/${id}/edit`);
  await expect(page.getByRole('group', { name: 'Exercise' }).getByRole('status')).toContainText(
    'Verified',
  );
});
