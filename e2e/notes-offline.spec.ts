import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, lookAt, newLearner, test } from './fixtures.ts';
import { BUILD_1, renditionsReady } from './hls-helpers.ts';
import { downloadBuild1 } from './offline-helpers.ts';
import { videoReady } from './video-helpers.ts';

// Notes on a downloaded lesson (docs/decisions/022): the lesson's notes come with the download,
// a note made or deleted with no connection waits on the device, and is synced once back online.

const SHOTS = '/work/shots/notes40';

test.use({ serviceWorkers: 'allow' });

async function noteAt(page: Page, seconds: number, text: string) {
  const video = await videoReady(page);
  await video.evaluate((v: HTMLVideoElement, at: number) => {
    v.currentTime = at;
  }, seconds);
  const notes = page.getByRole('region', { name: /^My notes/ });
  await notes.getByRole('button', { name: `Add a note at 0:0${seconds}` }).click();
  await notes.getByRole('textbox', { name: `Note at 0:0${seconds}` }).fill(text);
  await notes.getByRole('button', { name: 'Save note' }).click();
  return notes.getByRole('article', { name: `Note at 0:0${seconds}` });
}

test('a note made offline on a downloaded lesson waits on the device and syncs when back online', async ({
  page,
  baseURL,
}) => {
  // Waits for the seed's renditions, downloads over the network, then notes offline.
  test.setTimeout(240_000);
  await newLearner(page.context(), baseURL, { label: 'notes-offline' });
  const id = await renditionsReady(page);
  // A note first: the download keeps the lesson's notes as they are then.
  await page.goto(BUILD_1);
  await expect(await noteAt(page, 2, 'made online')).toBeVisible();
  await downloadBuild1(page);

  await page.context().setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: 'You are offline: this lesson is downloaded' }),
  ).toBeVisible();
  const offline = await noteAt(page, 5, 'made on the bus');
  await expect(offline.getByText('Waiting to sync')).toBeVisible();
  // The banner counts it as a note, not as "progress".
  await expect(
    page.getByRole('status').filter({ hasText: '1 note waiting to sync.' }),
  ).toBeVisible();
  // The note made online came with the download; both mark the timeline.
  const notes = page.getByRole('region', { name: /^My notes/ });
  await expect(notes.getByRole('article', { name: 'Note at 0:02' })).toContainText('made online');
  const marks = page.getByRole('list', { name: 'Notes on the timeline' }).getByRole('listitem');
  await expect(marks).toHaveCount(2);
  mkdirSync(SHOTS, { recursive: true });
  await lookAt(page, { path: `${SHOTS}/lesson-offline-note-1280.png` });

  // Deleting works offline too: the note made online goes at once, and from the server on sync.
  await notes.getByRole('button', { name: 'Delete the note at 0:02' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete note' }).click();
  await expect(notes.getByRole('article', { name: 'Note at 0:02' })).toHaveCount(0);
  await expect(marks).toHaveCount(1);
  await expect(
    page.getByRole('status').filter({ hasText: '2 notes waiting to sync.' }),
  ).toBeVisible();

  await page.context().setOffline(false);
  await expect(offline.getByText('Waiting to sync')).toHaveCount(0, { timeout: 30_000 });
  const res = await page.request.get(`/api/lessons/${id}/notes`);
  const bodies = (await res.json()).notes.map((n: { body: string }) => n.body);
  expect(bodies).toContain('made on the bus');
  expect(bodies.filter((b: string) => b === 'made on the bus')).toHaveLength(1);
  expect(bodies).not.toContain('made online');
});
