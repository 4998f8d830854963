import { expect, it } from 'vitest';
import { createWatchLog } from './watch-log.ts';

const L = 'lesson-1';

it('counts each stretch played once per run, whatever the time updates', () => {
  const log = createWatchLog();
  for (let t = 0; t <= 25; t += 0.25) log.played(L, t, 60);
  expect(log.take(L)).toEqual([
    { bucket: 0, plays: 1 },
    { bucket: 1, plays: 1 },
    { bucket: 2, plays: 1 },
  ]);
  expect(log.has(L)).toBe(false);
});

it('counts a stretch again when the learner goes back to it, never the ones seeked over', () => {
  const log = createWatchLog();
  log.played(L, 3);
  log.played(L, 12);
  // Back to the start: a second play of stretch 0 and 1.
  log.seeked();
  log.played(L, 1);
  log.played(L, 11);
  // Forward to 0:50: stretches 2 to 4 were skipped.
  log.seeked();
  log.played(L, 50);
  log.played(L, 51);
  expect(log.take(L)).toEqual([
    { bucket: 0, plays: 2 },
    { bucket: 1, plays: 2 },
    { bucket: 5, plays: 1 },
  ]);
});

it('fills the stretches between two far-apart time updates while playing on (a hidden tab)', () => {
  const log = createWatchLog();
  log.played(L, 5);
  log.played(L, 38);
  expect(log.take(L).map((b) => b.bucket)).toEqual([0, 1, 2, 3]);
  // Minutes apart without a seek event is not playing on: only where it is now.
  log.played(L, 200);
  expect(log.take(L).map((b) => b.bucket)).toEqual([20]);
});

it('keeps lessons apart, stops at the end of the video and takes a refused batch back', () => {
  const log = createWatchLog();
  log.played(L, 64.9, 65);
  log.played(L, 70, 65);
  log.played('lesson-2', 0);
  const first = log.take(L);
  expect(first).toEqual([{ bucket: 6, plays: 1 }]);
  log.played(L, 65, 65);
  log.giveBack(L, first);
  expect(log.take(L)).toEqual([{ bucket: 6, plays: 2 }]);
  expect(log.take('lesson-2')).toEqual([{ bucket: 0, plays: 1 }]);
  log.played(L, Number.NaN);
  expect(log.has(L)).toBe(false);
});
