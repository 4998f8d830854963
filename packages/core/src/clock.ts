import type { TCue } from './schemas/lesson-text.ts';

/*
 * Time in a lesson's video, as the transcript and the snippets show it. Kept apart from the
 * schemas so the lesson page does not load zod to print a time (bench/lesson-first-frame).
 */

/** "1:24" for 84 seconds, "1:02:05" past the hour: how a snippet's time reads. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** The cue playing at `time` (the last one started, if cues overlap), or -1. */
export function activeCueIndex(cues: readonly TCue[], time: number): number {
  let found = -1;
  for (const [i, cue] of cues.entries()) {
    if (cue.start > time) break;
    if (time < cue.end) found = i;
  }
  return found;
}
