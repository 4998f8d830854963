import { addSession, expect, expectAccessible, test } from './fixtures.ts';
import { publishPortfolio as publish } from './site-helpers.ts';

// A learner's published project as the rest of the world meets it (decisions/039): a visitor
// reports it from its footer, an admin sees the report on /admin and takes the project down with
// a reason, the address stops answering and the learner is mailed why.

test('a visitor reports a published project; an admin takes it down and its learner is told why', async ({
  page,
  learner,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const me = await learner({ tier: 'creator', label: 'reported' });
  const handle = `rep${Date.now().toString(36)}`;
  const url = await publish(page, handle);

  // A visitor: from the project's footer to the report form on ThinkBuild.
  const visitor = await browser.newContext({ baseURL });
  const visit = await visitor.newPage();
  await visit.goto(url);
  await visit.getByRole('link', { name: 'Report this site' }).click();
  await expect(visit.getByRole('heading', { name: 'Report a project' })).toBeVisible();
  await expect(visit.getByText(`${handle}/web-portfolio`)).toBeVisible();
  await visit.getByRole('button', { name: 'Send the report' }).click();
  await expect(visit.getByText('Choose what is wrong')).toBeVisible();
  await visit.getByLabel('What is wrong?').selectOption({ label: 'A scam, phishing or malware' });
  await visit.getByLabel(/Anything else we should know/).fill('It asks for bank details.');
  await visit.getByRole('button', { name: 'Send the report' }).click();
  await expect(visit.getByText(/^Thank you\. An admin will look at/)).toBeVisible();

  // The admin: the reported project on /admin, taken down with a reason.
  const admin = await browser.newContext({ baseURL });
  await addSession(admin, 'admin', baseURL);
  const desk = await admin.newPage();
  await desk.goto('/admin');
  const section = desk.getByRole('region', { name: 'Published projects' });
  const form = section.getByRole('form', { name: `Take down ${handle}/web-portfolio` });
  await expect(section.getByText('Reported: A scam, phishing or malware')).toBeVisible();
  await form.getByRole('button', { name: 'Take down' }).click();
  await expect(form.getByRole('alert')).toContainText('Say why: the learner is told');
  await form
    .getByLabel('Reason (mailed to the learner)')
    .fill('It asks visitors for bank details.');
  await form.getByRole('button', { name: 'Take down' }).click();
  await expect(form).toHaveCount(0);
  await expectAccessible(desk, 'admin published projects');

  expect((await visit.goto(url))?.status()).toBe(404);
  await expect(page.getByRole('region', { name: 'Publishing' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Publishing' })).toContainText('Not online yet');

  // The learner's mail says why, and leads back to the project.
  await expect
    .poll(
      async () => {
        const outbox = await (await page.request.get('/dev/outbox')).text();
        return outbox
          .split('<li>')
          .some((m) => m.includes(`to <strong>${me.email}</strong>`) && m.includes('bank details'));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await visitor.close();
  await admin.close();
});

test('on a phone: publish, open the address, take it down @phone', async ({
  page,
  learner,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await learner({ tier: 'creator', label: 'phone-publisher' });
  const url = await publish(page, `ph${Date.now().toString(36)}`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const visitor = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const visit = await visitor.newPage();
  expect((await visit.goto(url))?.status()).toBe(200);
  await expect(visit.getByRole('link', { name: 'Report this site' })).toBeVisible();
  const publishing = page.getByRole('region', { name: 'Publishing' });
  await publishing.getByRole('button', { name: 'Take down' }).click();
  await page
    .getByRole('dialog', { name: 'Take your project down?' })
    .getByRole('button', { name: 'Take down' })
    .click();
  await expect(publishing).toContainText('Not online yet');
  expect((await visit.goto(url))?.status()).toBe(404);
  await visitor.close();
});
