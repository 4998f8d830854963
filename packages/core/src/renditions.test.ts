import { describe, expect, it } from 'vitest';
import { dataSaverState, formatAboutSize, ladderFor, renditionFor } from './renditions.ts';

const renditions = [
  { name: '240p', height: 240, bytes: 5_000_000 },
  { name: '360p', height: 360, bytes: 9_000_000 },
  { name: '720p', height: 720, bytes: 30_000_000 },
  { name: 'audio', height: null, bytes: 1_000_000 },
];

describe('renditions', () => {
  it('never makes a version taller than the source', () => {
    expect(ladderFor(1080)).toEqual([240, 360, 720]);
    expect(ladderFor(360)).toEqual([240, 360]);
    expect(ladderFor(180)).toEqual([180]);
    expect(ladderFor(151)).toEqual([150]);
  });

  it('says sizes the way a learner weighs data', () => {
    expect(formatAboutSize(18_200_000)).toBe('about 18 MB');
    expect(formatAboutSize(2_460_000)).toBe('about 2.5 MB');
    expect(formatAboutSize(740_400)).toBe('about 740 KB');
    expect(formatAboutSize(1_300_000_000)).toBe('about 1.3 GB');
  });

  it('caps Auto at 360p with the data saver on', () => {
    expect(renditionFor(renditions, 'auto', true)?.name).toBe('360p');
    expect(renditionFor(renditions, 'auto', false)?.name).toBe('720p');
    expect(renditionFor(renditions, '240p', false)?.name).toBe('240p');
    expect(renditionFor(renditions, 'audio', true)?.name).toBe('audio');
  });

  it('falls back to the smallest video when none fits the cap', () => {
    const big = [{ name: '720p', height: 720, bytes: 1 }];
    expect(renditionFor(big, 'auto', true)?.name).toBe('720p');
  });

  it('lets the account’s data saver choice rule, then the browser’s hint', () => {
    expect(dataSaverState(true, true, false)).toEqual({ on: true, known: true, capsAuto: true });
    expect(dataSaverState(false, true, true)).toEqual({ on: false, known: true, capsAuto: false });
    expect(dataSaverState(null, true, true)).toEqual({ on: true, known: true, capsAuto: true });
    expect(dataSaverState(null, true, false)).toEqual({ on: false, known: true, capsAuto: false });
  });

  it('caps Auto while the account is loading, showing the browser’s hint meanwhile', () => {
    for (const hint of [false, true])
      expect(dataSaverState(undefined, false, hint)).toEqual({
        on: hint,
        known: false,
        capsAuto: true,
      });
    // A choice being saved is known before the account comes back.
    expect(dataSaverState(false, false, true)).toEqual({ on: false, known: true, capsAuto: false });
  });
});
