import { join } from 'node:path';
import { expect, expectAccessible, newLearner, test } from './fixtures.ts';

// These journeys make content of their own (a project, a post) and change nothing else, so they
// run beside the read-only ones.
const CLIP = join(import.meta.dirname, '..', 'apps/server/test/media/intro.mp4');
const unique = () => Math.random().toString(36).slice(2, 8);

test('the admin creates a lesson with a video and five questions; a creator watches it and scores the quiz', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  // A video upload (tus) the server probes and stores, five questions, then a second browser
  // that plays the video and takes the quiz.
  test.setTimeout(180_000);
  const project = `Studio ${unique()}`;
  const title = `Deploying with one command ${unique()}`;
  await signIn('admin');
  await page.getByRole('link', { name: 'Create Course' }).click();
  await expect(page).toHaveURL('/createcourse');
  // The screen makes one lesson, and says so (the dashboard's link keeps its name).
  await expect(page.getByRole('heading', { level: 1, name: 'New lesson' })).toBeVisible();
  const emptyIds: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/lessons//')) emptyIds.push(r.url());
  });

  // Nothing is sent without a video: the form says so.
  await page.getByRole('button', { name: 'Create lesson' }).click();
  await expect(page.getByText('Choose a video file: a new lesson needs its video')).toBeVisible();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expectAccessible(page, '/createcourse with field errors');

  await page.getByLabel('Category').selectOption('web');
  await page.getByLabel('Project').selectOption({ label: '+ New project…' });
  await page.getByLabel('New project title').fill(project);
  await page.getByLabel('Section').selectOption('build');
  await page.getByLabel('Lesson number').fill('1');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description').fill('One command puts the site online.');
  await page.getByLabel('Video file').setInputFiles(CLIP);
  for (let q = 1; q <= 5; q++) {
    await page.getByLabel(`Question ${q} text`).fill(`Question ${q} about deploying?`);
    for (const letter of ['A', 'B', 'C', 'D', 'E']) {
      await page
        .getByLabel(`Question ${q} option ${letter}`, { exact: true })
        .fill(`Answer ${letter}${q}`);
    }
    await page
      .getByLabel(`Question ${q} option A explanation`)
      .fill(`A${q} is not it: read the question again.`);
    await page.getByLabel(`Question ${q}: option B is correct`).check();
  }
  await page.getByRole('button', { name: 'Create lesson' }).click();
  await expect(page.getByText('video uploaded successfully')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL('/admin');
  // The captions and snippets were read back under the new lesson's id, never an empty one.
  expect(emptyIds).toEqual([]);
  const row = page.getByRole('region', { name: 'Web Development' }).locator('details', {
    hasText: project,
  });
  await row.locator('summary').click();
  await expect(row.getByText(title)).toBeVisible();
  await expect(row.getByText('Video: yes')).toBeVisible();

  // A creator of the journey's own finds it from the category page, watches it and passes the quiz.
  const learnerContext = await browser.newContext({ baseURL });
  await newLearner(learnerContext, baseURL, { tier: 'creator', label: 'studio' });
  const learner = await learnerContext.newPage();
  await learner.goto('/web-category');
  await learner.getByRole('link', { name: new RegExp(project) }).click();
  await expect(learner.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(learner.getByText('One command puts the site online.')).toBeVisible();
  const video = learner.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  await learner.getByRole('group', { name: /^Video player/ }).focus();
  await learner.keyboard.press('Space');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0.3);
  const questions = learner.locator('fieldset');
  await expect(questions).toHaveCount(5);
  // A first try with every answer wrong: the quiz marks them, but keeps the right ones back.
  for (let q = 1; q <= 5; q++)
    await questions
      .nth(q - 1)
      .getByLabel(`Answer A${q}`)
      .check();
  await learner.getByRole('button', { name: 'Submit answers' }).click();
  await expect(learner.getByText('You scored 0/5')).toBeVisible();
  await expect(learner.getByText('Wrong', { exact: true })).toHaveCount(5);
  await expect(learner.getByText(/Right answer/)).toHaveCount(0);
  // Each answer says why (decisions/013): the admin's explanation of the chosen option.
  await expect(learner.getByText('A1 is not it: read the question again.')).toBeVisible();
  await expect(learner.getByText(/right answers are shown once you pass/)).toBeVisible();
  await learner.getByRole('button', { name: 'Try again' }).click();
  await expect(questions.first().getByRole('radio', { checked: true })).toHaveCount(0);
  for (let q = 1; q <= 5; q++)
    await questions
      .nth(q - 1)
      .getByLabel(`Answer B${q}`)
      .check();
  await learner.getByRole('button', { name: 'Submit answers' }).click();
  await expect(learner.getByText('You scored 5/5')).toBeVisible();
  await expect(learner.getByText('Passed', { exact: true })).toBeVisible();
  await learner.context().close();
});

test('the admin publishes a five-block post, renames it (the old link still opens it), then deletes it after a confirmation', async ({
  page,
  signIn,
}) => {
  const title = `Five blocks of game loops ${unique()}`;
  await signIn('admin');
  await page.getByRole('link', { name: 'Create Blog' }).click();
  await expect(page).toHaveURL('/createblog');
  await expectAccessible(page, '/createblog');
  await page.getByLabel('Category').selectOption('game');
  await page.getByLabel('Order').fill('999');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill('Update, draw, repeat.');
  for (let b = 1; b <= 5; b++) {
    if (b > 1) await page.getByRole('button', { name: '+ Add block' }).click();
    await page.getByLabel(`Paragraph ${b}`).fill(`Paragraph number ${b}.`);
    await page.getByLabel(`Code ${b}`).fill(`step(${b});`);
    await page.getByLabel(`Language ${b}`).fill('javascript');
  }
  await expect(page.getByRole('button', { name: '+ Add block' })).toHaveCount(0);
  // The live preview already shows the fifth block.
  await expect(
    page.getByRole('complementary', { name: 'Live preview' }).getByText('Paragraph number 5.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Publish post' }).click();
  await expect(page.getByText('success', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/admin');

  await page.goto('/blogs');
  const section = page.getByRole('region', { name: 'Game Development Blogs' });
  await expect(section.getByRole('heading', { level: 3 }).last()).toHaveText(title);
  await section.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const oldLink = new URL(page.url()).pathname;
  for (let b = 1; b <= 5; b++) {
    await expect(page.getByText(`Paragraph number ${b}.`)).toBeVisible();
    await expect(page.getByText(`step(${b});`)).toBeVisible();
  }

  // Rename it from the dashboard: the slug, and so the old link, stays.
  await page.goto('/admin');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await page.getByLabel('Title').fill(`${title} (revised)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/admin');
  await page.goto(oldLink);
  await expect(page.getByRole('heading', { level: 1, name: `${title} (revised)` })).toBeVisible();

  // Deleting asks first; Cancel keeps the post, Delete removes it from /blogs.
  await page.goto('/admin');
  await page.getByRole('button', { name: `Delete ${title} (revised)` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Delete ${title} (revised)` }).click();
  await dialog.getByRole('button', { name: 'Delete post' }).click();
  await expect(page.getByText('Post deleted')).toBeVisible();
  await page.goto('/blogs');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
});
