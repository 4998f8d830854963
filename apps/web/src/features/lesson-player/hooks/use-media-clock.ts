import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';

/** The video's current time as a tiny store: readers re-render only when their selection changes. */
export type TMediaClock = {
  get: () => number;
  set: (seconds: number) => void;
  subscribe: (onChange: () => void) => () => void;
};

function makeClock(): TMediaClock {
  let now = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => now,
    set: (seconds) => {
      now = seconds;
      for (const listener of listeners) listener();
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/**
 * What the transcript and the snippets share with the player: the <video> element (for seeking)
 * and its clock (for following along).
 */
export function useMediaClock() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const clock = useMemo(makeClock, []);
  const seek = useCallback(
    (seconds: number) => {
      const video = videoRef.current;
      if (!video) return;
      video.currentTime = seconds;
      clock.set(seconds);
      // A snippet far below the player: bring the video back into view.
      video.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    },
    [clock],
  );
  return { videoRef, clock, seek };
}

/** Something derived from the current time (e.g. the cue playing), re-rendering when it changes. */
export function useClockSelector<T>(clock: TMediaClock, select: (seconds: number) => T): T {
  return useSyncExternalStore(
    clock.subscribe,
    () => select(clock.get()),
    () => select(0),
  );
}
