import { describe, expect, it } from 'vitest';
import {
  countText,
  dropOff,
  funnelSteps,
  keptShare,
  medianOf,
  medianOfTally,
  mostCounted,
  quizItems,
  resolveRange,
  retention,
  shownCount,
} from './insights.ts';

describe('the "fewer than 5" rule', () => {
  it('shows 5 and more as numbers and anything under 5, nought included, as "fewer than 5"', () => {
    expect([0, 1, 4, 5, 12].map(shownCount)).toEqual([null, null, null, 5, 12]);
    expect(countText(shownCount(3))).toBe('fewer than 5');
    expect(countText(shownCount(7))).toBe('7');
  });

  it('gives no share of a hidden count, nor of a hidden whole', () => {
    expect(keptShare(4, 100)).toBeNull();
    expect(keptShare(5, 4)).toBeNull();
    expect(keptShare(5, 8)).toBe(62.5);
    expect(keptShare(2, 3)).toBeNull();
    expect(keptShare(1, 3 * 7)).toBeNull();
    expect(keptShare(10, 30)).toBe(33.3);
  });
});

describe('date ranges in the site calendar', () => {
  it('takes today and the days before it for the last 7, 30 or 90 days', () => {
    expect(resolveRange({ days: 7 }, '2027-03-02')).toEqual({
      from: '2027-02-24',
      to: '2027-03-02',
    });
    expect(resolveRange({ days: 30 }, '2027-03-02')).toEqual({
      from: '2027-02-01',
      to: '2027-03-02',
    });
    expect(resolveRange({ days: 90 }, '2027-03-31')).toEqual({
      from: '2027-01-01',
      to: '2027-03-31',
    });
  });

  it('keeps a from–to range as given, and refuses one backwards, in the future or over a year', () => {
    expect(resolveRange({ from: '2027-01-01', to: '2027-01-01' }, '2027-03-02')).toEqual({
      from: '2027-01-01',
      to: '2027-01-01',
    });
    expect(resolveRange({ from: '2027-02-02', to: '2027-02-01' }, '2027-03-02')).toHaveProperty(
      'error',
    );
    expect(resolveRange({ from: '2027-03-01', to: '2027-03-03' }, '2027-03-02')).toHaveProperty(
      'error',
    );
    expect(resolveRange({ from: '2025-01-01', to: '2027-01-01' }, '2027-03-02')).toHaveProperty(
      'error',
    );
  });
});

describe('the funnel', () => {
  it('keeps a share from the step before and from the first, hiding small steps', () => {
    const steps = funnelSteps([
      { label: 'Signed up', count: 200 },
      { label: 'Started', count: 50 },
      { label: 'Finished Build', count: 20 },
      { label: 'Certificate', count: 3 },
    ]);
    expect(steps.map((s) => s.count)).toEqual([200, 50, 20, null]);
    expect(steps.map((s) => s.keptFromPrevious)).toEqual([100, 25, 40, null]);
    expect(steps.map((s) => s.keptFromStart)).toEqual([100, 25, 10, null]);
  });

  it('shows no share after a hidden step', () => {
    const steps = funnelSteps([
      { label: 'Signed up', count: 4 },
      { label: 'Started', count: 4 },
    ]);
    expect(steps).toEqual([
      { label: 'Signed up', count: null, keptFromPrevious: null, keptFromStart: null },
      { label: 'Started', count: null, keptFromPrevious: null, keptFromStart: null },
    ]);
  });
});

describe('drop-off', () => {
  const lesson = (n: number, started: number, completed: number, lastSeen: number) => ({
    lessonId: `l${n}`,
    title: `Lesson ${n}`,
    started,
    completed,
    lastSeen,
  });

  it('marks the lesson most learners stopped after, never the last one', () => {
    const rows = dropOff([lesson(1, 40, 30, 6), lesson(2, 34, 20, 12), lesson(3, 22, 20, 22)]);
    expect(rows.map((r) => r.mostLeftAfter)).toEqual([false, true, false]);
    expect(rows[1]).toMatchObject({ started: 34, completed: 20, completedShare: 58.8 });
  });

  it('marks none when fewer than 5 stopped after any lesson', () => {
    const rows = dropOff([lesson(1, 9, 8, 4), lesson(2, 5, 5, 5)]);
    expect(rows.map((r) => r.mostLeftAfter)).toEqual([false, false]);
  });
});

describe('video retention', () => {
  it('gives the share of starters at each 10-second stretch up to the video length', () => {
    const points = retention(
      10,
      [
        { bucket: 0, viewers: 10, plays: 10 },
        { bucket: 1, viewers: 10, plays: 20 },
        { bucket: 2, viewers: 5, plays: 6 },
        { bucket: 3, viewers: 2, plays: 2 },
      ],
      45,
    );
    expect(points.map((p) => p.second)).toEqual([0, 10, 20, 30, 40]);
    expect(points.map((p) => p.share)).toEqual([100, 100, 50, null, null]);
    expect(points.map((p) => p.viewers)).toEqual([10, 10, 5, null, null]);
    expect(points.map((p) => p.rewatch)).toEqual([0, 1, 0.2, null, null]);
    expect(points.map((p) => p.mostRewatched)).toEqual([false, true, true, false, false]);
  });

  it('marks at most three stretches, the most re-watched first', () => {
    const buckets = [0.1, 0.5, 0.3, 0.9, 0.2].map((r, bucket) => ({
      bucket,
      viewers: 10,
      plays: 10 + r * 10,
    }));
    const marked = retention(10, buckets, null).flatMap((p) => (p.mostRewatched ? [p.second] : []));
    expect(marked).toEqual([10, 20, 30]);
  });
});

describe('quiz items', () => {
  it('gives the first-attempt correct share and flags the wrong option picked most', () => {
    const [item] = quizItems([
      {
        position: 1,
        question: 'Which tag?',
        options: ['a', 'b', 'c', 'd', 'e'],
        correctOption: 2,
        answered: 20,
        picks: [1, 6, 10, 3, 0],
      },
    ]);
    expect(item?.answered).toBe(20);
    expect(item?.firstAttemptCorrect).toBe(50);
    expect(item?.options.map((o) => o.picked)).toEqual([null, 6, 10, null, null]);
    expect(item?.options.map((o) => o.share)).toEqual([null, 30, 50, null, null]);
    expect(item?.options.map((o) => o.mostPickedWrong)).toEqual([false, true, false, false, false]);
  });

  it('flags no wrong option picked fewer than 5 times', () => {
    const [item] = quizItems([
      {
        position: 1,
        question: 'Q',
        options: ['a', 'b'],
        correctOption: 0,
        answered: 9,
        picks: [5, 4],
      },
    ]);
    expect(item?.options.some((o) => o.mostPickedWrong)).toBe(false);
  });
});

describe('medianOf', () => {
  it('takes the middle, the lower one of an even count', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1, 2, 3])).toBe(2);
  });
});

describe('medianOfTally', () => {
  it('is the lower middle of the tallied values, as medianOf of them spelled out', () => {
    expect(medianOfTally(new Map())).toBeNull();
    expect(medianOfTally(new Map([[2, 0]]))).toBeNull();
    expect(
      medianOfTally(
        new Map([
          [3, 1],
          [1, 1],
          [2, 1],
        ]),
      ),
    ).toBe(medianOf([3, 1, 2]));
    expect(
      medianOfTally(
        new Map([
          [4, 1],
          [1, 1],
          [2, 1],
          [3, 1],
        ]),
      ),
    ).toBe(2);
    // 1, 1, 1, 5, 5, 5 → the lower middle is 1; 1, 1, 5, 5, 5 → 5.
    expect(
      medianOfTally(
        new Map([
          [5, 3],
          [1, 3],
        ]),
      ),
    ).toBe(1);
    expect(
      medianOfTally(
        new Map([
          [5, 3],
          [1, 2],
        ]),
      ),
    ).toBe(5);
  });
});

describe('mostCounted', () => {
  it('takes the largest count, the first name on a tie, and nothing counted never', () => {
    expect(mostCounted(new Map())).toBeUndefined();
    expect(mostCounted(new Map([['a', 0]]))).toBeUndefined();
    expect(
      mostCounted(
        new Map([
          ['b', 3],
          ['a', 3],
          ['c', 2],
        ]),
      ),
    ).toEqual(['a', 3]);
    expect(
      mostCounted(
        new Map([
          ['b', 4],
          ['a', 3],
        ]),
      ),
    ).toEqual(['b', 4]);
  });
});
