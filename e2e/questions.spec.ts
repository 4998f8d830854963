import type { Page } from '@playwright/test';
import { openMailLink } from './account-helpers.ts';
import { addSession, expect, newLearner, test } from './fixtures.ts';

// Questions and answers under a lesson: ask with my code and the video moment, another learner
// answers, the asker is mailed and accepts it, and the accepted answer leads the thread; a
// Builder cannot read Planning's questions. The Unity shooter's first Build lesson has a
// video and a code exercise, and no "Learn in order" lock.
const LESSON = '/coursepage/game/3d-shooter-unity?section=build&lesson=1';

async function openQuestions(page: Page) {
  await page.goto(LESSON);
  await expect(page.locator('video')).toBeVisible();
  await page.getByRole('tab', { name: 'Questions' }).click();
  return page.getByRole('tabpanel', { name: 'Questions' });
}

test('ask with my code and the video moment; another learner answers; the accepted answer leads', async ({
  page,
  learner,
  baseURL,
  browser,
}) => {
  // Two learners, two browsers, a lesson with its player and editor: 52 s at load 15 in CI.
  test.setTimeout(120_000);
  const asker = await learner({ tier: 'starter', label: 'asker' });
  const panel = await openQuestions(page);
  await expect(panel.getByText('No questions yet. Stuck? Ask the first one.')).toBeVisible();

  // The video at 0:02, paused there: the moment the question points to.
  await page.locator('video').evaluate(async (video: HTMLVideoElement) => {
    video.pause();
    video.currentTime = 2;
    await new Promise((done) => video.addEventListener('seeked', done, { once: true }));
  });
  await panel.getByRole('button', { name: 'Ask a question' }).click();
  const title = `My profile card will not render ${Date.now()}`;
  await panel.getByRole('textbox', { name: 'Title' }).fill(title);
  await panel
    .getByRole('textbox', { name: /Your question/ })
    .fill('It stays blank:\n\n```js\nexport default function App() {}\n```');
  await panel.getByRole('checkbox', { name: 'Attach my code' }).check();
  await panel.getByRole('checkbox', { name: /Attach the video moment \(0:02\)/ }).check();
  await panel.getByRole('button', { name: 'Ask', exact: true }).click();

  await expect(panel.getByRole('heading', { name: title })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Attached code' })).toContainText('function');
  await expect(panel.getByRole('button', { name: 'Copy' }).first()).toBeVisible();
  const watch = panel.getByRole('button', { name: 'Watch from 0:02' });
  await page.locator('video').evaluate((video: HTMLVideoElement) => {
    video.currentTime = 0;
  });
  await watch.click();
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => Math.round(v.currentTime)))
    .toBe(2);

  // Another learner, in a browser of their own, answers twice.
  const other = await browser.newContext({ baseURL });
  try {
    await newLearner(other, baseURL, { label: 'answerer' });
    const otherPage = await other.newPage();
    const theirPanel = await openQuestions(otherPage);
    await theirPanel.getByRole('button', { name: title }).click();
    for (const text of [
      'Check the import first.',
      'Return your card from App: `return <Card />`.',
    ]) {
      await theirPanel.getByRole('textbox', { name: /Your answer/ }).fill(text);
      await theirPanel.getByRole('button', { name: 'Post answer' }).click();
      await expect(
        theirPanel.getByText(text.replace(/`/g, '').split(':')[0] ?? text),
      ).toBeVisible();
    }
    await expect(theirPanel.getByRole('heading', { name: '2 answers' })).toBeVisible();
  } finally {
    await other.close();
  }

  // The asker is mailed; its link opens the lesson on the thread, where they accept the second
  // answer: it leads the thread.
  await openMailLink(page, asker.email, 'Your question has an answer');
  await expect(page).toHaveURL(/section=build&lesson=1&question=/);
  const again = page.getByRole('tabpanel', { name: 'Questions' });
  await expect(again.getByRole('heading', { name: title })).toBeVisible();
  // The header counts the new answers to my question.
  await expect(page.getByLabel('New answers to your question')).toBeVisible();
  const answers = again.getByRole('listitem');
  await expect(answers).toHaveCount(2);
  await answers.nth(1).getByRole('button', { name: 'Accept this answer' }).click();
  await expect(answers.first()).toHaveAccessibleName('Accepted answer');
  await expect(answers.first()).toContainText('Return your card from App');
  await expect(answers.first()).toContainText('✓ Accepted answer');
});

// At both widths: the lock, and no Questions tab, on a phone too.
for (const at of ['', ' @phone']) {
  test(`a Builder cannot read Planning's questions${at}`, async ({
    page,
    baseURL,
    browser,
    signIn,
  }) => {
    // The demo creator asks on Planning's first lesson (a question of this journey's own).
    const creator = await browser.newContext({ baseURL });
    let lessonId = '';
    let questionId = '';
    try {
      await addSession(creator, 'creator', baseURL);
      const list = await creator.request.get('/api/courses/web/portfolio/sections/planning');
      expect(list.ok()).toBe(true);
      lessonId = (await list.json()).lessons[0].id;
      const asked = await creator.request.post(`/api/lessons/${lessonId}/questions`, {
        headers: { origin: baseURL ?? '' },
        data: { title: 'Which pages should a portfolio plan?', body: 'Home, work, contact?' },
      });
      expect(asked.status()).toBe(201);
      questionId = (await asked.json()).id;
    } finally {
      await creator.close();
    }

    await signIn('builder');
    await page.goto('/coursepage/web/portfolio?section=planning&lesson=1');
    await expect(page.getByText('Planning is only available to Creators').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Questions' })).toHaveCount(0);
    for (const url of [`/api/lessons/${lessonId}/questions`, `/api/questions/${questionId}`]) {
      const res = await page.request.get(url);
      expect(res.status()).toBe(403);
      expect((await res.json()).message).toBe('Planning is only available to Creators');
    }
  });
}

test('the Questions tab on a phone: ask, another learner answers, the asker accepts it, nothing overflows @phone', async ({
  page,
  learner,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  await learner({ label: 'phone-asker' });
  const panel = await openQuestions(page);
  await panel.getByRole('button', { name: 'Ask a question' }).click();
  const title = `Where does the score go on a phone? ${Date.now()}`;
  await panel.getByRole('textbox', { name: 'Title' }).fill(title);
  await panel.getByRole('textbox', { name: /Your question/ }).fill('The label is cut off.');
  await panel.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(panel.getByRole('heading', { name: title })).toBeVisible();
  await panel.getByRole('button', { name: '← All questions' }).click();
  await expect(panel.getByRole('button', { name: title })).toBeVisible();

  // Another learner answers (through the API, as their browser would).
  const other = await browser.newContext({ baseURL });
  try {
    await newLearner(other, baseURL, { label: 'phone-answerer' });
    const lessons = await other.request.get('/api/courses/game/3d-shooter-unity/sections/build');
    const lessonId = (await lessons.json()).lessons[0].id;
    const list = await (await other.request.get(`/api/lessons/${lessonId}/questions`)).json();
    const asked = list.questions.find((q: { title: string }) => q.title === title);
    const answered = await other.request.post(`/api/questions/${asked.id}/answers`, {
      headers: { origin: baseURL ?? '' },
      data: { body: 'Give the label `white-space: nowrap` and a smaller font.' },
    });
    expect(answered.status()).toBe(201);
  } finally {
    await other.close();
  }

  const again = await openQuestions(page);
  await again.getByRole('button', { name: title }).click();
  const answers = again.getByRole('listitem');
  await expect(answers).toHaveCount(1);
  await answers.first().getByRole('button', { name: 'Accept this answer' }).click();
  await expect(answers.first()).toHaveAccessibleName('Accepted answer');
  await expect(answers.first()).toContainText('✓ Accepted answer');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

// The answer mails have a switch on /account (the mail's unsubscribe link turns it off too).
test('the answer mails switch on /account', async ({ page, learner }) => {
  await learner({ label: 'mail-switch' });
  await page.goto('/account');
  const mails = page.getByRole('switch', { name: 'Mail me about answers to my posts' });
  await expect(mails).toHaveAttribute('aria-checked', 'true');
  await mails.click();
  await expect(mails).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(mails).toHaveAttribute('aria-checked', 'false');
});

// At both widths: reporting from a phone, the admin hiding it from /admin on a computer.
for (const at of ['', ' @phone']) {
  test(`a reported question hidden by the admin is gone for learners${at}`, async ({
    page,
    learner,
    baseURL,
    browser,
  }) => {
    await learner({ label: `reporter${at ? '-phone' : ''}` });
    // Another learner's question, asked through the API as the browser would.
    const asker = await browser.newContext({ baseURL });
    const title = `Buy followers cheap ${Date.now()}`;
    try {
      await newLearner(asker, baseURL, { label: `spammer${at ? '-phone' : ''}` });
      const lessons = await asker.request.get('/api/courses/game/3d-shooter-unity/sections/build');
      const lessonId = (await lessons.json()).lessons[0].id;
      const asked = await asker.request.post(`/api/lessons/${lessonId}/questions`, {
        headers: { origin: baseURL ?? '' },
        data: { title, body: 'Visit my shop.' },
      });
      expect(asked.status()).toBe(201);
    } finally {
      await asker.close();
    }

    const panel = await openQuestions(page);
    await panel.getByRole('button', { name: title }).click();
    await panel.getByRole('button', { name: 'Report' }).first().click();
    await panel
      .getByRole('textbox', { name: 'Why report this question?' })
      .fill(`Spam advert ${title}`);
    await panel.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thanks: a moderator will look at it.')).toBeVisible();

    const admin = await browser.newContext({ baseURL });
    try {
      await addSession(admin, 'admin', baseURL);
      const adminPage = await admin.newPage();
      await adminPage.goto('/admin');
      const report = adminPage.getByRole('form', {
        name: `Act on the report: Spam advert ${title}`,
      });
      await expect(report).toBeVisible();
      await report.getByRole('combobox', { name: 'Action' }).selectOption('hide');
      await report.getByRole('textbox', { name: 'Reason (recorded)' }).fill('Advertising');
      await report.getByRole('button', { name: 'Apply' }).click();
      await expect(adminPage.getByText('The post is hidden.')).toBeVisible();
    } finally {
      await admin.close();
    }

    const after = await openQuestions(page);
    await expect(after.getByRole('button', { name: 'Ask a question' })).toBeVisible();
    await expect(after.getByRole('button', { name: title })).toHaveCount(0);
  });
}
