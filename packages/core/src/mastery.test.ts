import { describe, expect, it } from 'vitest';
import {
  completesByQuiz,
  completesByWatching,
  finishToGoOn,
  lessonState,
  nextOrderLock,
  orderLock,
  orderLockMessage,
  orderLocks,
  upNextAfter,
} from './mastery.ts';

describe('completion (mastery)', () => {
  it('completes a lesson with a quiz only by passing it with 4 of 5', () => {
    expect(completesByWatching(1, true)).toBe(false);
    expect(completesByQuiz(3)).toBe(false);
    expect(completesByQuiz(4)).toBe(true);
    expect(completesByQuiz(5)).toBe(true);
  });
  it('completes a lesson without a quiz at 90% watched', () => {
    expect(completesByWatching(0.89, false)).toBe(false);
    expect(completesByWatching(0.9, false)).toBe(true);
  });
});

describe('lessonState', () => {
  const p = { completed: false, positionSeconds: 0, bestScore: null };
  it('tells not started, watched, quiz failed and complete apart', () => {
    expect(lessonState(p)).toBe('not_started');
    expect(lessonState({ ...p, positionSeconds: 3 })).toBe('watched');
    expect(lessonState({ ...p, positionSeconds: 3, bestScore: 2 })).toBe('quiz_failed');
    expect(lessonState({ ...p, bestScore: 3 })).toBe('quiz_failed');
    expect(lessonState({ ...p, bestScore: 5, completed: true })).toBe('complete');
    // Completed by watching (a lesson without a quiz).
    expect(lessonState({ ...p, positionSeconds: 9, completed: true })).toBe('complete');
  });
});

describe('orderLock (Learn in order)', () => {
  const first = { id: 'a', number: 1, title: 'Set up' };
  it('locks a lesson until the lesson it waits for is complete', () => {
    expect(orderLock({ learnInOrder: true, isAdmin: false, waitsFor: first })).toEqual(first);
    expect(orderLock({ learnInOrder: true, isAdmin: false, waitsFor: null })).toBeNull();
  });
  it('never locks in a project not learnt in order, or for an admin', () => {
    expect(orderLock({ learnInOrder: false, isAdmin: false, waitsFor: first })).toBeNull();
    expect(orderLock({ learnInOrder: true, isAdmin: true, waitsFor: first })).toBeNull();
  });
  const opts = { learnInOrder: true, isAdmin: false };
  const chain = (...done: boolean[]) =>
    done.map((completed, i) => ({ id: `l${i + 1}`, number: i + 1, title: `T${i + 1}`, completed }));
  const ref = (n: number) => ({ id: `l${n}`, number: n, title: `T${n}` });
  it('names the first unfinished lesson of the chain, not just the previous one', () => {
    // 1 done, 2 to 4 not: 3 and 4 both wait for 2, the lesson the learner can open.
    expect(orderLocks(opts, chain(true, false, false, false))).toEqual([
      null,
      null,
      ref(2),
      ref(2),
    ]);
    expect(orderLocks(opts, chain(false, false, false))).toEqual([null, ref(1), ref(1)]);
  });
  it('opens a lesson whose previous lesson is complete, even with gaps earlier', () => {
    // Completed out of order before the project was switched to "Learn in order".
    expect(orderLocks(opts, chain(false, true, false, false))).toEqual([
      null,
      ref(1),
      null,
      ref(3),
    ]);
  });
  it('locks nothing in a project not learnt in order, or for an admin', () => {
    expect(orderLocks({ ...opts, learnInOrder: false }, chain(false, false))).toEqual([null, null]);
    expect(orderLocks({ ...opts, isAdmin: true }, chain(false, false))).toEqual([null, null]);
  });
  it('says an order-closed lesson is up next after the lesson to finish, never "locked"', () => {
    const lock = { id: 'a', number: 1, title: 'Set up' };
    expect(upNextAfter(lock)).toBe('Up next after lesson 1');
    expect(orderLockMessage(lock)).toBe('Up next after lesson 1, “Set up”');
    expect(orderLockMessage(lock)).not.toMatch(/lock|plan|subscri/i);
  });
  it("gives Next Lesson the same lock as the section list, from the lesson page's own facts", () => {
    for (const done of [
      [false, false, false, false],
      [true, false, false, false],
      [false, true, false, false],
      [true, true, false, true],
    ]) {
      const lessons = chain(...done);
      const locks = orderLocks(opts, lessons);
      for (let i = 0; i < lessons.length - 1; i++) {
        const here = lessons[i];
        if (!here) continue;
        const next = nextOrderLock({ ...opts, here, hereLock: locks[i] ?? null });
        expect(next, `after lesson ${i + 1} of ${done}`).toEqual(locks[i + 1]);
      }
    }
    const here = chain(false)[0] ?? { ...ref(1), completed: false };
    expect(nextOrderLock({ ...opts, learnInOrder: false, here, hereLock: null })).toBeNull();
    expect(nextOrderLock({ ...opts, isAdmin: true, here, hereLock: null })).toBeNull();
  });
});

describe('finishToGoOn', () => {
  it('names what is left of this lesson: the quiz, then the exercise, else watching it', () => {
    const none = { hasQuiz: false, quizPassed: false, hasExercise: false };
    expect(finishToGoOn({ ...none, hasQuiz: true, hasExercise: true })).toBe(
      'Finish the quiz to go on',
    );
    expect(finishToGoOn({ hasQuiz: true, quizPassed: true, hasExercise: true })).toBe(
      'Finish the code exercise to go on',
    );
    expect(finishToGoOn({ ...none, hasExercise: true })).toBe('Finish the code exercise to go on');
    expect(finishToGoOn(none)).toBe('Watch this lesson to the end to go on');
  });
});
