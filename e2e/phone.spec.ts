import { PRERENDERED_PATHS } from '@thinkbuild/core/routes';
import { expect, test } from './fixtures.ts';

// The prerendered pages a visitor reads (the error page has nothing to overflow), and the blog.
const PAGES = [...PRERENDERED_PATHS.filter((path) => path !== '/error'), '/blogs'];

test('@phone at 375 px nothing overflows sideways and Start Building is a separate button', async ({
  page,
}, testInfo) => {
  for (const path of PAGES) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
  }
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Building' }).first()).toBeVisible();
  const shot = await page.screenshot({
    fullPage: true,
    path: testInfo.outputPath('landing-375.png'),
  });
  await testInfo.attach('landing-375', { body: shot, contentType: 'image/png' });
});
