import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LessonPageSkeleton } from './lesson-page-skeleton.tsx';

describe('LessonPageSkeleton', () => {
  it('says it is loading the lesson and keeps the page shape: a 16:9 video box', () => {
    const { container } = render(<LessonPageSkeleton />);
    expect(screen.getByRole('status').textContent).toBe('Loading lesson…');
    expect(container.querySelectorAll('.aspect-video')).toHaveLength(1);
  });

  it('pulses only for learners who have not asked for reduced motion', () => {
    const { container } = render(<LessonPageSkeleton />);
    expect(container.querySelectorAll('.animate-pulse')).toHaveLength(0);
    expect(container.querySelectorAll('.motion-safe\\:animate-pulse').length).toBeGreaterThan(0);
  });
});
