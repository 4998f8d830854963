import { describe, expect, it } from 'vitest';
import {
  continueWith,
  nextLessonBlock,
  nextStepAfterQuiz,
  reviewStepLabel,
  sectionOffer,
} from './next-step.ts';

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

describe('nextLessonBlock (Next Lesson)', () => {
  const here = { id: 'h', completed: false, hasQuiz: true, quizPassed: false, hasExercise: false };
  const base = {
    next: { section: 'build' as const },
    nextAllowed: true,
    nextLockedBy: null,
    here,
    role: 'free' as const,
  };
  const me = { id: 'h', number: 2, title: 'Nav' };
  it('opens the next lesson when nothing closes it, and there is none at the end', () => {
    expect(nextLessonBlock(base)).toBeNull();
    expect(nextLessonBlock({ ...base, next: null, nextAllowed: false })).toBeNull();
  });
  it('asks to finish the quiz here while the next lesson waits for this one', () => {
    expect(nextLessonBlock({ ...base, nextLockedBy: me })).toEqual({
      kind: 'finish',
      reason: 'Finish the quiz to go on',
    });
    // Passed here (the page's progress): open at once.
    expect(nextLessonBlock({ ...base, nextLockedBy: me, here: { ...here, completed: true } })).toBe(
      null,
    );
  });
  it('says which earlier lesson comes first when this one waits too', () => {
    const first = { id: 'f', number: 1, title: 'Set up' };
    expect(nextLessonBlock({ ...base, nextLockedBy: first })).toEqual({
      kind: 'order',
      reason: 'Up next after lesson 1',
      lock: first,
    });
  });
  it('names the plan that opens the next section', () => {
    expect(
      nextLessonBlock({ ...base, next: { section: 'deployment' }, nextAllowed: false }),
    ).toEqual({ kind: 'plan', reason: 'Deployment opens with Creator' });
  });
});
