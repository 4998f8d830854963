import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { VAT_INCLUDED_TEXT } from '@thinkbuild/core/vat';
import { expect, expectAccessible, lookAt, newLearner, test } from './fixtures.ts';
import { startVatServer, stopVatServer, VAT_SELLER, vatURL } from './vat-server.ts';

/*
 * A seller registered for VAT (decisions/044): prices read "incl. 15% VAT", and a learner who
 * paid downloads the payment's tax invoice as a PDF from /account's billing history, at desktop
 * and phone widths. On a server of its own (vat-server.ts): the other journeys see no VAT.
 */

const SHOTS = 'test-results/shots/tax-invoices';
const NO_HEADER = 'header, [role="banner"] { opacity: 0 !important; }';

test.describe('with a VAT number', () => {
  // One server for the describe, so its journeys run one after the other in one worker.
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: vatURL });

  test.beforeAll(async () => {
    // A fresh server seeds the demo content first: minutes on a loaded two-core machine.
    test.setTimeout(300_000);
    await startVatServer(280_000);
  });
  test.afterAll(stopVatServer);

  test('a visitor reads every price with VAT included', async ({ page }) => {
    await page.goto('/pricing');
    const main = page.locator('main');
    // Each plan card, the offer's line, and the price named in its questions.
    await expect(main.getByText(VAT_INCLUDED_TEXT)).not.toHaveCount(0);
    await expect(main).toContainText(`/month ${VAT_INCLUDED_TEXT}`);
    await expect(main).toContainText(`once off ${VAT_INCLUDED_TEXT}`);
  });

  test('a learner who paid downloads the tax invoice PDF from the billing history', async ({
    page,
  }) => {
    // A sandbox payment and its webhooks' jobs (60 s), then two widths with downloads.
    test.slow();
    const { email } = await newLearner(page.context(), vatURL, { tier: 'builder', label: 'vat' });

    // The receipt mail names the tax invoice.
    const mail = page
      .getByRole('listitem')
      .filter({ hasText: email })
      .filter({ hasText: 'ThinkBuild receipt: R300 for Builder (monthly)' });
    await expect(async () => {
      await page.goto('/dev/outbox');
      await expect(mail).toHaveCount(1, { timeout: 5000 });
    }).toPass({ timeout: 60_000 });

    mkdirSync(SHOTS, { recursive: true });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/account');
      const history = page.getByRole('region', { name: 'Billing history' });
      // The table at desktop width, the stacked list on a phone: the link of the one shown.
      const link = history.getByRole('link', { name: /^Tax invoice INV-\d{6} \(PDF\)$/ });
      await expect(link.filter({ visible: true })).toHaveCount(1);
      await expectAccessible(page, `account billing history with a tax invoice ${width}`);
      await lookAt(history, { path: `${SHOTS}/history-${width}.png`, style: NO_HEADER });

      const download = page.waitForEvent('download');
      await link.filter({ visible: true }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^thinkbuild-INV-\d{6}\.pdf$/);
      const pdf = await readFile(await file.path());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // pdf-lib writes the document's title in UTF-16 hex: the words "Tax invoice" in it.
      const hex = Buffer.from('\ufeffTax invoice', 'utf16le').swap16().toString('hex');
      expect(pdf.toString('latin1').toLowerCase()).toContain(hex.slice(4).toLowerCase());
      expect(pdf.length).toBeGreaterThan(5_000);
    }

    // Its receipt page links the same invoice; it never says it is not a tax invoice.
    await page.goto('/account');
    await page
      .getByRole('region', { name: 'Billing history' })
      .getByRole('link', { name: /^Receipt/ })
      .filter({ visible: true })
      .click();
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt.getByRole('link', { name: /^INV-\d{6} \(PDF\)$/ })).toBeVisible();
    await expect(receipt).not.toContainText('not a tax invoice');
    expect(VAT_SELLER.VAT_NUMBER).toMatch(/^4\d{9}$/);
  });
});
