import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@thinkbuild/core/messages';
import { describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toast.ts';
import { me } from '../../../test/me.ts';
import { mockApi, on } from '../../../test/render.tsx';
import {
  course,
  LESSON_ID,
  lesson,
  listItem,
  quizResult,
  SECOND_ID,
  sectionList,
  videoUrl,
} from '../test/fixtures.ts';
import { BUILD, COURSE, LESSON, learner, openPage } from '../test/lesson-page.tsx';

/** Answers A to every question of the lesson quiz. */
const answerAllA = async (quiz: HTMLElement) => {
  for (const group of within(quiz).getAllByRole('group')) {
    await userEvent.click(within(group).getByRole('radio', { name: 'Option A: Answer a' }));
  }
};

/** Opens the page, answers A to every question of the lesson quiz and submits it. */
const submitAllA = async () => {
  openPage();
  const quiz = await screen.findByRole('region', { name: 'Lesson quiz' });
  await answerAllA(quiz);
  await userEvent.click(within(quiz).getByRole('button', { name: 'Submit answers' }));
  return quiz;
};

/** The lesson menu in its drawer (jsdom's width is a phone's). */
const openDrawer = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Lessons' }));
  return screen.getByRole('dialog', { name: 'Lessons' });
};

describe('the course page', () => {
  it('shows a loading state until the course is in', async () => {
    mockApi(...learner());
    openPage();
    expect(screen.getByRole('status').textContent).toBe('Loading lesson…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up the project' }));
  });

  it('says a course that does not exist does not, with a way back', async () => {
    mockApi(on('GET', COURSE, { status: 404, body: { code: 'NOT_FOUND', message: 'No course' } }));
    openPage();
    expect(await screen.findByRole('heading', { name: 'This course does not exist' }));
    expect(screen.getByRole('link', { name: 'Back to your courses' }).getAttribute('href')).toBe(
      '/home',
    );
  });

  it('offers a retry when the course fails to load, and shows it once it loads', async () => {
    let fail = true;
    mockApi(
      (request) =>
        request.path === COURSE && fail
          ? { status: 500, body: { code: 'INTERNAL', message: 'Down' } }
          : undefined,
      ...learner(),
    );
    openPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This course could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up the project' }));
  });

  it('shows the lesson with its video, breadcrumb and details', async () => {
    mockApi(...learner());
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up the project' }));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Web Development' }));
    expect(within(crumbs).getByText('Todo App'));
    expect(await screen.findByRole('group', { name: 'Video player: Set up the project' }));
    expect(screen.getByText('Create the folders.'));
    expect(screen.getByRole('button', { name: /Next Lesson/ }));
  });

  it('opens the next lesson with Next and moves the focus to its title', async () => {
    mockApi(
      on('GET', BUILD, {
        body: sectionList([listItem(), listItem({ id: SECOND_ID, number: 2, title: 'Add items' })]),
      }),
      ...learner(),
      on('GET', `/lessons/${SECOND_ID}`, {
        body: lesson({ id: SECOND_ID, number: 2, title: 'Add items', next: null }),
      }),
    );
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: /Next Lesson/ }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Add items' });
    expect(document.activeElement).toBe(title);
  });

  it('opens the resume lesson for the bare course URL', async () => {
    mockApi(...learner());
    openPage('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up the project' }));
  });

  it('says a course without lessons has none', async () => {
    mockApi(on('GET', COURSE, { body: course({ resume: null }) }));
    openPage('');
    expect(await screen.findByRole('heading', { name: 'Todo App' }));
    expect(screen.getByText(MESSAGES.noLessons));
  });

  it('says a lesson number past the end is not there, linking to the first', async () => {
    mockApi(...learner());
    openPage('?section=build&lesson=9');
    expect(await screen.findByText(/There is no lesson 9 here/));
    expect(screen.getByRole('link', { name: 'Open its first lesson' }));
  });

  it('offers a retry when the section list fails', async () => {
    mockApi(
      on('GET', COURSE, { body: course() }),
      on('GET', BUILD, { status: 500, body: { code: 'INTERNAL', message: 'Down' } }),
    );
    openPage();
    expect(await screen.findByText('The Build lessons could not be loaded.'));
  });

  it('shows a lesson of a plan the learner lacks as one offer: what it is, price, See plans', async () => {
    mockApi(
      on('GET', '/me', { body: me({ role: 'free' }) }),
      on('GET', COURSE, { body: course() }),
      on('GET', `${COURSE}/sections/deployment`, {
        body: {
          ...sectionList([listItem({ durationSeconds: 600 })], false),
          section: 'deployment',
        },
      }),
      on('GET', LESSON, {
        status: 403,
        body: {
          code: 'FORBIDDEN',
          message: MESSAGES.deploymentCreatorOnly,
          locked: {
            title: 'Shipping to a host',
            description: 'Put the site online.',
            section: 'deployment',
            sectionLessons: 2,
            sectionSeconds: 1200,
          },
        },
      }),
    );
    openPage('?section=deployment&lesson=1');
    const offer = await screen.findByRole('region', { name: 'Locked lesson' });
    expect(within(offer).getByRole('heading', { level: 1, name: 'Shipping to a host' }));
    expect(within(offer).getByText('Put the site online.'));
    expect(within(offer).getByText(MESSAGES.deploymentCreatorOnly));
    expect(within(offer).getByText('This section: 2 lessons · 20:00'));
    expect(await within(offer).findByText('R500 a month'));
    expect(within(offer).getByText('Deployment'));
    expect(within(offer).getByRole('link', { name: 'Open Build lessons' }));
    expect(within(offer).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/subscription',
    );
    // Said once: no alert, no toast, no second sentence under the title.
    expect(screen.getAllByText(MESSAGES.deploymentCreatorOnly)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getToasts()).toHaveLength(0);
    expect(screen.queryByRole('group', { name: /Video player/ })).toBeNull();
  });

  it('shows a lesson learnt in order as up next after the first unfinished one, never as locked', async () => {
    const lock = { id: 'x', number: 1, title: 'Set up the project' };
    mockApi(
      on('GET', COURSE, { body: course() }),
      on('GET', BUILD, {
        body: sectionList([
          listItem({ id: 'x' }),
          listItem({ id: 'y', number: 2, title: 'Add items', lockedBy: lock }),
        ]),
      }),
      on('GET', '/lessons/y', {
        body: lesson({
          id: 'y',
          number: 2,
          title: 'Add items',
          lockedBy: lock,
          nextLockedBy: lock,
        }),
      }),
    );
    openPage('?section=build&lesson=2');
    const card = await screen.findByRole('region', { name: 'Up next' });
    expect(within(card).getByText('Up next after lesson 1, “Set up the project”'));
    const link = within(card).getByRole('link', { name: 'Go to lesson 1: Set up the project' });
    expect(link.getAttribute('href')).toContain('section=build&lesson=1');
    expect(screen.queryByRole('heading', { name: 'Lesson quiz' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Locked lesson' })).toBeNull();
    // The menu (the drawer at this width): no padlock and no "Locked", but the way on.
    const menu = await openDrawer();
    const row = within(menu).getByRole('link', { name: /^Add items/ });
    expect(row.textContent).not.toMatch(/Locked/);
    expect(row.querySelector('[data-mark="padlock"]')).toBeNull();
    expect(row.querySelector('[data-mark="waiting"]')).not.toBeNull();
    const upNext = within(menu).getByRole('link', { name: 'Up next after lesson 1' });
    expect(upNext.getAttribute('href')).toContain('section=build&lesson=1');
    // Next Lesson waits too, and says for what.
    const nav = screen.getByRole('navigation', { name: 'Lesson navigation' });
    const next = within(nav).getByRole('button', { name: /Next Lesson/ });
    expect(next.hasAttribute('disabled')).toBe(true);
    expect(within(nav).getByRole('link', { name: 'Up next after lesson 1' }));
  });

  it('shows a plan-closed lesson in the menu with a padlock, and the price above its section', async () => {
    mockApi(
      ...learner(),
      on('GET', `${COURSE}/sections/deployment`, {
        body: {
          ...sectionList([listItem({ id: 'd', title: 'Ship it' })], false),
          section: 'deployment',
        },
      }),
    );
    openPage();
    const menu = await openDrawer();
    await userEvent.click(within(menu).getByRole('button', { name: /Deployment/ }));
    const row = await within(menu).findByRole('link', { name: /^Ship it/ });
    expect(row.textContent).toMatch(/Locked/);
    expect(row.querySelector('[data-mark="padlock"]')).not.toBeNull();
    expect(within(menu).getByText(/Creator opens it, from R\d+ a month/));
    expect(within(menu).queryByRole('link', { name: /Up next/ })).toBeNull();
  });

  it.each([
    [
      { nextLockedBy: { id: LESSON_ID, number: 1, title: 'Set up the project' } },
      'Finish the quiz to go on',
    ],
    [
      {
        next: { id: 'd', section: 'deployment', number: 1, title: 'Ship it' } as const,
      },
      'Deployment opens with Creator',
    ],
  ])('disables Next Lesson with the reason: %o', async (over, reason) => {
    mockApi(...learner(over));
    openPage();
    const nav = await screen.findByRole('navigation', { name: 'Lesson navigation' });
    const next = within(nav).getByRole('button', { name: /Next Lesson/ });
    expect(next.hasAttribute('disabled')).toBe(true);
    expect(next.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(next.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain(reason);
  });

  it('after passing, shows one next action: the quiz result’s, not Next Lesson as well', async () => {
    mockApi(
      on('GET', COURSE, { body: course() }),
      on('GET', BUILD, { body: sectionList([listItem()]) }),
      on('GET', LESSON, {
        body: lesson({ nextLockedBy: { id: LESSON_ID, number: 1, title: 'Set up the project' } }),
      }),
      on('GET', `${LESSON}/video`, { body: videoUrl() }),
      on('POST', `${LESSON}/quiz`, { body: quizResult(5) }),
    );
    const quiz = await submitAllA();
    const result = await within(quiz).findByRole('status');
    expect(within(result).getByRole('link', { name: /Next lesson/ }));
    expect(screen.getAllByRole('link', { name: /next lesson/i })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Next Lesson/ })).toBeNull();
    expect(screen.queryByText('Finish the quiz to go on')).toBeNull();
  });

  it('says a lesson that does not exist does not', async () => {
    mockApi(
      on('GET', COURSE, { body: course() }),
      on('GET', BUILD, { body: sectionList([listItem()]) }),
      on('GET', LESSON, { status: 404, body: { code: 'NOT_FOUND', message: 'No lesson' } }),
    );
    openPage();
    expect((await screen.findByRole('alert')).textContent).toContain('This lesson does not exist.');
  });

  it('after a pass offers the next lesson by name, one click away', async () => {
    mockApi(
      on('GET', BUILD, {
        body: sectionList([listItem(), listItem({ id: SECOND_ID, number: 2, title: 'Add items' })]),
      }),
      ...learner(),
      on('POST', `${LESSON}/quiz`, { body: quizResult(5) }),
      on('GET', `/lessons/${SECOND_ID}`, {
        body: lesson({ id: SECOND_ID, number: 2, title: 'Add items', next: null }),
      }),
    );
    const quiz = await submitAllA();
    const result = await within(quiz).findByRole('status');
    expect(within(result).getByText('Lesson 2: Add items'));
    await userEvent.click(within(result).getByRole('link', { name: /Next lesson/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add items' }));
  });

  it.each([
    [{ kind: 'exercise' } as const, /the code exercise below completes this lesson/],
    [
      { kind: 'section', section: 'build', next: null } as const,
      /Section complete: you finished every lesson of Build/,
    ],
  ])('after a pass says what comes next: %o', async (nextStep, words) => {
    mockApi(...learner(), on('POST', `${LESSON}/quiz`, { body: quizResult(5, nextStep) }));
    const quiz = await submitAllA();
    expect(await within(quiz).findByText(words));
    expect(within(quiz).queryByRole('link', { name: /Next lesson/ })).toBeNull();
  });

  it('after the last lesson of a section offers its certificate and the next section', async () => {
    let complete = false;
    const next = { id: 'd1', section: 'deployment', number: 1, title: 'Ship it' } as const;
    mockApi(
      ...learner(),
      on('POST', `${LESSON}/quiz`, () => {
        complete = true;
        return { body: quizResult(5, { kind: 'section', section: 'build', next }) };
      }),
      on('GET', `${COURSE}/certificates`, () => ({
        body: {
          hasName: true,
          allowed: true,
          sections: [{ section: 'build', complete, code: null }],
        },
      })),
    );
    const quiz = await submitAllA();
    const result = await within(quiz).findByRole('status');
    const download = await within(result).findByRole('link', { name: 'Download your certificate' });
    expect(download.getAttribute('href')).toBe(
      '/api/courses/web/todo-app/sections/build/certificate',
    );
    const onwards = within(result).getByRole('link', { name: /Next: Deployment, lesson 1/ });
    expect(onwards.getAttribute('href')).toContain('section=deployment&lesson=1');
  });

  it('after a fail names the questions to look at again, next to Try again', async () => {
    mockApi(...learner(), on('POST', `${LESSON}/quiz`, { body: quizResult(2) }));
    const quiz = await submitAllA();
    const result = await within(quiz).findByRole('status');
    expect(result.textContent).toContain('Look again at questions 3, 4 and 5 below');
    expect(within(result).getByRole('button', { name: 'Try again' }));
  });

  it.each([
    [5, 'Passed', 'Best score: 5/5 · Lesson complete'],
    [2, 'Not passed yet', 'Best score: 2/5'],
  ])('shows a quiz scored %i of 5 as "%s"', async (score, verdict, best) => {
    const calls = mockApi(...learner(), on('POST', `${LESSON}/quiz`, { body: quizResult(score) }));
    openPage();
    const quiz = await screen.findByRole('region', { name: 'Lesson quiz' });
    const submit = within(quiz).getByRole('button', { name: 'Submit answers' });
    expect(submit).toHaveProperty('disabled', true);
    await answerAllA(quiz);
    await userEvent.click(submit);
    const result = await within(quiz).findByRole('status');
    expect(result.textContent).toContain(`You scored ${score}/5`);
    expect(within(result).getByText(verdict));
    expect(within(result).getByText(best));
    expect(within(quiz).getByRole('button', { name: 'Try again' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      answers: ['1a', '2a', '3a', '4a', '5a'],
    });
  });
});
