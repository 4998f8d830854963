import type { Page } from '@playwright/test';
import { coloursSettled, expect, expectAccessible, test } from './fixtures.ts';
import { BUILD_1, openBuild1, videoReady } from './video-helpers.ts';

/**
 * The lesson page's layout: theatre (wide screens), the lesson list as a drawer, the transcript
 * and code as tabs under the video, in both themes. The plan offer on a locked lesson is in
 * next-step.spec.ts.
 */

/** Switches the page's theme the way the header's switch does (the cookie, then the attribute). */
async function useTheme(page: Page, theme: 'light' | 'dark', baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
  await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
  // The page's scheme is the theme's, and the colours have arrived.
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).colorScheme.includes('dark')),
    )
    .toBe(theme === 'dark');
  await coloursSettled(page);
}

/** The transcript and code tabs switch with the arrow keys, showing one panel at a time. */
async function tabsByKeyboard(page: Page) {
  const tabs = page.getByRole('tablist', { name: 'Transcript and Code' });
  const transcript = tabs.getByRole('tab', { name: 'Transcript' });
  const code = tabs.getByRole('tab', { name: 'Code' });
  await expect(transcript).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Transcript' })).toBeVisible();
  await transcript.focus();
  await page.keyboard.press('ArrowRight');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Code in this lesson' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transcript' })).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect(transcript).toBeFocused();
  await expect(page.getByRole('region', { name: 'Transcript' })).toBeVisible();
}

/** The lesson list in its drawer: the Lessons button opens it, Esc and Close close it. */
async function drawerOpensAndCloses(page: Page) {
  const open = page.getByRole('button', { name: 'Lessons', exact: true });
  const drawer = page.getByRole('dialog', { name: 'Lessons' });
  await expect(drawer).toBeHidden();
  await open.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('[aria-current="page"]')).toContainText('HTML Boilerplate');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await open.click();
  await drawer.getByRole('button', { name: 'Close lessons' }).click();
  await expect(drawer).toBeHidden();
}

test.describe('lesson page layout', () => {
  // Colours ease between themes; with reduced motion they switch at once, so axe checks the
  // theme's own colours and not a frame of the transition.
  test.use({ reducedMotion: 'reduce' });

  test('theatre puts the video across the page and the lessons in a drawer, kept on reload', async ({
    page,
    signIn,
  }) => {
    await signIn('builder');
    const video = await openBuild1(page);
    const viewport = page.viewportSize()?.width ?? 1280;

    // Default: the menu beside the video, the video as wide as its column.
    const menu = page.getByRole('navigation', { name: 'Course lessons' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lessons', exact: true })).toHaveCount(0);
    const before = (await video.boundingBox())?.width ?? 0;

    const theatre = page.getByRole('button', { name: 'Theatre mode' });
    await expect(theatre).toHaveAttribute('aria-pressed', 'false');
    await theatre.click();
    await expect(theatre).toHaveAttribute('aria-pressed', 'true');
    await expect(menu).toBeHidden();
    await expect
      .poll(async () => (await video.boundingBox())?.width ?? 0)
      .toBeGreaterThanOrEqual(viewport * 0.7);
    expect((await video.boundingBox())?.width ?? 0).toBeGreaterThan(before);
    await drawerOpensAndCloses(page);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Theatre mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const again = await videoReady(page);
    await expect
      .poll(async () => (await again.boundingBox())?.width ?? 0)
      .toBeGreaterThanOrEqual(viewport * 0.7);
    // The whole player, its bar included, is on the screen without scrolling (1280 × 800).
    const seek = page.getByRole('slider', { name: 'Seek' });
    const seekBox = await seek.boundingBox();
    const playerBox = await again.boundingBox();
    const height = page.viewportSize()?.height ?? 800;
    expect((playerBox?.y ?? 0) + (playerBox?.height ?? 0)).toBeLessThanOrEqual(height);
    expect((seekBox?.y ?? 0) + (seekBox?.height ?? 0)).toBeLessThanOrEqual(height);
    await expect(page.getByRole('navigation', { name: 'Course lessons' })).toBeHidden();

    // Back to the default layout: the menu returns beside the video.
    await page.getByRole('button', { name: 'Theatre mode' }).click();
    await expect(page.getByRole('navigation', { name: 'Course lessons' })).toBeVisible();
  });

  for (const theatre of [false, true])
    test(`the transcript and code tabs switch by keyboard, accessible in both themes${
      theatre ? ', theatre' : ''
    }`, async ({ page, signIn, baseURL }) => {
      await signIn('builder');
      await page.evaluate(
        (on) => localStorage.setItem('thinkbuild:theatre', on),
        theatre ? 'on' : 'off',
      );
      await page.goto(BUILD_1);
      await videoReady(page);
      await expect(page.getByRole('button', { name: 'Theatre mode' })).toHaveAttribute(
        'aria-pressed',
        String(theatre),
      );
      await tabsByKeyboard(page);
      for (const theme of ['light', 'dark'] as const) {
        await useTheme(page, theme, baseURL);
        await expectAccessible(page, `lesson page${theatre ? ', theatre' : ''}, ${theme}`);
      }
    });

  test('the tabs under the video stay where they are when the download card arrives', async ({
    page,
    signIn,
  }) => {
    // The card's code loads once the video has started (lib/idle.ts); held back here, so the
    // tabs are measured before it arrives and again after.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/lesson-download-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await signIn('builder');
    await openBuild1(page);
    const tabs = page.getByRole('tablist', { name: 'Transcript and Code' });
    await expect(tabs).toBeVisible();
    const before = await tabs.boundingBox();
    release();
    await expect(page.getByRole('region', { name: 'Download' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
    expect((await tabs.boundingBox())?.y).toBe(before?.y);
  });

  test('@phone the video spans the screen, lessons in the drawer, tabs under the video', async ({
    page,
    signIn,
    baseURL,
  }) => {
    await signIn('builder');
    const video = await openBuild1(page);
    // No theatre switch on a phone: the video already spans the page.
    await expect(page.getByRole('button', { name: 'Theatre mode' })).toHaveCount(0);
    const box = await video.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual((page.viewportSize()?.width ?? 375) * 0.85);
    const tabs = await page.getByRole('tablist', { name: 'Transcript and Code' }).boundingBox();
    expect(tabs?.y ?? 0).toBeGreaterThan((box?.y ?? 0) + (box?.height ?? 0));

    await drawerOpensAndCloses(page);
    await tabsByKeyboard(page);
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme, baseURL);
      await expectAccessible(page, `lesson page, phone, ${theme}`);
    }
  });
});
