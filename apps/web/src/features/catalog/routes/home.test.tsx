import { screen, within } from '@testing-library/react';
import type {
  TMyCourse,
  TMyCoursesResponse,
  TTrackStart,
} from '@thinkbuild/core/schemas/my-courses';
import { describe, expect, it } from 'vitest';
import { me } from '../../../test/me.ts';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import HomePage from './home.tsx';

const lesson = (number: number, title: string) =>
  ({ id: `b${number}`, section: 'build', number, title }) as const;

const track = (slug: TTrackStart['slug'], title: string, project: string): TTrackStart => ({
  slug,
  title,
  status: 'published',
  comingSoonLabel: null,
  courseCount: 1,
  start: {
    project,
    title: `${title} starter`,
    description: '',
    lessonCount: 19,
    lesson: lesson(1, `${title} lesson one`),
  },
});

const TRACKS = [
  track('web', 'Web Development', 'portfolio'),
  track('mobile', 'Mobile Development', 'portfolio'),
  {
    ...track('game', 'Game Development', 'shooter'),
    start: null,
    comingSoonLabel: 'Coming 19 October',
  },
];

const portfolio: TMyCourse = {
  category: 'web',
  project: 'portfolio',
  title: 'Web Portfolio',
  done: 1,
  total: 19,
  sections: [
    { section: 'planning', done: 0, total: 3, open: false },
    { section: 'build', done: 1, total: 11, open: true },
  ],
  next: lesson(2, 'Building the Navigation Bar'),
};

const openHome = (over: Partial<TMyCoursesResponse> = {}) => {
  mockApi(
    on('GET', '/me', { body: me({ role: 'free' }) }),
    on('GET', '/my-courses', {
      body: { courses: [], tracks: TRACKS, review: { waiting: 0, first: false }, ...over },
    }),
  );
  renderWithApp(<HomePage />, { url: '/home', path: '/home' });
};

describe('/home, My courses', () => {
  it('asks a learner with nothing started one question, each track starting its first lesson', async () => {
    openHome();
    expect(screen.getByRole('heading', { level: 1, name: 'My courses' })).toBeTruthy();
    const question = await screen.findByRole('region', {
      name: 'What do you want to build first?',
    });
    const start = within(question).getByRole('link', { name: 'Start Web Development' });
    expect(start.getAttribute('href')).toBe('/coursepage/web/portfolio?section=build&lesson=1');
    expect(within(question).getByText('Web Development starter')).toBeTruthy();
    expect(within(question).getByText(/19 lessons · starts with “Web Development lesson one”/));
    // A track with nothing to open yet says when, and offers no Start.
    expect(within(question).getByText('Coming 19 October')).toBeTruthy();
    expect(within(question).queryByRole('link', { name: 'Start Game Development' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'In progress' })).toBeNull();
  });

  it('shows started projects with progress per section and Continue to the next lesson', async () => {
    openHome({ courses: [portfolio] });
    const course = await screen.findByRole('article', { name: 'Web Portfolio' });
    expect(within(course).getByText('1 of 19 lessons done')).toBeTruthy();
    const sections = within(course).getByRole('list', { name: 'Web Portfolio by section' });
    expect(within(sections).getByText('1 of 11')).toBeTruthy();
    // A section the plan does not open names the plan that does.
    expect(within(sections).getByText('Creator')).toBeTruthy();
    expect(within(course).getByText('Building the Navigation Bar')).toBeTruthy();
    expect(
      within(course).getByRole('link', { name: 'Continue Web Portfolio' }).getAttribute('href'),
    ).toBe('/coursepage/web/portfolio?section=build&lesson=2');
    // The rest of the catalog below, no track question.
    const explore = screen.getByRole('region', { name: 'Explore more to build' });
    expect(within(explore).getByRole('link', { name: /Mobile Development/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What do you want to build first?' })).toBeNull();
  });

  it('offers the plans when every lesson the plan opens is done', async () => {
    openHome({ courses: [{ ...portfolio, next: null }] });
    const course = await screen.findByRole('article', { name: 'Web Portfolio' });
    expect(within(course).getByText('You finished every lesson your plan opens.')).toBeTruthy();
    expect(within(course).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/subscription',
    );
  });

  it('puts review first when a quiz-worth of questions wait, and only reminds otherwise', async () => {
    openHome({ courses: [portfolio], review: { waiting: 5, first: true } });
    const review = await screen.findByRole('link', { name: /Review 5 questions/ });
    expect(review.getAttribute('href')).toBe('/review');
    expect(screen.getByText('Your next step')).toBeTruthy();
  });

  it('only reminds of a few questions waiting', async () => {
    openHome({ courses: [portfolio], review: { waiting: 2, first: false } });
    expect(await screen.findByRole('link', { name: /Review: 2 questions waiting/ })).toBeTruthy();
    expect(screen.queryByText('Your next step')).toBeNull();
  });
});
