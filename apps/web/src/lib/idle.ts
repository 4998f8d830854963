import { useEffect, useState } from 'react';

/*
 * Work a page can do later: on the lesson page, whatever is not the video (the code's
 * highlighting, the download buttons) waits until the browser is idle, so the video's first
 * frame does not queue behind it (bench/lesson-first-frame.bench.ts). At most `IDLE_TIMEOUT_MS`.
 */
const IDLE_TIMEOUT_MS = 1500;

/** Resolves once the browser is idle (or after `IDLE_TIMEOUT_MS` of a busy page). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 200);
  });
}

/** False until the browser has been idle once after the component mounted. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => {
      if (live) setIdle(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return idle;
}
