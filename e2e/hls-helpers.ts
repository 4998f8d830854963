import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Build lesson 1 of the web Portfolio (BUILD_1) plays its 1280x720 demo video: 240p, 360p and 720p exist.
export { BUILD_1 } from './video-helpers.ts';

/** The lesson's id, once its low-data versions are ready (the seed makes them after start). */
export async function renditionsReady(page: Page) {
  const list = await page.request.get('/api/courses/web/portfolio/sections/build');
  expect(list.ok()).toBe(true);
  const id = (await list.json()).lessons.find((l: { number: number }) => l.number === 1).id;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/lessons/${id}/video`);
        return ((await res.json()).hls?.renditions ?? []).map((r: { name: string }) => r.name);
      },
      // ffmpeg makes three versions and an audio track of each demo video, one lesson after
      // another on two cores that the other journeys keep busy; Build lesson 1 is the fourth
      // queued (decisions/041): about a minute after start on a loaded run.
      { timeout: 120_000, intervals: [1000] },
    )
    .toEqual(['240p', '360p', '720p', 'audio']);
  return id as string;
}

/** Every HLS file the page asks for, as `{quality}/{file}`. */
export function hlsRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /\/hls\/\d+\/[^/]+\/renditions\/[^/]+\/[^/]+\/(.+)$/.exec(request.url());
    if (match?.[1]) seen.push(match[1]);
  });
  return seen;
}

/** Turns the data saver on for the signed-in account (as the /account switch does). */
export async function saveData(page: Page, baseURL: string | undefined) {
  const res = await page.request.patch('/api/me/preferences', {
    headers: { origin: baseURL ?? '' },
    data: { dataSaver: true },
  });
  expect(res.ok()).toBe(true);
}
