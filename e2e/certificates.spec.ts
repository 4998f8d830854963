import type { Page } from '@playwright/test';
import { CERTIFICATE_MESSAGES } from '@thinkbuild/core/certificates';
import { MOBILE_CATEGORY } from '@thinkbuild/demo/catalog-mobile';
import { PDFDocument } from 'pdf-lib';
import { CONFIRMED, checkout } from './billing-helpers.ts';
import { expect, expectAccessible, lookAt, newLearner, test } from './fixtures.ts';

type TAttempt = {
  id: string;
  questions: { question: string; options: { id: string; text: string }[] }[];
};

const SHOTS = 'test-results/shots';
const seedLessons = MOBILE_CATEGORY.projects.find((p) => p.slug === 'portfolio')?.lessons ?? [];

/** Passes a lesson's quiz through the API with the demo content's right answers. */
async function passQuiz(page: Page, origin: string, lessonId: string, title: string) {
  const seed = seedLessons.find((l) => l.title === title);
  if (!seed) throw new Error(`no seed lesson ${title}`);
  const attempt: TAttempt = await (
    await page.request.post(`/api/lessons/${lessonId}/quiz/attempts`, { headers: { origin } })
  ).json();
  const answers = attempt.questions.map((q) => {
    const s = seed.questions.find((sq) => sq.question === q.question);
    const right = s?.options[s.correct];
    return q.options.find((o) => o.text === right)?.id ?? '';
  });
  const result = await page.request.post(`/api/lessons/${lessonId}/quiz`, {
    headers: { origin },
    data: { attemptId: attempt.id, answers },
  });
  expect((await result.json()).passed).toBe(true);
}

test('a Starter learner who passes every Build quiz downloads a certificate anyone can verify', async ({
  page,
  browser,
  baseURL,
}) => {
  // Eight quiz requests, a PDF and a second browser: minutes on the shared two-core machine.
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  await newLearner(page.context(), origin, { label: 'certified' });
  const list = await (
    await page.request.get('/api/courses/mobile/portfolio/sections/build')
  ).json();
  const lessons: { id: string; title: string }[] = list.lessons;
  expect(lessons.length).toBeGreaterThan(0);

  // Not yet complete: no certificate offered.
  await page.goto('/coursepage/mobile/portfolio?section=build&lesson=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download your certificate' })).toHaveCount(0);

  for (const l of lessons) await passQuiz(page, origin, l.id, l.title);

  // Complete on a free account: certificates come with a plan (the plan matrix), not before.
  await page.reload();
  await expect(page.getByText('You completed every lesson of Build.')).toBeVisible();
  await expect(page.getByText(CERTIFICATE_MESSAGES.needsPlan)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download your certificate' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Choose a plan' }).click();
  await expect(page).toHaveURL('/subscription');
  await page
    .getByRole('form', { name: 'Choose a subscription' })
    .getByRole('radio', { name: 'Starter' })
    .check();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await checkout(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'You now have Starter access' })).toBeVisible(
    CONFIRMED,
  );
  await page.goto('/coursepage/mobile/portfolio?section=build&lesson=1');

  // Complete, but no name yet: the course page sends the learner to /account for it.
  await page.reload();
  await page.getByRole('link', { name: 'Add your name to get your certificate' }).click();
  await expect(page).toHaveURL('/account');
  const name = page.getByLabel('Name on certificates');
  await name.fill('<b>');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Use letters, spaces, hyphens and apostrophes')).toBeVisible();
  await name.fill('Amahle Zoë Dlamini');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Saved. New certificates carry this name.')).toBeVisible();

  await page.goBack();
  await expect(page.getByText('You completed every lesson of Build.')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download your certificate' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('thinkbuild-portfolio-build-certificate.pdf');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toContain('Amahle Zoë Dlamini');
  const code = /Verification code ([A-Z2-7]{20})/.exec(pdf.getSubject() ?? '')?.[1];
  expect(code).toBeTruthy();

  // The account lists it; its verification page is public (a fresh, signed-out browser).
  await page.goto('/account');
  const mine = page.getByRole('list', { name: 'Your certificates' });
  await expect(mine).toContainText('Mobile Portfolio (React Native): Build');
  await lookAt(page, { path: `${SHOTS}/account-desktop.png`, fullPage: true });

  const strangers = await browser.newContext({ baseURL: origin });
  const stranger = await strangers.newPage();
  await stranger.goto(`/certificates/${code}`);
  await expect(stranger.getByText('Verified certificate')).toBeVisible();
  await expect(stranger.getByRole('heading', { name: 'Amahle Zoë Dlamini' })).toBeVisible();
  await expect(
    stranger.getByText(
      /Build\s+section of\s+Mobile Development — Mobile Portfolio \(React Native\)/,
    ),
  ).toBeVisible();
  await expect(stranger.locator('body')).not.toContainText('@example.com');
  await expectAccessible(stranger, 'certificate');
  await lookAt(stranger, { path: `${SHOTS}/certificate-desktop.png`, fullPage: true });
  await stranger.setViewportSize({ width: 375, height: 812 });
  await lookAt(stranger, { path: `${SHOTS}/certificate-375.png`, fullPage: true });
  // The same page in the dark theme (the theme sweep cannot reach a real certificate).
  await strangers.addCookies([{ name: 'theme', value: 'dark', url: origin }]);
  await stranger.reload();
  await expect(stranger.getByText('Verified certificate')).toBeVisible();
  await expectAccessible(stranger, 'certificate, dark');
  await lookAt(stranger, { path: `${SHOTS}/certificate-dark-375.png`, fullPage: true });

  await stranger.goto('/certificates/AAAAAAAAAAAAAAAAAAAA');
  await expect(stranger.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
  await lookAt(stranger, { path: `${SHOTS}/certificate-not-found-375.png` });
  await strangers.close();
});

test('@phone the name on certificates fits a phone screen', async ({ page, baseURL }) => {
  await newLearner(page.context(), baseURL ?? '', { label: 'certified' });
  await page.goto('/account');
  await expect(page.getByLabel('Name on certificates')).toBeVisible({ timeout: 30_000 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByLabel('Name on certificates').scrollIntoViewIfNeeded();
  await lookAt(page, { path: `${SHOTS}/account-375.png`, fullPage: true });
});
