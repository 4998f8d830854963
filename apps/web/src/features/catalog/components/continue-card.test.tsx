import { screen } from '@testing-library/react';
import type { TRecentResponse } from '@thinkbuild/core/schemas/learning';
import { describe, expect, it } from 'vitest';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { ContinueCard } from './continue-card.tsx';
import { ReviewLink } from './review-link.tsx';

const recent = (over: Partial<TRecentResponse> = {}): TRecentResponse => ({
  recent: {
    category: 'web',
    project: 'portfolio',
    projectTitle: 'Portfolio',
    lesson: { id: 'l2', section: 'build', number: 2, title: 'Add a header' },
  },
  waiting: 0,
  next: 'lesson',
  ...over,
});

const openHome = (answer: TRecentResponse) => {
  mockApi(
    on('GET', '/progress/recent', { body: answer }),
    on('GET', '/review/summary', { body: { waiting: answer.waiting } }),
  );
  renderWithApp(
    <>
      <ContinueCard />
      <ReviewLink />
    </>,
  );
};

describe('Continue on /home', () => {
  it('opens the first lesson not yet complete', async () => {
    openHome(recent());
    const link = await screen.findByRole('link', { name: /Continue where you left off/ });
    expect(link.textContent).toContain('Add a header');
    expect(link.getAttribute('href')).toBe('/coursepage/web/portfolio?section=build&lesson=2');
  });

  it('says "Review n questions" when that is the better step, once', async () => {
    openHome(recent({ waiting: 6, next: 'review' }));
    const review = await screen.findByRole('link', { name: /Review 6 questions/ });
    expect(review.getAttribute('href')).toBe('/review');
    expect(screen.getByRole('link', { name: 'Or continue with Add a header' }));
    // The separate review link does not repeat it.
    expect(screen.queryByText('Review: 6 questions waiting')).toBeNull();
  });

  it('shows nothing when there is nothing to continue', async () => {
    openHome(recent({ recent: null, next: null }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
