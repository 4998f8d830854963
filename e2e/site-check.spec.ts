import { SITE_CHECK_MESSAGES } from '@thinkbuild/core/site-check';
import { expect, lookAt, test } from './fixtures.ts';

// Think, Build, Deploy (issue 41): a Deployment lesson's exercise is "publish your project and
// check it at its address". The server checks the published copy; nothing runs in the browser.
// The mobile Portfolio's app uses our React (`<script src="react.js">`): the published address
// must run it as the preview does.

const LESSON = '/coursepage/mobile/portfolio?section=deployment&lesson=1';
const SHOTS = process.env.SCREENS;

test('a Creator checks a project that is not online, publishes it, and the check passes at its address', async ({
  page,
  learner,
  browser,
}) => {
  test.setTimeout(150_000);
  await learner({ tier: 'creator', label: 'site-check' });
  await page.goto(LESSON);
  const panel = page.getByRole('region', { name: 'Publish and check' });
  await expect(panel.getByText(/Not online yet/)).toBeVisible();
  await panel.getByRole('button', { name: 'Check my site' }).click();
  await expect(panel.getByText('0 of 4 checks pass')).toBeVisible();
  await expect(panel.getByText(SITE_CHECK_MESSAGES.notOnline)).toBeVisible();
  if (SHOTS) await lookAt(page, { path: `${SHOTS}/site-check-offline.png` });

  // To My project, where the project is published for the first time.
  await panel.getByRole('link', { name: 'Publish in My project' }).click();
  await expect(page).toHaveURL('/projects/mobile/portfolio');
  const publishing = page.getByRole('region', { name: 'Publishing' });
  await publishing.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish your project' });
  const handle = `chk${Date.now().toString(36)}`;
  await dialog.getByLabel('Your address').fill(handle);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  const link = publishing.getByRole('link', { name: new RegExp(`/${handle}/mobile-portfolio/$`) });
  await expect(link).toBeVisible();
  const url = (await link.getAttribute('href')) ?? '';

  // A visitor with no account sees the app run: React came from the sites origin.
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto(url);
  await expect(visit.getByRole('listitem').first()).toBeVisible();
  await visitor.close();

  // Back in the lesson, the check passes; the lesson still has its quiz.
  await page.goto(LESSON);
  await expect(panel.getByRole('link', { name: url })).toBeVisible();
  await panel.getByRole('button', { name: 'Check my site' }).click();
  await expect(panel.getByText('All 4 checks pass: exercise passed!')).toBeVisible();
  await expect(panel.getByText('Pass the lesson quiz below to complete the lesson.')).toBeVisible();
  if (SHOTS) await lookAt(page, { path: `${SHOTS}/site-check-passed.png` });

  // Changed in My project but not published again: the address is behind, and says so.
  await page.goto('/projects/mobile/portfolio');
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('\n<!-- a change not published yet -->');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.goto(LESSON);
  await panel.getByRole('button', { name: 'Check my site' }).click();
  await expect(panel.getByText('3 of 4 checks pass')).toBeVisible();
  await expect(panel.getByText(SITE_CHECK_MESSAGES.older)).toBeVisible();
});
