import type { Locator, Page } from '@playwright/test';
import { demoLessonVideo } from '@thinkbuild/demo/lesson-videos';
import { expect } from './fixtures.ts';

/** Build lesson 1 of the web Portfolio: captions (a transcript), a code snippet, low-data versions. */
export const BUILD_1 = '/coursepage/web/portfolio?section=build&lesson=1';

/** Build lesson 1's video as the demo made it (docs/decisions/041): its captions and code times. */
const build1 = demoLessonVideo('web', 'portfolio', 'build', 1);
if (!build1) throw new Error('The demo has no video for web Portfolio Build lesson 1');
export const BUILD_1_VIDEO = build1;

/** The caption cue of Build lesson 1 whose text starts with `text`: [start, end, text]. */
export function build1Cue(text: string) {
  const cue = BUILD_1_VIDEO.cues.find((c) => c[2].startsWith(text));
  if (!cue) throw new Error(`Build lesson 1 has no caption starting "${text}"`);
  return { start: cue[0], end: cue[1], text: cue[2], middle: (cue[0] + cue[1]) / 2 };
}

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
