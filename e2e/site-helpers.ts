import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Publishes the web Portfolio from My project as a learner does the first time: Publish, the
 * address chosen in the dialog, then its link on the page. Answers the published address.
 */
export async function publishPortfolio(page: Page, handle: string) {
  await page.goto('/projects/web/portfolio');
  const publishing = page.getByRole('region', { name: 'Publishing' });
  await expect(publishing).toContainText('Not online yet');
  await publishing.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish your project' });
  await dialog.getByLabel('Your address').fill(handle);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  const link = publishing.getByRole('link', { name: new RegExp(`/${handle}/web-portfolio/$`) });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '';
}
