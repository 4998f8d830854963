import type { Page } from '@playwright/test';

/**
 * Counts the bytes of every script the page loads from now on, as sent (gzip or brotli): the
 * budgets of the pages that run islands instead of the app (docs/decisions/023, 042). Returns a
 * function that sums what has finished.
 */
export function scriptBytes(page: Page) {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      const size = request.sizes().then((s) => s.responseBodySize);
      // A script that finishes after the last count (the sign-up's /home) may be asked its size
      // as the page closes: that answer is never read.
      size.catch(() => {});
      sizes.push(size);
    }
  });
  return async () => (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}
