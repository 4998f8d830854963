import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@thinkbuild/core/messages';
import { sectionOffer } from '@thinkbuild/core/next-step';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { PlanOffer, sectionContents } from './locked-lesson.tsx';

describe('sectionContents', () => {
  it('says how many lessons and, when known, how long', () => {
    expect(sectionContents(1, 0)).toBe('1 lesson');
    expect(sectionContents(3, 1260)).toBe('3 lessons · 21:00');
    expect(sectionContents(0, 0)).toBeUndefined();
  });
});

describe('PlanOffer', () => {
  it('names the lesson once, says the plan message once, the price from core and See plans', () => {
    const offer = sectionOffer('planning', 'free');
    renderWithApp(
      <PlanOffer
        heading={{
          eyebrow: 'Planning · Lesson 1',
          title: 'Defining your goals',
          titleId: 'lesson-title',
          description: 'Who the portfolio is for.',
        }}
        message={MESSAGES.planningCreatorsOnly}
        offer={offer}
        contents="3 lessons · 21:00"
        alternative={{ label: 'Open Build lessons', to: { search: '?section=build' } }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Locked lesson' });
    expect(within(card).getByRole('heading', { level: 1, name: 'Defining your goals' }));
    expect(within(card).getByText('Who the portfolio is for.'));
    expect(within(card).getAllByText(MESSAGES.planningCreatorsOnly)).toHaveLength(1);
    expect(within(card).getByText('This section: 3 lessons · 21:00'));
    expect(within(card).getByText(`${offer?.price} a month`));
    expect(within(card).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(within(card).getByRole('link', { name: 'Open Build lessons' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
