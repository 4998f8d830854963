import { formatClock } from '@thinkbuild/core/clock';

/**
 * 75 → "1:15"; 3725 → "1:02:05": a lesson's length, to the nearest second, written as core's
 * clock writes a snippet's time.
 */
export const formatDuration = (totalSeconds: number): string =>
  formatClock(Math.round(totalSeconds));
