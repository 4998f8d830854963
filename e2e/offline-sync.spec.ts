import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, lookAt, newLearner, test } from './fixtures.ts';
import { renditionsReady } from './hls-helpers.ts';
import { downloadBuild1, workerReady } from './offline-helpers.ts';
import { failQuizByApi, lessonIdOf, rightOption } from './quiz-helpers.ts';

// Learning offline, syncing later (docs/decisions/022, "Sync queue"): a downloaded lesson's quiz
// is answered with no connection, the answers wait on the device ("1 answer waiting to sync")
// and the server scores them when the connection returns ("Synced").

const SHOTS = '/work/shots/offsync';

// The service worker is what these journeys are about (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Picks the right option of each of the five questions, by the seed's answer key. */
async function answerRight(page: Page) {
  const questions = page.locator('form fieldset');
  await expect(questions).toHaveCount(5);
  for (let i = 0; i < 5; i++) {
    const question = questions.nth(i);
    const radios = question.getByRole('radio');
    const labels = await radios.evaluateAll((els) =>
      els.map((el) => el.closest('label')?.textContent ?? ''),
    );
    const right = rightOption(await question.locator('legend').innerText(), labels);
    await radios.nth(labels.indexOf(right)).check();
  }
}

const status = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

test.describe('offline sync', () => {
  // Waits for the seed's renditions, downloads over the network, then plays.
  test.setTimeout(240_000);
  test('a downloaded lesson is watched and its quiz answered offline; back online it syncs and the lesson is complete', async ({
    page,
    baseURL,
  }) => {
    await newLearner(page.context(), baseURL, { label: 'offline-sync' });
    const id = await renditionsReady(page);
    await downloadBuild1(page);

    await page.context().setOffline(true);
    await page.reload();
    await expect(status(page, 'You are offline: this lesson is downloaded')).toBeVisible();
    // The notice belongs to the layout and shows before the lesson's own chunk has drawn the player.
    await expect(page.locator('video')).toBeAttached();
    // It plays from the device.
    const played = await page.evaluate(async () => {
      const video = document.querySelector('video');
      if (!video) return 'no video';
      video.muted = true;
      await video.play();
      await new Promise((done) => video.addEventListener('timeupdate', done, { once: true }));
      video.pause();
      return video.error === null ? 'played' : `error ${video.error.code}`;
    });
    expect(played).toBe('played');

    await answerRight(page);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(status(page, '1 answer waiting to sync')).toBeVisible();
    await expect(status(page, 'Answers saved on this device.')).toBeVisible();
    // Still offline: nothing reached the server.
    mkdirSync(SHOTS, { recursive: true });
    await lookAt(page, { path: `${SHOTS}/lesson-offline-waiting-1280.png` });

    await page.context().setOffline(false);
    await expect(status(page, 'Synced.')).toBeVisible({ timeout: 30_000 });
    // The server's score, for the answers made offline.
    await expect(page.getByText('You scored 5/5')).toBeVisible();
    await lookAt(page, { path: `${SHOTS}/lesson-synced-1280.png` });
    const lesson = await (await page.request.get(`/api/lessons/${id}`)).json();
    expect(lesson.progress).toMatchObject({ completed: true, bestScore: 5 });
    // The download now keeps the next attempt, so the quiz can be taken again offline.
    await expect
      .poll(() =>
        page.evaluate(async (lessonId) => {
          const cache = await caches.open('thinkbuild-downloads');
          const kept = await cache.match(`/api/lessons/${lessonId}`);
          return (await kept?.json())?.quiz?.id;
        }, id),
      )
      .toBe(lesson.quiz.id);
  });

  test('the waiting count on /downloads and the lesson page, at 375 px in dark mode', async ({
    page,
    baseURL,
  }) => {
    await newLearner(page.context(), baseURL, { label: 'offline-sync-shots' });
    await renditionsReady(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await downloadBuild1(page);
    await page.context().setOffline(true);
    await page.reload();
    await answerRight(page);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(status(page, '1 answer waiting to sync')).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await lookAt(page, { path: `${SHOTS}/lesson-offline-375-dark.png` });
    await lookAt(page, { path: `${SHOTS}/lesson-offline-375-dark-full.png`, fullPage: true });

    // /downloads offline: the list, and the same count.
    await page.goto('/downloads');
    await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
    await expect(status(page, '1 answer waiting to sync').first()).toBeVisible();
    await lookAt(page, { path: `${SHOTS}/downloads-offline-375-dark.png` });
    // The page's title is not under the sticky header in what the learner sees.
    const header = await page.locator('header').first().boundingBox();
    const title = await page.getByRole('heading', { name: 'Downloads', level: 1 }).boundingBox();
    expect(title?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await page.context().setOffline(false);
    await expect(status(page, 'Synced.').first()).toBeVisible({ timeout: 30_000 });
    await lookAt(page, { path: `${SHOTS}/downloads-synced-375-dark.png` });
  });

  test("a downloaded lesson's code exercise opens offline with its starter files; a draft written offline waits on the device and syncs", async ({
    page,
    learner,
  }) => {
    // A seeded exercise (packages/demo/src/exercises-game.ts) on a project open in any order,
    // for a plan that runs exercises, with a draft of this learner's own.
    const course = 'game/3d-shooter-unity';
    await learner({ tier: 'builder' });
    const id = await lessonIdOf(page.request, course, 'build', 1);
    await page.goto(`/coursepage/${course}?section=build&lesson=1`);
    expect(await workerReady(page)).toBe('activated');
    await page.reload();
    const download = page.getByRole('region', { name: 'Download' });
    await download.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(download.getByText('Downloaded')).toBeVisible({ timeout: 60_000 });

    await page.context().setOffline(true);
    await page.reload();
    await expect(status(page, 'You are offline: this lesson is downloaded')).toBeVisible();
    const panel = page.getByRole('region', { name: 'Code exercise' });
    await expect(panel.getByText('move a player with the arrow keys')).toBeVisible();
    await expect(panel.getByRole('tab', { name: 'index.html' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const editor = panel.locator('.cm-content');
    await expect(editor).toContainText('Target practice');
    // Nothing runs offline (the runner is the server's), and the panel says so.
    await expect(
      panel.getByText(
        'You are offline: Run, Check and the preview come back with the connection.',
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Run', exact: true })).toBeDisabled();

    const draft = '<h1>Written on the train</h1>';
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(draft);
    await expect(
      panel.getByText('Saved on this device: it syncs when you are back online'),
    ).toBeVisible();
    await expect(status(page, 'Progress waiting to sync')).toBeVisible();
    // Still offline, the lesson opens again with the draft, not the starter files.
    await page.reload();
    await expect(panel.locator('.cm-content')).toContainText('Written on the train');
    mkdirSync(SHOTS, { recursive: true });
    await panel.scrollIntoViewIfNeeded();
    await lookAt(page, { path: `${SHOTS}/exercise-offline-draft-1280.png` });

    await page.context().setOffline(false);
    await expect(status(page, 'Synced.')).toBeVisible({ timeout: 30_000 });
    const saved = await (await page.request.get(`/api/lessons/${id}/exercise`)).json();
    expect(saved.draft.files.find((f: { name: string }) => f.name === 'index.html').content).toBe(
      draft,
    );
  });

  test('a review question is answered offline from the download; back online it is graded and leaves the day’s review', async ({
    page,
    baseURL,
  }) => {
    await newLearner(page.context(), baseURL, { label: 'offline-review' });
    const id = await renditionsReady(page);
    // Five wrong answers put the lesson's questions in review; the download keeps /review.
    await failQuizByApi(page, baseURL ?? '', id);
    const due = async () =>
      (await (await page.request.get('/api/review?timeZone=UTC')).json()).questions.length;
    const before = await due();
    expect(before).toBeGreaterThanOrEqual(2);
    await downloadBuild1(page);

    await page.context().setOffline(true);
    await page.goto('/review');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Questions to review' }),
    ).toBeVisible();
    const cards = page.getByRole('listitem').filter({ has: page.locator('fieldset') });
    await expect(cards).toHaveCount(before);
    const first = cards.first();
    await first.getByRole('radio').nth(1).check();
    await first.getByRole('button', { name: 'Check answer' }).click();
    await expect(
      first.getByRole('status').filter({
        hasText: 'Answer saved on this device: it is checked when you are back online.',
      }),
    ).toBeVisible();
    await expect(status(page, '1 answer waiting to sync')).toBeVisible();
    // Nothing reached the server yet (the API request context is not the offline browser's).
    expect(await due()).toBe(before);
    await page.context().setOffline(false);
    await expect(status(page, 'Synced.')).toBeVisible({ timeout: 30_000 });
    // Graded on sync: answered today, it no longer waits.
    expect(await due()).toBe(before - 1);
  });
});
