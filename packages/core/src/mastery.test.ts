import { describe, expect, it } from 'vitest';
import {
  completesByQuiz,
  completesByWatching,
  lessonState,
  orderLock,
  orderLockMessage,
  orderLocks,
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
  it('names the lesson to finish first', () => {
    expect(orderLockMessage({ id: 'a', number: 1, title: 'Set up' })).toBe(
      'Finish lesson 1, “Set up”, first: this project is learnt in order.',
    );
  });
});
