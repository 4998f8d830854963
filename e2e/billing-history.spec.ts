import { mkdirSync } from 'node:fs';
import { expect, expectAccessible, lookAt, newLearner, test } from './fixtures.ts';

/*
 * Learners are told about their money (decisions/031): a payment in the sandbox mails a receipt,
 * /account's Billing history lists it, and its receipt page prints it, for its owner only.
 */

const SHOTS = '/work/shots/notices';
const NO_HEADER = 'header, [role="banner"] { opacity: 0 !important; }';

test('a payment is receipted by email, listed under Billing history, and its receipt prints', async ({
  page,
  learner,
  browser,
  baseURL,
}) => {
  // A sandbox payment and its webhooks' jobs, then the receipt's own job (2 × 60 s).
  test.slow();
  const { email } = await learner({ tier: 'builder', label: 'receipt' });

  // The receipt goes out from a job: the outbox shows it once the job has run.
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: email })
    .filter({ hasText: 'ThinkBuild receipt: R300 for Builder (monthly)' });
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(mail).toHaveCount(1, { timeout: 5000 });
  }).toPass({ timeout: 60_000 });
  await expect(mail).toContainText('paid with your card ending in 4081');
  await expect(mail).toContainText('Reference: tb-');

  await page.goto('/account');
  const history = page.getByRole('region', { name: 'Billing history' });
  const entry = history.getByRole('row').filter({ hasText: 'Builder (monthly)' });
  const phone = (page.viewportSize()?.width ?? 1280) < 640;
  const shown = phone
    ? history.getByRole('list', { name: 'Your charges and refunds' }).getByRole('listitem')
    : entry;
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('R300');
  await expect(shown).toContainText('Paid');
  await expect(
    history.getByRole('list', { name: 'Billing messages' }).getByText('Thank you for your payment'),
  ).toBeVisible();
  await expectAccessible(page, 'account with billing history');
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(history, { path: `${SHOTS}/history-${width}.png`, style: NO_HEADER });
  }

  await history.getByRole('link', { name: /^Receipt/ }).click();
  await expect(page).toHaveURL(/\/account\/receipts\/tb-/);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt).toContainText(email);
  await expect(receipt).toContainText('Builder (monthly)');
  await expect(receipt).toContainText('Card ending in 4081');
  await expect(receipt).toContainText('R300');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page, 'receipt');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, { path: `${SHOTS}/receipt-${width}.png`, fullPage: true });
  }
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await lookAt(page, { path: `${SHOTS}/receipt-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Someone else, signed in, is told there is no such receipt of theirs.
  const address = page.url();
  const other = await browser.newContext({ baseURL });
  try {
    await newLearner(other, baseURL, { label: 'not-mine' });
    const theirs = await other.newPage();
    await theirs.goto(address);
    await expect(theirs.getByRole('heading', { name: 'No receipt here' })).toBeVisible();
    await expect(theirs.getByText('4081')).toHaveCount(0);
  } finally {
    await other.close();
  }
});
