import { screen, within } from '@testing-library/react';
import type { TPublicSearchHit } from '@thinkbuild/core/schemas/search';
import { describe, expect, it } from 'vitest';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { VisitorSearchPage } from './visitor-search-page.tsx';

const plain = (text: string) => [{ text, match: false }];

const HITS: TPublicSearchHit[] = [
  {
    kind: 'course',
    category: 'web',
    project: 'portfolio',
    title: plain('Web Portfolio'),
    snippet: plain('A responsive portfolio site'),
  },
  {
    kind: 'lesson',
    id: 'l1',
    title: [
      { text: 'Laying Out the About Section with ', match: false },
      { text: 'Flexbox', match: true },
    ],
    category: 'web',
    project: 'portfolio',
    projectTitle: 'Web Portfolio',
    section: 'build',
    number: 4,
    snippet: null,
  },
  {
    kind: 'blog',
    slug: 'centring-anything',
    title: plain('Centring Anything with Flexbox and Grid'),
    snippet: null,
  },
];

const open = (q: string) =>
  renderWithApp(<VisitorSearchPage />, { url: `/search?q=${q}`, path: '/search' });

describe('a visitor’s search results', () => {
  it('links a course and a lesson to the course’s public page, a post to the post', async () => {
    mockApi(
      on('GET', '/search/public', { body: { q: 'flexbox', suggestion: null, results: HITS } }),
    );
    open('flexbox');
    const list = await screen.findByRole('list', { name: 'Search results' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/courses/web/portfolio',
      '/courses/web/portfolio#syllabus',
      '/blogpage/centring-anything',
    ]);
    expect(within(list).getByText('Web Portfolio · Build · Lesson 4'));
    expect(within(list).getByText('Blog post'));
    expect(within(list).getByText('Flexbox').tagName).toBe('MARK');
    expect(screen.getByText('3 results'));
    // The page's own box is a plain form: it works where no script runs.
    const form = screen
      .getByRole('searchbox', { name: 'Search courses, lessons and posts' })
      .closest('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/search');
  });

  it('says when nothing matches, and where to go instead', async () => {
    mockApi(on('GET', '/search/public', { body: { q: 'zzz', suggestion: null, results: [] } }));
    open('zzz');
    expect(await screen.findByText('Nothing matches “zzz”. Try another word, or fewer words.'));
    expect(screen.getByRole('link', { name: 'Browse all courses' }).getAttribute('href')).toBe(
      '/courses',
    );
  });

  it('shows the field’s message for a refused query', async () => {
    mockApi(
      on('GET', '/search/public', {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Invalid request',
          fields: { q: 'Search for at most 100 characters' },
        },
      }),
    );
    open('x'.repeat(101));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Search for at most 100 characters',
    );
  });
});
