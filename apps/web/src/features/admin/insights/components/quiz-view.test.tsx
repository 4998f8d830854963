import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TInsightsQuiz } from '@thinkbuild/core/schemas/insights';
import { describe, expect, it } from 'vitest';
import { mockApi, on, renderWithApp } from '../../../../test/render.tsx';
import { QuizView } from './quiz-view.tsx';

const option = (text: string, picked: number | null, share: number | null, flags = {}) => ({
  text,
  correct: false,
  picked,
  share,
  mostPickedWrong: false,
  ...flags,
});

const QUIZ: TInsightsQuiz = {
  range: { from: '2026-11-04', to: '2026-12-03' },
  rolledUp: { through: '2026-12-02', at: '2026-12-02T23:00:00.000Z' },
  lesson: { id: '00000000-0000-4000-8000-000000000001', title: 'Flexbox rows' },
  questions: [
    {
      position: 1,
      question: 'Which property?',
      answered: 10,
      firstAttemptCorrect: null,
      options: [
        option('gap', null, null, { correct: true }),
        option('margin', 6, 60, { mostPickedWrong: true }),
        option('padding', null, null),
      ],
    },
  ],
};

describe('the Insights quiz view', () => {
  it('reads the numbers as a table, "fewer than 5" for small counts, the misleading option flagged, and shows it on request', async () => {
    const user = userEvent.setup();
    mockApi(on('GET', '/admin/insights/quiz', { body: QUIZ }));
    renderWithApp(<QuizView search="lesson=x&days=30" ready />);
    const table = await screen.findByRole('table', {
      name: 'Quiz questions: picks on a first attempt',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Question and optionPickedShareNote',
      '1. Which property? — A. gap ✓fewer than 5—Right option',
      '1. Which property? — B. margin ⚑660%Most-picked wrong option',
      '1. Which property? — C. paddingfewer than 5—',
    ]);
    expect(screen.getByText('Right on a first attempt: — of 10 learners.')).toBeTruthy();
    expect(
      screen.getByText(
        /^Days up to 2 December as counted on .+ \(counted each night\); later days as they stand now\.$/,
      ),
    ).toBeTruthy();
    expect(table.closest('.sr-only')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show table' }));
    expect(screen.getByRole('table').closest('.sr-only')).toBeNull();
    expect(screen.getByRole('link', { name: /CSV/ }).getAttribute('href')).toBe(
      '/api/admin/insights/quiz.csv?lesson=x&days=30',
    );
  });
});
