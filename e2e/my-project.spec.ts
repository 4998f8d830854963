import type { Browser, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { expect, expectAccessible, lookAt, showScheme, takingPictures, test } from './fixtures.ts';

// My project (decisions/039): a learner's own copy of a course project, saved as they type, to
// the device and the account, with History and a download; what another device and a free
// learner see. Each journey has a learner of its own.

const PROJECT = '/projects/web/portfolio';

const editorOf = (page: Page) => page.locator('.cm-content');

/** Replaces the open file's text, as typing would. */
async function typeInto(page: Page, text: string) {
  await editorOf(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

/** Another device: a new browser context signed in as the same learner. */
async function otherDevice(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email, password },
  });
  expect(res.ok()).toBe(true);
  return context;
}

const preview = (page: Page) =>
  page.frameLocator('iframe[title="Preview of your page"]').frameLocator('iframe');

const PAGE_A = '<!DOCTYPE html>\n<html><body><h1>Made on my laptop</h1></body></html>';
const PAGE_B = '<!DOCTYPE html>\n<html><body><h1>Typed on the train</h1></body></html>';

test('my edits are saved as I type, reach my other device, and History restores the starter', async ({
  page,
  learner,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const me = await learner({ tier: 'starter' });
  await page.goto(PROJECT);
  await expect(
    page.getByRole('heading', { level: 1, name: 'My project: Web Portfolio' }),
  ).toBeVisible();
  const files = page.getByRole('navigation', { name: 'Files' });
  await expect(files.getByRole('button', { name: 'index.html', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const starter = await editorOf(page).innerText();
  // The preview shows the starter page without a click.
  await expect(preview(page).locator('body')).not.toBeEmpty();

  await typeInto(page, PAGE_A);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: 'Made on my laptop' })).toBeVisible();

  // A new file in a folder, and a refused name, said beside the field.
  await files.getByRole('button', { name: 'New file' }).click();
  await page.getByLabel('File name').fill('../secret.js');
  await page.getByRole('button', { name: 'Add file' }).click();
  await expect(page.getByText('Name folders with letters, digits, - and _ only')).toBeVisible();
  await page.getByLabel('File name').fill('css/extra.css');
  await page.getByRole('button', { name: 'Add file' }).click();
  await expect(files.getByRole('button', { name: 'css/extra.css', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expectAccessible(page, 'my project');

  // Another device opens the same files.
  const laptop = await otherDevice(browser, baseURL ?? '', me.email, me.password);
  const other = await laptop.newPage();
  await other.goto(PROJECT);
  await expect(other.locator('.cm-content')).toContainText('Made on my laptop');
  await expect(
    other
      .getByRole('navigation', { name: 'Files' })
      .getByRole('button', { name: 'css/extra.css', exact: true }),
  ).toBeVisible();
  await laptop.close();

  // History: the starter files, looked at read-only, then restored; nothing is lost.
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByText('Starter files')).toBeVisible();
  await history.getByRole('button', { name: /^Look at Starter files/ }).click();
  await expect(page.getByRole('region', { name: 'An earlier version' })).toContainText(
    'Starter files',
  );
  await expect(page.getByText('Read only', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText(/^Restored Starter files/)).toBeVisible();
  await expect.poll(() => editorOf(page).innerText()).toBe(starter);
  await page.getByRole('button', { name: 'History' }).click();
  await expect(history.getByText('Restored: Starter files')).toBeVisible();
  await expect(history.getByText('Your edits').first()).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();

  // The download is a zip of the project's folder.
  const zip = await page.request.get(`/api${PROJECT}/workspace/download`);
  expect(zip.headers()['content-type']).toBe('application/zip');
  const inside = unzipSync(new Uint8Array(await zip.body()));
  expect(Object.keys(inside)).toContain('portfolio/index.html');
});

test('edits made offline wait on the device and reach the account when I am back', async ({
  page,
  learner,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const me = await learner({ tier: 'starter' });
  await page.goto(PROJECT);
  await expect(editorOf(page)).toBeVisible();
  await page.context().setOffline(true);
  await typeInto(page, PAGE_B);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Saved on this device: it syncs when you are back online' }),
  ).toBeVisible();
  // The tab is closed before the connection comes back.
  const context = page.context();
  await page.close();
  await context.setOffline(false);

  const again = await context.newPage();
  await again.goto(PROJECT);
  await expect(again.locator('.cm-content')).toContainText('Typed on the train');
  await expect(again.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  const phone = await otherDevice(browser, baseURL ?? '', me.email, me.password);
  const other = await phone.newPage();
  await other.goto(PROJECT);
  await expect(other.locator('.cm-content')).toContainText('Typed on the train');
  await phone.close();
});

test('a free learner sees what My project is and the plans, no editor', async ({
  page,
  learner,
}) => {
  await learner();
  await page.goto(PROJECT);
  await expect(
    page.getByText(
      'Your own project comes with Starter and above: choose a plan to keep your code.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/subscription',
  );
  await expect(editorOf(page)).toHaveCount(0);
});

test('at 375 px the files, editor and preview stack without overflow', async ({
  page,
  learner,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await learner({ tier: 'starter' });
  await page.goto(PROJECT);
  await expect(editorOf(page)).toBeVisible();
  // Below the editor on a phone: framed once it scrolls into view.
  await page.getByRole('heading', { name: 'Preview' }).scrollIntoViewIfNeeded();
  await expect(preview(page).locator('body')).not.toBeEmpty();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  if (!takingPictures) return;
  for (const scheme of ['light', 'dark'] as const) {
    await showScheme(page, scheme);
    await lookAt(page, { path: `test-results/shots/my-project-375-${scheme}.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await lookAt(page, {
      path: `test-results/shots/my-project-1280-${scheme}.png`,
      fullPage: true,
    });
    await page.setViewportSize({ width: 375, height: 800 });
  }
});

const PUBLISHED = (app: string) => `<!DOCTYPE html>
<html><body>
<h1>Published by me</h1>
<p id="cookie">cookie: waiting</p>
<p id="fetch">fetch: waiting</p>
<script>
  document.getElementById('cookie').textContent = 'cookie: [' + document.cookie + ']';
  fetch('${app}/api/me', { credentials: 'include' }).then(
    (r) => r.text().then((t) => { document.getElementById('fetch').textContent = 'fetch: read ' + t.length; }),
    () => { document.getElementById('fetch').textContent = 'fetch: refused'; },
  );
</script>
</body></html>`;

test('publish puts my page at its own address, where it cannot reach my session; take down ends it', async ({
  page,
  learner,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await learner({ tier: 'creator', label: 'publisher' });
  // A cookie the app's own scripts can read: the published page must not see it.
  await page.goto(PROJECT);
  await page.evaluate(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the probe must be a plain script cookie, as a learner's page would read
    document.cookie = 'probe=app-only; path=/';
  });
  await typeInto(page, PUBLISHED(baseURL ?? ''));
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  const publishing = page.getByRole('region', { name: 'Publishing' });
  await expect(publishing).toContainText('Not online yet');
  await publishing.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish your project' });
  const handle = `me${Date.now().toString(36)}`;
  await dialog.getByLabel('Your address').fill('Admin');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('That address is kept for ThinkBuild: try another')).toBeVisible();
  await dialog.getByLabel('Your address').fill(handle);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  const link = publishing.getByRole('link', { name: new RegExp(`/${handle}/web-portfolio/$`) });
  await expect(link).toBeVisible();
  const url = (await link.getAttribute('href')) ?? '';
  expect(new URL(url).origin).not.toBe(new URL(baseURL ?? '').origin);

  // In the learner's own browser, signed in: the page shows, and reads neither cookie nor API.
  const site = await page.context().newPage();
  await site.goto(url);
  await expect(site.getByRole('heading', { name: 'Published by me' })).toBeVisible();
  await expect(site.locator('#cookie')).toHaveText('cookie: []');
  await expect(site.locator('#fetch')).toHaveText('fetch: refused');
  await expect(site.getByRole('link', { name: 'Made by a learner on ThinkBuild' })).toBeVisible();
  await site.close();

  // A visitor with no account opens it too.
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  const res = await visit.goto(url);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['set-cookie']).toBeUndefined();
  expect(res?.headers()['content-security-policy']).toContain("connect-src 'self'");
  await expect(visit.getByRole('heading', { name: 'Published by me' })).toBeVisible();

  // History has the publish; take down ends the address at once.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('dialog', { name: 'History' }).getByText('Published')).toBeVisible();
  await page
    .getByRole('dialog', { name: 'History' })
    .getByRole('button', { name: 'Close' })
    .click();
  await publishing.getByRole('button', { name: 'Take down' }).click();
  await page
    .getByRole('dialog', { name: 'Take your project down?' })
    .getByRole('button', { name: 'Take down' })
    .click();
  await expect(publishing).toContainText('Not online yet');
  expect((await visit.goto(url))?.status()).toBe(404);
  await visitor.close();
});

test('a Builder keeps My project but sees that publishing comes with Creator', async ({
  page,
  learner,
}) => {
  test.setTimeout(90_000);
  await learner({ tier: 'builder' });
  await page.goto(PROJECT);
  await expect(editorOf(page)).toBeVisible();
  await expect(
    page.getByText('Publishing comes with Creator: choose a plan to put your project online.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
});
