import { describe, expect, it } from 'vitest';
import {
  completesWithExercise,
  neighbours,
  revealsAnswers,
  shuffled,
  sortLessons,
} from './learning.ts';

const l = (
  id: string,
  section: 'planning' | 'build' | 'explanation' | 'deployment',
  number: number,
) => ({ id, section, number });
const course = [
  l('b10', 'build', 10),
  l('d1', 'deployment', 1),
  l('b2', 'build', 2),
  l('p1', 'planning', 1),
  l('b1', 'build', 1),
];

describe('sortLessons', () => {
  it('orders by section, then numerically (2 before 10)', () => {
    expect(sortLessons(course).map((x) => x.id)).toEqual(['p1', 'b1', 'b2', 'b10', 'd1']);
  });
});

describe('neighbours', () => {
  it('crosses into the next section after the last lesson and back', () => {
    expect(neighbours(course, 'p1')).toEqual({ prev: null, next: course[4] });
    expect(neighbours(course, 'b10').next?.id).toBe('d1');
    expect(neighbours(course, 'd1')).toEqual({ prev: course[0], next: null });
    expect(neighbours(course, 'b1').prev?.id).toBe('p1');
  });

  it('skips empty sections and knows nothing of unknown ids', () => {
    expect(neighbours(course, 'b10').next?.section).toBe('deployment');
    expect(neighbours(course, 'nope')).toEqual({ prev: null, next: null });
  });
});

describe('revealsAnswers', () => {
  it('keeps the right options back after one failed attempt', () => {
    expect(revealsAnswers(false, 1)).toBe(false);
  });
  it('shows them once passed or from the second failed attempt on', () => {
    expect(revealsAnswers(true, 0)).toBe(true);
    expect(revealsAnswers(false, 2)).toBe(true);
    expect(revealsAnswers(false, 3)).toBe(true);
  });
});

describe('shuffled', () => {
  it('keeps every item once and follows the given randomness', () => {
    const items = [0, 1, 2, 3, 4];
    expect(shuffled(items, () => 0)).toEqual([1, 2, 3, 4, 0]);
    expect(shuffled(items, (below) => below - 1)).toEqual(items);
    const random = shuffled(items, (below) => Math.floor(Math.random() * below));
    expect([...random].sort()).toEqual(items);
    expect(items).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('completesWithExercise', () => {
  it('completes a lesson with an exercise only once the exercise is passed too', () => {
    expect(completesWithExercise(true, null)).toBe(true);
    expect(completesWithExercise(true, true)).toBe(true);
    expect(completesWithExercise(true, false)).toBe(false);
    expect(completesWithExercise(false, true)).toBe(false);
    expect(completesWithExercise(false, null)).toBe(false);
  });
});
