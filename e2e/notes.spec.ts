import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, lookAt, newLearner, signedInPage, test } from './fixtures.ts';
import { createLesson, fiveQuestions, uploadVideo } from './lesson-helpers.ts';
import { BUILD_1, videoReady } from './video-helpers.ts';

// A learner's private notes at a moment of a lesson's video: the note shows on the video's
// timeline and on My notes, and My notes takes the learner back to that moment.
const SHOTS = '/work/shots/notes40';

/** A one-minute blank video (320x180, 2 fps, 20 KB) on a lesson of the journey's own: its notes stay apart. */
const MINUTE_CLIP = readFileSync(join(import.meta.dirname, 'media', 'minute-clip.mp4'));

/** A published lesson of the journey's own with the one-minute video. */
async function minuteLesson(browser: Browser, origin: string) {
  const admin = await signedInPage(browser, 'admin', origin);
  const title = `Notes course ${Math.random().toString(36).slice(2, 8)}`;
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
  await admin.context().close();
  return { title, path: `/coursepage/web/${project.slug}?section=build&lesson=1` };
}

/** The player at `seconds`, as after a seek (the notes panel reads the player's time). */
async function playerAt(page: Page, seconds: number) {
  const video = await videoReady(page);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 15_000 })
    .toBeGreaterThan(59);
  await video.evaluate((v: HTMLVideoElement, at: number) => {
    v.currentTime = at;
  }, seconds);
  return video;
}

async function journey(page: Page, browser: Browser, origin: string, phone: boolean) {
  const lesson = await minuteLesson(browser, origin);
  await page.goto(lesson.path);
  await playerAt(page, 42);

  const notes = page.getByRole('region', { name: /^My notes/ });
  await notes.getByRole('button', { name: 'Add a note at 0:42' }).click();
  await notes
    .getByRole('textbox', { name: 'Note at 0:42' })
    .fill('Why **flex** here? `gap` not margin');
  await notes.getByRole('button', { name: 'Save note' }).click();
  const saved = notes.getByRole('article', { name: 'Note at 0:42' });
  await expect(saved).toContainText('Why flex here? gap not margin');
  await expect(saved.locator('strong')).toHaveText('flex');
  await expect(notes.getByRole('heading', { name: 'My notes (1)' })).toBeVisible();

  // On the video's timeline, 42 s into the 60 s video.
  const timeline = page.getByRole('list', { name: 'Notes on the timeline' });
  const mark = timeline.getByRole('listitem');
  await expect(mark).toHaveCount(1);
  await expect(mark).toContainText('Note at 0:42');
  await expect(mark).toHaveAttribute('style', /left: 70%/);

  // A bookmark at 0:10 too.
  await playerAt(page, 10);
  await notes.getByRole('button', { name: 'Bookmark 0:10' }).click();
  await expect(notes.getByRole('article', { name: 'Bookmark at 0:10' })).toBeVisible();
  await expect(timeline.getByRole('listitem')).toHaveCount(2);

  // My notes: from the header on a wide screen, from the account page on a phone.
  if (phone) {
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Open my notes' }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My notes' })
      .click();
  }
  await expect(page).toHaveURL('/notes');
  await expect(page.getByRole('heading', { level: 1, name: 'My notes' })).toBeVisible();
  const course = page.getByRole('region', { name: lesson.title });
  await expect(course.getByRole('heading', { name: lesson.title })).toBeVisible();
  const onLesson = course.getByRole('article', { name: 'Flexbox rows' });
  await expect(onLesson.getByText('Build · Lesson 1')).toBeVisible();
  await expect(onLesson.getByRole('article')).toHaveCount(2);
  await expect(onLesson.getByRole('article').first()).toHaveAccessibleName('Bookmark at 0:10');
  await expect(onLesson.getByRole('article', { name: 'Note at 0:42' })).toContainText(
    'Why flex here?',
  );
  mkdirSync(SHOTS, { recursive: true });
  await lookAt(page, { path: `${SHOTS}/my-notes-${phone ? 375 : 1280}.png`, fullPage: true });

  // Back to the moment: the lesson opens with its player at 0:42.
  await onLesson.getByRole('link', { name: 'Watch Flexbox rows from 0:42' }).click();
  await expect(page).toHaveURL(/[?&]t=42$/);
  const video = await videoReady(page);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeCloseTo(42, 0);
  await expect(
    page
      .getByRole('region', { name: /^My notes/ })
      .getByRole('button', { name: 'Add a note at 0:42' }),
  ).toBeVisible();
  if (!phone) await lookAt(page, { path: `${SHOTS}/lesson-notes-1280.png`, fullPage: true });
}

test('a note at 0:42 shows on the timeline and on My notes, which jumps back to 0:42', async ({
  page,
  browser,
  baseURL,
  learner,
}) => {
  test.setTimeout(120_000);
  await learner();
  await journey(page, browser, baseURL ?? '', false);
});

test('@phone a note at 0:42 shows on the timeline and on My notes, which jumps back to 0:42', async ({
  page,
  browser,
  baseURL,
  learner,
}) => {
  test.setTimeout(120_000);
  await learner();
  await journey(page, browser, baseURL ?? '', true);
});

test('editing, moving and deleting a note on the lesson page; another learner never sees it', async ({
  page,
  browser,
  baseURL,
  learner,
}) => {
  test.setTimeout(120_000);
  await learner();
  const lesson = await minuteLesson(browser, baseURL ?? '');
  await page.goto(lesson.path);
  await playerAt(page, 5);
  const notes = page.getByRole('region', { name: /^My notes/ });
  await notes.getByRole('button', { name: 'Add a note at 0:05' }).click();
  await notes.getByRole('textbox', { name: 'Note at 0:05' }).fill('first thought');
  await notes.getByRole('button', { name: 'Save note' }).click();
  await notes.getByRole('button', { name: 'Edit the note at 0:05' }).click();
  await notes.getByRole('textbox', { name: 'Note at 0:05' }).fill('second thought');
  await notes.getByRole('button', { name: 'Save changes' }).click();
  await expect(notes.getByRole('article', { name: 'Note at 0:05' })).toHaveText(/second thought/);
  // An edit can move the note to where the video is now.
  await playerAt(page, 9);
  await notes.getByRole('button', { name: 'Edit the note at 0:05' }).click();
  await notes.getByRole('button', { name: 'Move to 0:09' }).click();
  await notes.getByRole('button', { name: 'Save changes' }).click();
  await expect(notes.getByRole('article', { name: 'Note at 0:09' })).toHaveText(/second thought/);

  // Another learner on the same lesson: no note of this one's.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await newLearner(other, baseURL);
  await otherPage.goto(lesson.path);
  await expect(otherPage.getByRole('button', { name: /^Add a note at/ })).toBeVisible();
  await expect(otherPage.getByRole('list', { name: 'Notes on this lesson' })).toHaveCount(0);
  await other.close();

  await page.reload();
  await notes.getByRole('button', { name: 'Delete the note at 0:09' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete note' }).click();
  await expect(notes.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Notes on the timeline' })).toHaveCount(0);
});

test('a note from a transcript line is marked beside that line', async ({ page, learner }) => {
  await learner();
  await page.goto(BUILD_1);
  await videoReady(page);
  const lines = page.getByRole('list', { name: 'Transcript lines' });
  const second = lines.getByRole('listitem').nth(1);
  const add = second.getByRole('button', { name: /^Add a note at / });
  const moment = ((await add.getAttribute('aria-label')) ?? '').replace('Add a note at ', '');
  await add.click();
  const notes = page.getByRole('region', { name: /^My notes/ });
  await notes.getByRole('textbox', { name: `Note at ${moment}` }).fill('This line matters');
  await notes.getByRole('button', { name: 'Save note' }).click();
  await expect(notes.getByRole('article', { name: `Note at ${moment}` })).toBeVisible();
  await expect(second.getByText('You have a note here')).toBeAttached();
  await expect(lines.getByText('You have a note here')).toHaveCount(1);
  mkdirSync(SHOTS, { recursive: true });
  await lookAt(page.getByRole('tabpanel', { name: 'Transcript' }), {
    path: `${SHOTS}/transcript-note-1280.png`,
  });
});
