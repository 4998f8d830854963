import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { AnswersBadge } from './answers-badge.tsx';

describe('the new answers badge', () => {
  it('counts my questions with new answers, lists them, and marks them seen when opened', async () => {
    const calls = mockApi(
      on('GET', '/questions/new-answers', {
        body: {
          questions: [
            { id: 'q1', title: 'Flexbox will not centre' },
            { id: 'q2', title: 'Grid gaps' },
          ],
        },
      }),
      on('POST', '/questions/new-answers/seen', { status: 204 }),
    );
    renderWithApp(<AnswersBadge />);
    const badge = await screen.findByLabelText('New answers to 2 of your questions');
    expect(badge.textContent).toContain('2');
    fireEvent.click(badge);
    expect(screen.getByRole('link', { name: 'Flexbox will not centre' }).getAttribute('href')).toBe(
      '/questions/q1',
    );
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/questions/new-answers/seen' }),
      ),
    );
  });

  it('shows nothing when there are no new answers', async () => {
    const calls = mockApi(on('GET', '/questions/new-answers', { body: { questions: [] } }));
    const { container } = renderWithApp(<AnswersBadge />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
