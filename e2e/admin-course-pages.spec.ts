import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, lookAt, test } from './fixtures.ts';
import { publishedLesson } from './lesson-helpers.ts';

// The admin edits what a course's public page says about it (docs/decisions/023): level,
// outcomes, prerequisites. The public page is rendered on the server and cached; a save drops it.
const SHOTS = '/work/shots/courseadm';
/** A seeded course, for the journey that only has saves refused. */
const SEEDED = { title: '3D Shooter (Unreal Engine)', path: 'game/3d-shooter-unreal-engine' };

async function openEditor(page: Page, course: { title: string; path: string }) {
  const project = page.locator('details', { hasText: course.title });
  await project.locator('summary').click();
  await project.getByRole('link', { name: `Edit the course page of ${course.title}` }).click();
  await expect(page).toHaveURL(`/admin/courses/${course.path}/edit`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Course page: ${course.title}` }),
  ).toBeVisible();
}

/**
 * A published course of the journey's own whose page says what a seeded one does: a level and
 * four outcomes. The journey changes it; no other journey reads it.
 */
async function ownCourse(page: Page, origin: string) {
  const { project } = await publishedLesson(page, origin, 'Course page');
  const path = `web/${project.slug}`;
  const outcomes = [
    'Set up a project from a template',
    'Lay out a first screen',
    'Test it on a phone',
    'Publish it',
  ];
  const res = await page.request.put(`/api/admin/course-pages/${path}`, {
    headers: { origin },
    data: { level: 'Intermediate', outcomes, prerequisites: [] },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { title: project.title, path, outcomes };
}

test('the admin adds an outcome and the public course page shows it at once', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  await signIn('admin');
  const course = await ownCourse(page, baseURL ?? '');
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/courses/${course.path}`);
  const outcomes = visitor.getByRole('region', { name: 'What you’ll learn' });
  await expect(outcomes.getByRole('listitem')).toHaveCount(4);
  const line = `Ship a playable level ${Math.random().toString(36).slice(2, 8)}`;

  await page.reload();
  await openEditor(page, course);
  const form = page.getByRole('form', { name: 'Course page' });
  const outcome = (n: number) => form.getByRole('textbox', { name: `Outcome ${n}`, exact: true });
  await expect(form.getByLabel('Level')).toHaveValue('Intermediate');
  await expect(outcome(1)).toHaveValue(course.outcomes[0] ?? '');

  // A new line left empty is refused under that line, and the cursor is put there.
  await form.getByRole('button', { name: '+ Add outcome' }).click();
  await expect(outcome(5)).toBeFocused();
  await form.getByRole('button', { name: 'Save course page' }).click();
  await expect(form.getByText('An outcome needs some text (or remove it)')).toBeVisible();
  await expect(outcome(5)).toHaveAttribute('aria-invalid', 'true');

  await outcome(5).fill(line);
  await form.getByRole('button', { name: 'Move outcome 5 up' }).click();
  await expect(outcome(4)).toHaveValue(line);
  await form.getByLabel('Level').selectOption('Advanced');
  await form.getByRole('button', { name: 'Save course page' }).click();
  await expect(page.getByText('Course page saved')).toBeVisible();

  // The visitor's next load of the (cached) page has the new line, in its place, and the level.
  await visitor.reload();
  await expect(outcomes.getByRole('listitem')).toHaveCount(5);
  await expect(outcomes.getByRole('listitem').nth(3)).toHaveText(`✓${line}`);
  await expect(visitor.getByText('Advanced').first()).toBeVisible();
  await visitor.close();
});

test('the course page editor, light and dark, at 1280 and 375 px, is accessible', async ({
  page,
  context,
  signIn,
  baseURL,
}) => {
  // An axe pass, then four reloads of the editor, each with a refused save and a full-page
  // screenshot: a minute and more while the other journeys share the two cores.
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await signIn('admin');
  await openEditor(page, SEEDED);
  // Errors shown, as the admin sees them after a refused save.
  const form = page.getByRole('form', { name: 'Course page' });
  await form.getByRole('button', { name: '+ Add prerequisite' }).click();
  await form.getByRole('button', { name: 'Save course page' }).click();
  await expect(form.getByText('A prerequisite needs some text (or remove it)')).toBeVisible();
  await expectAccessible(page, 'course page editor');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const theme of ['light', 'dark'] as const) {
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
      await page.reload();
      await form.getByRole('button', { name: '+ Add prerequisite' }).click();
      await form.getByRole('button', { name: 'Save course page' }).click();
      await expect(form.getByText('A prerequisite needs some text (or remove it)')).toBeVisible();
      // From the top: the sticky header would otherwise be drawn where the error scrolled to.
      await page.evaluate(() => window.scrollTo(0, 0));
      await lookAt(page, { path: `${SHOTS}/editor-${width}-${theme}.png`, fullPage: true });
    }
  }
});
