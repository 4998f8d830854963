import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { BUILD_1 } from './hls-helpers.ts';

// Shared steps of the offline journeys (docs/decisions/022-offline-pwa.md).

/** Registered, installed (the shell precached) and active. */
export const workerReady = (page: Page) =>
  page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    // `ready` resolves while the worker may still be activating.
    if (active && active.state !== 'activated') {
      await new Promise((done) =>
        active.addEventListener('statechange', () => active.state === 'activated' && done(null)),
      );
    }
    return active?.state;
  });

/** Opens Build lesson 1 under the worker's control and downloads it. */
export async function downloadBuild1(page: Page) {
  await page.goto(BUILD_1);
  expect(await workerReady(page)).toBe('activated');
  // Controlled by the worker from here on.
  await page.reload();
  const download = page.getByRole('region', { name: 'Download' });
  await download.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(download.getByText('Downloaded')).toBeVisible({ timeout: 30_000 });
}
