import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { PostEnd } from './post-end.tsx';

const post = { category: 'mobile' as const, previous: null, next: null };

describe('the end of a post', () => {
  it('links to its course project by title, on the course page', () => {
    renderWithApp(
      <PostEnd
        post={{
          ...post,
          project: { category: 'mobile', slug: 'portfolio', title: 'Mobile Portfolio' },
        }}
      />,
    );
    const link = screen.getByRole('link', { name: /Mobile Portfolio/ });
    expect(link.getAttribute('href')).toBe('/courses/mobile/portfolio');
    expect(link.parentElement?.textContent).toMatch(/^Put it to work in a project: /);
    expect(screen.queryByRole('link', { name: /Mobile Development courses/ })).toBeNull();
  });

  it("links to its category's courses when it names no project", () => {
    renderWithApp(<PostEnd post={{ ...post, project: null }} />);
    expect(
      screen.getByRole('link', { name: /Mobile Development courses/ }).getAttribute('href'),
    ).toBe('/mobile-category');
  });
});
