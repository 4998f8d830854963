import { describe, expect, it } from 'vitest';
import { continueWith, nextStepAfterQuiz, reviewStepLabel, sectionOffer } from './next-step.ts';

const lesson = (
  id: string,
  section: 'planning' | 'build' | 'explanation' | 'deployment',
  number: number,
  completed = false,
) => ({ id, section, number, title: `Lesson ${id}`, completed });

const stop = (l: ReturnType<typeof lesson>) => ({
  id: l.id,
  section: l.section,
  number: l.number,
  title: l.title,
});

describe('nextStepAfterQuiz', () => {
  const b1 = lesson('b1', 'build', 1, true);
  const b2 = lesson('b2', 'build', 2);
  const b10 = lesson('b10', 'build', 10);
  const e1 = lesson('e1', 'explanation', 1);
  const p1 = lesson('p1', 'planning', 1);
  const passed = { passed: true, completed: true };

  it('asks for another try after a failed quiz', () => {
    expect(nextStepAfterQuiz([b1, b2], 'b1', { passed: false, completed: false })).toEqual({
      kind: 'retry',
    });
  });

  it('sends to the code exercise when the quiz passed but the lesson is not complete', () => {
    expect(nextStepAfterQuiz([b1, b2], 'b1', { passed: true, completed: false })).toEqual({
      kind: 'exercise',
    });
  });

  it('offers the next unfinished lesson of the section, in number order', () => {
    expect(nextStepAfterQuiz([b10, b2, b1], 'b1', passed)).toEqual({
      kind: 'lesson',
      lesson: stop(b2),
    });
    // A lesson already done is skipped.
    const done2 = { ...b2, completed: true };
    expect(nextStepAfterQuiz([b10, done2, b1], 'b1', passed)).toEqual({
      kind: 'lesson',
      lesson: stop(b10),
    });
  });

  it('points back to an earlier unfinished lesson when nothing after it is left', () => {
    const last = { ...b10, completed: true };
    expect(nextStepAfterQuiz([b1, b2, last], 'b10', passed)).toEqual({
      kind: 'finish',
      lesson: stop(b2),
    });
  });

  it('completes the section and goes on to the next section with unfinished lessons', () => {
    const done = [b1, { ...b2, completed: true }];
    expect(nextStepAfterQuiz([...done, e1, p1], 'b2', passed)).toEqual({
      kind: 'section',
      section: 'build',
      next: stop(e1),
    });
    // Later sections done: wraps round to an earlier one.
    expect(nextStepAfterQuiz([...done, { ...e1, completed: true }, p1], 'b2', passed)).toEqual({
      kind: 'section',
      section: 'build',
      next: stop(p1),
    });
    // Everything done: the project is complete.
    expect(nextStepAfterQuiz(done, 'b2', passed)).toEqual({
      kind: 'section',
      section: 'build',
      next: null,
    });
  });
});

describe('continueWith', () => {
  it('continues with the lesson while few questions wait', () => {
    expect(continueWith({ waiting: 0, hasLesson: true })).toBe('lesson');
    expect(continueWith({ waiting: 4, hasLesson: true })).toBe('lesson');
  });
  it('reviews first once a quiz-worth of questions wait, or when no lesson is left', () => {
    expect(continueWith({ waiting: 5, hasLesson: true })).toBe('review');
    expect(continueWith({ waiting: 1, hasLesson: false })).toBe('review');
  });
  it('has nothing to offer when no lesson is left and nothing waits', () => {
    expect(continueWith({ waiting: 0, hasLesson: false })).toBeNull();
  });
  it('words the review step', () => {
    expect(reviewStepLabel(1)).toBe('Review 1 question');
    expect(reviewStepLabel(6)).toBe('Review 6 questions');
  });
});

describe('sectionOffer', () => {
  it('offers the cheapest plan that opens the section, with its monthly price', () => {
    expect(sectionOffer('planning', 'free')).toEqual({
      tier: 'creator',
      plan: 'Creator',
      price: 'R500',
      opens: [
        'Code exercises',
        'My project',
        'Certificates',
        'Deeper Explanation',
        'Planning',
        'Deployment',
      ],
    });
    expect(sectionOffer('explanation', 'starter')).toEqual({
      tier: 'builder',
      plan: 'Builder',
      price: 'R300',
      opens: ['Deeper Explanation'],
    });
  });
  it('offers nothing where the plan opens the section', () => {
    expect(sectionOffer('build', 'free')).toBeNull();
    expect(sectionOffer('planning', 'creator')).toBeNull();
    expect(sectionOffer('deployment', 'admin')).toBeNull();
  });
});
