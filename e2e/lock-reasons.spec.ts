import type { BrowserContext, Locator, Page } from '@playwright/test';
import { addSession, expect, lookInBothThemes, test } from './fixtures.ts';
import { BLANK_CLIP, createLesson, fiveQuestions, uploadVideo } from './lesson-helpers.ts';

/**
 * Locks that explain themselves: a lesson the learning order closes is "up next" after the
 * lesson to finish, linked, and never looks paid; only the plan closes with a padlock and a
 * price. An admin turns the order off per project, and then any lesson the plan opens opens.
 */

const PORTFOLIO = '/coursepage/web/portfolio';
const LESSON_1 = 'HTML Boilerplate and Semantic Page Structure';
const SHOTS = 'test-results/shots/locks';

type TAdmin = Pick<BrowserContext, 'request'>;

/** The course menu: the sidebar on a wide screen, the Lessons drawer on a phone. */
async function courseMenu(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('navigation', { name: 'Course lessons' });
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  return page.getByRole('dialog', { name: 'Lessons' });
}

/**
 * Deployment lessons 1 and 2 of a new web project of this journey's own, with "Learn in order"
 * off (the lesson form's checkbox; the integration tests turn it on and off).
 */
async function unorderedProject(admin: TAdmin, origin: string) {
  const title = `Lock reasons ${Math.random().toString(36).slice(2, 8)}`;
  const lessonOf = (number: number, project: Record<string, unknown>) => ({
    category: 'web',
    project,
    section: 'deployment',
    number,
    difficulty: 'Beginner',
    title: `Ship it, part ${number}`,
    description: '',
    questions: fiveQuestions(),
  });
  const project = { kind: 'new', title, status: 'published', learnInOrder: false };
  const first = await createLesson(admin, origin, lessonOf(1, project));
  const slug = first.project.slug;
  const second = await createLesson(admin, origin, lessonOf(2, { kind: 'existing', slug }));
  // Both published (a lesson is, with its video): lesson 1 is there, unfinished, before 2.
  await uploadVideo(admin, origin, first.id, BLANK_CLIP);
  await uploadVideo(admin, origin, second.id, BLANK_CLIP);
  return `/coursepage/web/${slug}?section=deployment&lesson=2`;
}

for (const phone of [false, true]) {
  const tag = phone ? '@phone ' : '';

  test(`${tag}an order-closed lesson is up next after the one to finish, a plan-closed one the padlock and the price, and with the order off lesson 2 opens directly`, async ({
    page,
    baseURL,
    browser,
    learner,
  }) => {
    const origin = baseURL ?? '';
    const admin = await browser.newContext({ baseURL });
    await addSession(admin, 'admin', baseURL);
    const project = unorderedProject(admin, origin);

    // A free learner on Build lesson 2 of the web Portfolio, learnt in order.
    await learner();
    await page.goto(`${PORTFOLIO}?section=build&lesson=2`);
    const upNext = page.getByRole('region', { name: 'Up next' });
    await expect(upNext).toContainText(`Up next after lesson 1, “${LESSON_1}”`);
    await expect(page.getByRole('region', { name: 'Locked lesson' })).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Lesson navigation' });
    await expect(nav.getByRole('button', { name: 'Next Lesson' })).toBeDisabled();
    await expect(nav.getByRole('link', { name: 'Up next after lesson 1' })).toBeVisible();
    await lookInBothThemes(page, { dir: SHOTS, name: 'order-lesson', baseURL });

    const menu = await courseMenu(page, phone);
    const row = menu.getByRole('link', { name: /^Building the Navigation Bar/ });
    await expect(row).toHaveAccessibleName(/Up next after lesson 1$/);
    await expect(row.locator('[data-mark="padlock"]')).toHaveCount(0);
    await lookInBothThemes(page, { dir: SHOTS, name: 'order-menu', baseURL });
    await menu.getByRole('link', { name: 'Up next after lesson 1', exact: true }).first().click();
    await expect(page).toHaveURL(/section=build&lesson=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LESSON_1);
    // Lesson 2 waits for this one: Next Lesson says what opens it.
    await expect(nav.getByText('Finish the quiz to go on')).toBeVisible();
    await nav.scrollIntoViewIfNeeded();
    await lookInBothThemes(page, { dir: SHOTS, name: 'next-reason', baseURL });

    // Planning is the Creator's: the padlock, the plan's message and the price.
    await page.goto(`${PORTFOLIO}?section=planning&lesson=1`);
    const offer = page.getByRole('region', { name: 'Locked lesson' });
    await expect(offer).toContainText('Planning is only available to Creators');
    await expect(offer).toContainText('Creator opens it, from R500 a month');
    await expect(page.getByRole('region', { name: 'Up next' })).toHaveCount(0);
    if (phone) await lookInBothThemes(page, { dir: SHOTS, name: 'plan-lesson', baseURL });
    const planMenu = await courseMenu(page, phone);
    const planned = planMenu.getByRole('link', { name: /^Defining Your Portfolio/ });
    await expect(planned).toHaveAccessibleName(/Locked$/);
    await expect(planned.locator('[data-mark="padlock"]')).toBeVisible();
    await lookInBothThemes(page, { dir: SHOTS, name: 'plan-menu', baseURL });

    // With the order off, a Creator opens Deployment lesson 2 directly.
    const path = await project;
    await addSession(page.context(), 'creator', baseURL);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ship it, part 2');
    await expect(page.locator('video')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Up next' })).toHaveCount(0);
    await admin.close();
  });
}
