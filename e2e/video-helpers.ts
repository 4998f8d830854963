import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Build lesson 1 of the web Portfolio: captions (a transcript), a code snippet, low-data versions. */
export const BUILD_1 = '/coursepage/web/portfolio?section=build&lesson=1';

export const currentTime = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => v.currentTime);

/** Waits until the lesson's video knows its duration (the signed URL answered, ranges work). */
export async function videoReady(page: Page) {
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  return video;
}

/** Opens Build lesson 1 (for a signed-in Builder or above); returns its video once ready. */
export async function openBuild1(page: Page) {
  await page.goto(BUILD_1);
  return videoReady(page);
}
