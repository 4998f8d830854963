import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSearchHit } from '@thinkbuild/core/schemas/search';
import { describe, expect, it } from 'vitest';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import SearchPage from './search.tsx';

const lessonHit = (over: Partial<Extract<TSearchHit, { kind: 'lesson' }>> = {}): TSearchHit => ({
  kind: 'lesson',
  id: 'l1',
  title: [{ text: 'Laying Out the About Section with Flexbox', match: false }],
  category: 'web',
  project: 'portfolio',
  projectTitle: 'Portfolio',
  section: 'build',
  number: 4,
  locked: null,
  snippet: null,
  ...over,
});

const openSearch = (q: string) =>
  renderWithApp(<SearchPage />, { url: `/search?q=${q}`, path: '/search' });

describe('the search results page', () => {
  it('links a question to its thread, which the server opens in its lesson', async () => {
    mockApi(
      on('GET', '/search', {
        body: {
          q: 'centre',
          suggestion: null,
          results: [
            {
              kind: 'question',
              id: 'q1',
              title: [{ text: 'Why will my hero not centre?', match: false }],
              snippet: [{ text: 'Accepted: use margin auto', match: false }],
            },
          ],
        },
      }),
    );
    openSearch('centre');
    const link = await screen.findByRole('link', { name: 'Why will my hero not centre?' });
    expect(link.getAttribute('href')).toBe('/questions/q1');
    expect(screen.getByText('Question'));
    expect(screen.getByText('Accepted: use margin auto'));
  });

  it('names the track and project of each lesson', async () => {
    mockApi(
      on('GET', '/search', {
        body: {
          q: 'flexbx',
          suggestion: null,
          results: [
            lessonHit(),
            lessonHit({
              id: 'l2',
              title: [{ text: 'Flexbox and Styling in React Native Explained', match: false }],
              category: 'mobile',
              project: 'weather',
              projectTitle: 'Weather App',
            }),
          ],
        },
      }),
    );
    openSearch('flexbx');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const [web, mobile] = within(results).getAllByRole('listitem');
    expect(web?.textContent).toContain('Web Development · Portfolio · Build · Lesson 4');
    expect(mobile?.textContent).toContain('Mobile Development · Weather App');
  });

  it('offers "Did you mean" as a link that runs the corrected search', async () => {
    mockApi((request) =>
      request.path.startsWith('/search?q=flexbx')
        ? { body: { q: 'flexbx', suggestion: 'flexbox', results: [lessonHit()] } }
        : request.path.startsWith('/search?q=flexbox')
          ? {
              body: {
                q: 'flexbox',
                suggestion: null,
                results: [lessonHit(), lessonHit({ id: 'l3' })],
              },
            }
          : undefined,
    );
    openSearch('flexbx');
    const link = await screen.findByRole('link', { name: 'flexbox' });
    expect(link.closest('p')?.textContent).toBe('Did you mean flexbox?');
    await userEvent.click(link);
    await screen.findByRole('heading', { name: 'Results for “flexbox”' });
    expect(screen.queryByText(/Did you mean/)).toBeNull();
  });

  it('has its own search box holding the words, which runs a new search', async () => {
    mockApi((request) =>
      request.path.startsWith('/search?q=')
        ? { body: { q: 'x', suggestion: null, results: [] } }
        : undefined,
    );
    openSearch('flexbx');
    const box = screen.getByRole('searchbox', { name: 'Search again' });
    expect((box as HTMLInputElement).value).toBe('flexbx');
    await userEvent.clear(box);
    await userEvent.type(box, 'grid layout{Enter}');
    await screen.findByRole('heading', { name: 'Results for “grid layout”' });
    expect(
      (screen.getByRole('searchbox', { name: 'Search again' }) as HTMLInputElement).value,
    ).toBe('grid layout');
  });
});
