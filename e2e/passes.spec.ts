import { MESSAGES } from '@thinkbuild/core/messages';
import { EXPLANATION_1, expectLesson, payPassWithCapitec, row } from './billing-helpers.ts';
import { expect, lookInBothThemes, test } from './fixtures.ts';

/**
 * A prepaid pass (issue 43): a learner without a card buys three months of Builder once, with
 * Capitec Pay in the sandbox; /account shows the pass and its end date, and the Deeper
 * Explanation section opens. At 1280 px and on a 375 px phone.
 */
const SHOTS = 'test-results/shots';

for (const width of [1280, 375]) {
  test(`a 3-month Builder pass paid with Capitec Pay opens Builder's sections (${width} px)`, async ({
    page,
    learner,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await learner({ label: `pass-${width}` });
    await expectLesson(page, EXPLANATION_1, MESSAGES.explanationBuilderOrCreator);

    await page.goto('/subscription');
    const picker = page.getByRole('form', { name: 'Buy a pass' });
    await picker.getByRole('radio', { name: 'Builder' }).check();
    await picker.getByRole('radio', { name: /^3 months/ }).check();
    const quote = picker.getByRole('status');
    await expect(quote).toHaveText(
      /^Builder pass for 3 months: R900, until \d{1,2} \w+ \d{4}\. It does not renew\.$/,
    );
    const until = (await quote.textContent())?.match(/until (\d{1,2} \w+ \d{4})/)?.[1] ?? '';
    await picker.scrollIntoViewIfNeeded();
    await lookInBothThemes(page, { dir: SHOTS, name: 'pass-picker', baseURL });
    await picker.getByRole('button', { name: 'Pay R900 once' }).click();
    await payPassWithCapitec(page, 'R900', 'Builder pass — 3 months');

    await page.goto('/account');
    await expect(row(page, 'Pass')).toContainText(`Builder pass — until ${until}`);
    await expect(row(page, 'Current role')).toContainText('Builder');
    // No subscription to manage: the pass's card says what to do next.
    await expect(page.getByRole('heading', { name: 'Your pass' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add more days' }).first()).toBeVisible();
    await row(page, 'Pass').scrollIntoViewIfNeeded();
    await lookInBothThemes(page, { dir: SHOTS, name: 'pass-account', baseURL });
    await expectLesson(page, EXPLANATION_1, null);
  });
}
