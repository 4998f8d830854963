import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  lookInBothThemes,
  newLearner,
  showScheme,
  signedInPage,
  test,
} from './fixtures.ts';
import { createLesson, fiveQuestions, uploadVideo } from './lesson-helpers.ts';
import { videoReady } from './video-helpers.ts';

/*
 * The admin's Insights (decisions/046): learners watch half of a one-minute lesson and answer
 * its first question with the same wrong option; the admin's Insights show the lesson's
 * retention falling at the middle and that option flagged, as charts and as tables with the
 * same numbers, in both themes, at 1280 and 375 px. Five learners: a count under 5 is never
 * shown, so one learner alone would show "fewer than 5" everywhere.
 */

const MINUTE_CLIP = readFileSync(join(import.meta.dirname, 'media', 'minute-clip.mp4'));
const SHOTS = 'test-results/screens/insights';
/** fiveQuestions: every question's right option is B; the learners pick D for question 1. */
const WRONG = 'D';

async function minuteLesson(browser: Browser, origin: string) {
  const admin = await signedInPage(browser, 'admin', origin);
  const title = `Insights course ${Math.random().toString(36).slice(2, 8)}`;
  const { id, project } = await createLesson(admin, origin, {
    category: 'web',
    project: { kind: 'new', title, status: 'published' },
    section: 'build',
    number: 1,
    difficulty: 'Beginner',
    title: 'Flexbox rows',
    description: '',
    questions: fiveQuestions(),
  });
  await uploadVideo(admin, origin, id, MINUTE_CLIP);
  const projects = await (await admin.request.get('/api/admin/insights/projects')).json();
  const projectId = projects.projects.find((p: { slug: string }) => p.slug === project.slug)?.id;
  await admin.context().close();
  return { id, projectId, path: `/coursepage/web/${project.slug}?section=build&lesson=1` };
}

/**
 * Question 1 answered D (wrong), the others right, on the learner's first attempt, posted through
 * the API as a lesson page elsewhere would (the watcher takes the quiz in the page itself).
 */
async function answerWithWrongFirst(context: BrowserContext, origin: string, lessonId: string) {
  const headers = { origin };
  const attempt = await (
    await context.request.post(`/api/lessons/${lessonId}/quiz/attempts`, { headers })
  ).json();
  const answers = attempt.questions.map(
    (q: { options: { id: string; text: string }[] }, i: number) =>
      q.options.find((o) => o.text === (i === 0 ? WRONG : 'B'))?.id,
  );
  const res = await context.request.post(`/api/lessons/${lessonId}/quiz`, {
    headers,
    data: { attemptId: attempt.id, answers },
  });
  expect(res.ok(), await res.text()).toBe(true);
  expect((await res.json()).passed).toBe(true);
}

/** A learner plays the first half of the video in the player and pauses (still on the lesson). */
async function watchHalfInPlayer(page: Page, path: string) {
  await page.goto(path);
  const video = await videoReady(page);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 15_000 })
    .toBeGreaterThan(59);
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    v.playbackRate = 8;
    await v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(22);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
}

/**
 * The learner takes the lesson's quiz under the video as anyone would: question 1 answered D
 * (wrong), the others B, then Submit answers; the score says 4 of 5, passed, the lesson (the
 * section's only one) complete. The questions and options are shuffled per attempt, so each is
 * found by its text, never by its place.
 */
async function takeQuizWithWrongFirst(page: Page) {
  const quiz = page.getByRole('region', { name: 'Lesson quiz' });
  await expect(quiz.getByText('Not attempted yet')).toBeVisible();
  const question = (n: number) =>
    quiz.getByRole('group', { name: new RegExp(`^\\d\\. Question ${n}\\?$`) });
  const option = (n: number, text: string) =>
    question(n).getByRole('radio', { name: new RegExp(`^Option [A-E]: ${text}$`) });
  const submit = quiz.getByRole('button', { name: 'Submit answers' });
  await expect(submit).toBeDisabled();
  for (let n = 1; n <= 5; n++) await option(n, n === 1 ? WRONG : 'B').check();
  await expect(submit).toBeEnabled();
  await submit.click();

  // What the learner sees: the server's score, passed, and question 1 marked wrong with its
  // right answer shown (a pass reveals them); question 2 right.
  const score = quiz.getByRole('status');
  await expect(score).toContainText('You scored 4/5');
  await expect(score).toContainText('Passed');
  await expect(score).toContainText('Best score: 4/5 · Lesson complete');
  await expect(score).toContainText('Section complete: you finished every lesson of Build.');
  await expect(question(1)).toContainText(`Wrong. You chose: ${WRONG}`);
  await expect(question(1)).toContainText('Right answer: B');
  await expect(question(2)).toContainText('Correct. You chose: B');
}

test('a learner watches half a lesson and picks a wrong option; the admin sees retention fall at the middle and the option flagged', async ({
  page: admin,
  browser,
  baseURL,
  signIn,
}) => {
  // Five learners signed up and verified, a video uploaded, half a minute played at 8×, and
  // the Insights read in two widths and two themes.
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const lesson = await minuteLesson(browser, origin);

  // One learner in the lesson page: the player, then the quiz under it. Leaving the lesson sends
  // what was played (the player's pagehide/unmount batch).
  const watcher = await browser.newContext();
  const watcherPage = await watcher.newPage();
  await newLearner(watcher, origin, { label: 'insights-watcher' });
  await watchHalfInPlayer(watcherPage, lesson.path);
  await takeQuizWithWrongFirst(watcherPage);
  await watcherPage.goto('/home');
  // Four more stand for players elsewhere: they post the same watching and answers through the
  // API, as their lesson pages would.
  for (let i = 0; i < 4; i++) {
    const context = await browser.newContext();
    await newLearner(context, origin, { label: `insights-${i}` });
    const sent = await context.request.post(`/api/lessons/${lesson.id}/watching`, {
      headers: { origin },
      data: { buckets: [0, 1, 2].map((bucket) => ({ bucket, plays: 1 })) },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await answerWithWrongFirst(context, origin, lesson.id);
    await context.close();
  }
  await watcher.close();

  await signIn('admin');
  const url = `/admin/insights?project=${lesson.projectId}&lesson=${lesson.id}&days=7`;
  // The player's batch lands when it leaves the lesson: wait for the fifth starter.
  await expect
    .poll(
      async () =>
        (
          await (
            await admin.request.get(`/api/admin/insights/retention?lesson=${lesson.id}&days=7`)
          ).json()
        ).starters,
      { timeout: 20_000 },
    )
    .toBe(5);
  await admin.goto(url);
  await expect(admin.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();

  // Retention: everyone until the middle, then fewer than 5 (a chart drawn, a table read).
  const retention = admin.getByRole('region', { name: 'Video retention', exact: true });
  await expect(retention.locator('svg').first()).toBeVisible();
  const moments = retention.getByRole('table', { name: /Video retention/ });
  const row = (moment: string) => moments.getByRole('row', { name: new RegExp(`^${moment}`) });
  for (const moment of ['0:00', '0:10', '0:20']) await expect(row(moment)).toContainText('5100%');
  for (const moment of ['0:30', '0:40', '0:50'])
    await expect(row(moment)).toContainText('fewer than 5—');

  // The quiz: question 1's D is the most-picked wrong option, picked by all five.
  const quiz = admin.getByRole('region', { name: 'Quiz questions', exact: true });
  const flagged = quiz.getByRole('row', { name: /^1\. Question 1\? — D\. D ⚑/ });
  await expect(flagged).toContainText('5100%Most-picked wrong option');
  await expect(quiz.getByText('Right on a first attempt: — of 5 learners.')).toBeVisible();

  // The table view shows what the screen reader read: the same numbers, now visible.
  await retention.getByRole('button', { name: 'Show table' }).click();
  await expect(moments).toBeVisible();
  await expect(row('0:20')).toContainText('5100%');
  await expect(retention.locator('svg')).toHaveCount(0);
  await retention.getByRole('button', { name: 'Show chart' }).click();

  // Each view's CSV says the same.
  const csv = await admin.request.get(
    `/api/admin/insights/retention.csv?lesson=${lesson.id}&days=7`,
  );
  expect((await csv.text()).split('\r\n').slice(1, 5)).toEqual([
    '0,5,100,0,',
    '10,5,100,0,',
    '20,5,100,0,',
    '30,fewer than 5,,,',
  ]);

  // A moment in the table opens the lesson there.
  await expectAccessible(admin, 'insights light');
  await showScheme(admin, 'dark');
  await expectAccessible(admin, 'insights dark');
  await showScheme(admin, 'light');
  await lookInBothThemes(admin, { dir: SHOTS, name: 'insights', baseURL: origin, fullPage: true });
  await admin.setViewportSize({ width: 375, height: 800 });
  await expect(retention.locator('svg').first()).toBeVisible();
  await lookInBothThemes(admin, { dir: SHOTS, name: 'insights', baseURL: origin, fullPage: true });

  await retention.getByRole('button', { name: 'Show table' }).click();
  await moments.getByRole('link', { name: /^0:20/ }).click();
  await expect(admin).toHaveURL(/\/coursepage\/web\/.+lesson=1&t=20$/);
});
