import { expect, type Page, test } from '@playwright/test';
import { SEED_HINTS } from '@thinkbuild/demo/exercise-hints';
import { newLearner } from './fixtures.ts';
import { lessonIdOf, passQuizByApi } from './quiz-helpers.ts';

// Hints before the answer (core's hintLadder) on a demo exercise, at 1280 and 375 px: a failed
// Check offers the first hint and the failed check points to another; the hints come one at a
// time from the server, stay opened after a reload, and "Show solution" comes only after the
// third failure and the last hint (pressing it is recorded). The plain Playwright `test`: the
// sandbox's refusals are console errors of its frame on purpose.

const LESSON = '/coursepage/web/portfolio?section=planning&lesson=2';
const HINTS = SEED_HINTS['web/portfolio planning 2'] ?? [];

/** HINT_SHOTS=/tmp/hint-shots saves the checks and hints in both themes there, to look at. */
const SHOTS = process.env.HINT_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const part = panelOf(page).getByRole('list', { name: 'Checks' }).locator('..').locator('..');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForTimeout(300);
    await part.screenshot({ path: `${SHOTS}/${name}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Code exercise' });

/** Checks the learner's code as it stands (the starter's: some checks fail), `times` times. */
async function failCheck(page: Page, times: number) {
  const check = panelOf(page).getByRole('button', { name: 'Check', exact: true });
  for (let i = 0; i < times; i++) {
    // On a loaded machine the runner's watchdog can stop a run before any report: again, then.
    await expect(async () => {
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/exercise/result') && r.request().method() === 'POST',
        { timeout: 20_000 },
      );
      await check.click();
      expect((await saved).ok()).toBe(true);
    }).toPass({ timeout: 90_000 });
  }
}

/** The journey, at the page's width: `label` names the learner it signs up. */
async function hintJourney(page: Page, origin: string, label: string) {
  await newLearner(page.context(), origin, { tier: 'creator', label });
  // Planning is learnt in order: lesson 1 first.
  const first = await lessonIdOf(page.request, 'web/portfolio', 'planning', 1);
  await passQuizByApi(page.request, origin, first);
  await page.goto(LESSON);
  const panel = panelOf(page);
  await expect(panel.getByText('give each one its semantic element', { exact: false })).toBeVisible(
    { timeout: 60_000 },
  );
  const hints = panel.getByRole('region', { name: 'Hints' });
  await expect(hints).toContainText(
    'This exercise has 3 hints: the first comes after a failed check.',
  );
  await expect(hints.getByRole('button', { name: /^Show hint/ })).toHaveCount(0);

  await failCheck(page, 1);
  const checks = panel.getByRole('list', { name: 'Checks' });
  await expect(checks.getByRole('button', { name: 'Hint 2 may help' })).toBeVisible();
  await hints.getByRole('button', { name: 'Show hint 1' }).click();
  const hint1 = hints.getByRole('article', { name: 'Hint 1 of 3' });
  await expect(hint1).toBeVisible();
  await expect(hint1).toContainText('Change only the tag names');
  await expect(hints).not.toContainText(HINTS[1]?.slice(0, 30) ?? 'x');
  await expect(panel.getByRole('button', { name: 'Show solution' })).toHaveCount(0);

  // The check's pointer opens hint 2; the opened hints are kept.
  // Hint 1 took the focus and the check above it went under the sticky site header, where
  // Playwright's click, retried from there, lands in the preview's frame below: centre it first.
  const pointer = checks.getByRole('button', { name: 'Hint 2 may help' });
  await pointer.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await pointer.click();
  await expect(hints.getByRole('article', { name: 'Hint 2 of 3' })).toContainText(
    'Work from the outside in',
  );
  await shoot(page, `${label}-two-hints`);
  await page.reload();
  await expect(hints.getByRole('article', { name: 'Hint 1 of 3' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(hints.getByRole('article', { name: 'Hint 2 of 3' })).toBeVisible();

  // Three failures, one hint still unopened: the answer is still hidden until the last hint.
  await failCheck(page, 2);
  await expect(panel.getByRole('button', { name: 'Show solution' })).toHaveCount(0);
  await hints.getByRole('button', { name: 'Show hint 3' }).click();
  await expect(hints.getByRole('article', { name: 'Hint 3 of 3' })).toBeVisible();
  // Opening it is recorded for the author's Insights (the first time is kept).
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/exercise/solution') && r.request().method() === 'POST',
  );
  await panel.getByRole('button', { name: 'Show solution' }).click();
  await expect(panel.getByRole('heading', { name: 'Solution' })).toBeVisible();
  expect((await recorded).ok()).toBe(true);
}

test('a failed check offers a hint before the answer, and the solution stays hidden', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await hintJourney(page, baseURL ?? '', 'hints');
});

test('@phone at 375 px the hints come one at a time before the answer, and nothing overflows', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await hintJourney(page, baseURL ?? '', 'hints-phone');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
