import { describe, expect, it } from 'vitest';
import {
  coursePlans,
  formatLength,
  previewLesson,
  scorePreviewQuiz,
  visitorMayOpen,
} from './course-pages.ts';

describe('previewLesson', () => {
  it('is the first Build lesson, whatever the order given', () => {
    const lessons = [
      { id: 'p1', section: 'planning' as const, number: 1 },
      { id: 'b2', section: 'build' as const, number: 2 },
      { id: 'b1', section: 'build' as const, number: 1 },
    ];
    expect(previewLesson(lessons)?.id).toBe('b1');
  });

  it('falls back to the first lesson in section order without Build lessons', () => {
    const lessons = [
      { id: 'd1', section: 'deployment' as const, number: 1 },
      { id: 'e3', section: 'explanation' as const, number: 3 },
    ];
    expect(previewLesson(lessons)?.id).toBe('e3');
    expect(previewLesson([])).toBeNull();
  });
});

describe('visitorMayOpen', () => {
  it('opens the preview lesson only', () => {
    expect(visitorMayOpen('b1', { id: 'b1' })).toBe(true);
    expect(visitorMayOpen('b2', { id: 'b1' })).toBe(false);
    expect(visitorMayOpen('b1', null)).toBe(false);
  });
});

describe('coursePlans', () => {
  it('names plans for learners and counts what each opens of this course', () => {
    const plans = coursePlans({ planning: 1, build: 3, explanation: 2, deployment: 0 });
    expect(plans.map((p) => [p.name, p.monthlyPrice, p.lessonCount])).toEqual([
      ['Free account', null, 3],
      ['Starter', 200, 3],
      ['Builder', 300, 5],
      ['Creator', 500, 6],
    ]);
    // A section without lessons in this course is not promised.
    expect(plans[3]?.sections).toEqual(['planning', 'build', 'explanation']);
    expect(JSON.stringify(plans)).not.toMatch(/creatorm|startera/);
  });
});

describe('formatLength', () => {
  it('reads as seconds, minutes or hours', () => {
    expect(formatLength(45)).toBe('45 s');
    expect(formatLength(7 * 60 + 10)).toBe('7 min');
    expect(formatLength(2 * 3600 + 5 * 60)).toBe('2 h 05 min');
    expect(formatLength(null)).toBe('');
  });
});

describe('scorePreviewQuiz', () => {
  const q = { correctOption: 2, explanations: ['no', 'no', 'yes', 'no', 'no'] };
  const quiz = [q, q, q, q, q];

  it('scores a first failed try without the right options, with the chosen explanation', () => {
    const out = scorePreviewQuiz(quiz, [2, 0, 0, 0, 0]);
    expect(out).toMatchObject({ score: 1, passed: false, revealed: false, failed: 1 });
    expect(out.results[1]).toMatchObject({ correct: false, rightOption: null, explanation: 'no' });
  });

  it('gives the right options from the second failed try on, as the lesson quiz does', () => {
    const out = scorePreviewQuiz(quiz, [0, 0, 0, 0, 0], 1);
    expect(out).toMatchObject({ passed: false, revealed: true, failed: 2 });
    expect(out.results[0]).toMatchObject({ rightOption: 2 });
  });

  it('gives them on a pass, first try or not', () => {
    const out = scorePreviewQuiz(quiz, [2, 2, 2, 2, 0]);
    expect(out).toMatchObject({ score: 4, passed: true, revealed: true, failed: 0 });
    expect(out.results[4]).toMatchObject({ correct: false, rightOption: 2 });
  });
});
