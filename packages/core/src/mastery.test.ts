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
  const prev = { id: 'a', number: 1, title: 'Set up', completed: false };
  it('locks a lesson until the previous one of its section is complete', () => {
    expect(orderLock({ learnInOrder: true, isAdmin: false, previous: prev })).toEqual({
      id: 'a',
      number: 1,
      title: 'Set up',
    });
    const done = { ...prev, completed: true };
    expect(orderLock({ learnInOrder: true, isAdmin: false, previous: done })).toBeNull();
  });
  it('never locks the first lesson, a project not in order, or for an admin', () => {
    expect(orderLock({ learnInOrder: true, isAdmin: false, previous: null })).toBeNull();
    expect(orderLock({ learnInOrder: false, isAdmin: false, previous: prev })).toBeNull();
    expect(orderLock({ learnInOrder: true, isAdmin: true, previous: prev })).toBeNull();
  });
  it('locks a list from the lesson before it, across pages', () => {
    const lessons = [
      { id: 'b', number: 2, title: 'B', completed: true },
      { id: 'c', number: 3, title: 'C', completed: false },
      { id: 'd', number: 4, title: 'D', completed: false },
    ];
    const opts = { learnInOrder: true, isAdmin: false };
    expect(orderLocks(opts, lessons, prev)).toEqual([
      { id: 'a', number: 1, title: 'Set up' },
      null,
      { id: 'c', number: 3, title: 'C' },
    ]);
    expect(orderLocks(opts, lessons, null)[0]).toBeNull();
    expect(orderLocks({ ...opts, learnInOrder: false }, lessons, prev)).toEqual([null, null, null]);
  });
  it('names the lesson to finish first', () => {
    expect(orderLockMessage({ id: 'a', number: 1, title: 'Set up' })).toBe(
      'Finish lesson 1, “Set up”, first: this project is learnt in order.',
    );
  });
});
