import { expect, type Page, test } from '@playwright/test';
import { projectSteps, stepName } from '@thinkbuild/core/project-steps';
import { SEED_EXERCISES } from '@thinkbuild/demo/exercises';
import { lookAt, newLearner } from './fixtures.ts';
import { lessonIdOf, passQuizByApi } from './quiz-helpers.ts';

// Think, Build, Deploy (issue 41): the web Portfolio's exercises are the steps of the learner's
// own project. Passing step 1 keeps my code in My project; step 2 opens with my code, not fresh
// starter files; "Use the reference code for this step" puts the step's starting code in, and
// My project's History names both. The plain Playwright `test`: the sandbox's refusals are
// console errors of its frame on purpose.

const web = SEED_EXERCISES.filter(
  (e) => e.lesson.category === 'web' && e.lesson.project === 'portfolio',
);
const [first, second] = web;
if (!first || !second) throw new Error('the web Portfolio needs two exercises');
const steps = projectSteps(
  web.map((e) => ({ lessonId: `${e.lesson.section} ${e.lesson.number}`, ...e.exercise })),
);
const nameOf = (e: typeof first) => {
  const step = steps.get(`${e.lesson.section} ${e.lesson.number}`);
  if (!step) throw new Error(`${e.lesson.title} is no step of the project`);
  return stepName(step, e.lesson.title);
};
const lessonUrl = (e: typeof first) =>
  `/coursepage/web/portfolio?section=${e.lesson.section}&lesson=${e.lesson.number}`;
const SHOTS = process.env.STEP_SHOTS;

const panelOf = (page: Page) => page.getByRole('region', { name: 'Code exercise' });

/** Replaces a file's text in the step's editor, as if typed. */
async function writeFile(page: Page, name: string, text: string) {
  const panel = panelOf(page);
  await panel.getByRole('tab', { name }).click();
  await panel.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForTimeout(400);
    await lookAt(page, { path: `${SHOTS}/${name}-${width}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const at of ['', ' @phone']) {
  test(`pass step 1, and step 2 opens with my code; the reference code is there when stuck${at}`, async ({
    page,
    baseURL,
  }) => {
    // Two lessons with their players, editors and runs: generous on a loaded machine.
    test.setTimeout(150_000);
    const origin = baseURL ?? '';
    // Step 1 is a Planning lesson: Creator.
    await newLearner(page.context(), origin, { tier: 'creator', label: 'steps' });
    // Planning and Build are learnt in order: lesson 1 of each first (by the API).
    for (const section of ['planning', 'build'])
      await passQuizByApi(
        page.request,
        origin,
        await lessonIdOf(page.request, 'web/portfolio', section, 1),
      );

    // Step 1: my solution, with a line of my own in it (near the top: the editor draws only
    // the lines in view).
    await page.goto(lessonUrl(first));
    const panel = panelOf(page);
    const bar = panel.getByRole('region', { name: 'Your project' });
    await expect(bar.getByText(nameOf(first))).toBeVisible({ timeout: 60_000 });
    const mark = `<!-- my own line ${Date.now()} -->`;
    for (const file of first.exercise.solutionFiles) {
      const text =
        file.language === 'html'
          ? file.content.replace('<body>', `<body>\n  ${mark}`)
          : file.content;
      await writeFile(page, file.name, text);
    }
    await expect(async () => {
      await panel.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(panel.getByText(/exercise passed!/)).toBeVisible({ timeout: 20_000 });
    }).toPass({ timeout: 90_000 });
    await expect(bar.getByText(`Kept in My project: “Passed: ${nameOf(first)}”.`)).toBeVisible();
    await shoot(page, 'step-1-passed');

    // Step 2 opens with my code as step 1 left it.
    await page.goto(lessonUrl(second));
    await expect(bar.getByText(nameOf(second))).toBeVisible({ timeout: 60_000 });
    await expect(bar.getByText('Your code, as the step before left it.')).toBeVisible();
    await panel.getByRole('tab', { name: 'index.html' }).click();
    await expect(panel.locator('.cm-content')).toContainText(mark);
    await shoot(page, 'step-2-opens-my-code');

    // Stuck: the reference code for this step replaces it, and says so.
    await bar.getByRole('button', { name: 'Use the reference code for this step' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use the reference code for this step?' });
    await dialog.getByRole('button', { name: 'Use the reference code' }).click();
    await expect(bar.getByText('This step’s reference code.')).toBeVisible();
    await expect(panel.locator('.cm-content')).not.toContainText(mark);
    const html = second.exercise.starterFiles.find((f) => f.language === 'html');
    const firstLine =
      html?.content
        .split('\n')
        .find((l) => l.includes('<title>'))
        ?.trim() ?? '';
    await expect(panel.locator('.cm-content')).toContainText(firstLine);

    // My project's History names the passed step and the reference code; my line is kept.
    await bar.getByRole('link', { name: 'My project' }).click();
    await expect(page).toHaveURL(/\/projects\/web\/portfolio$/);
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: /History/ });
    await expect(history.getByText(`Reference code: ${nameOf(second)}`)).toBeVisible();
    await expect(history.getByText(`Passed: ${nameOf(first)}`)).toBeVisible();
    await shoot(page, 'step-history');
  });
}
