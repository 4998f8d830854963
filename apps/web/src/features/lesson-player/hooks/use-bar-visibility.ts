import { type RefObject, useEffect, useRef, useState } from 'react';

/** How long the bar stays after the last move while the video plays. */
export const BAR_IDLE_MS = 2500;

/**
 * The control bar over the video: shown while paused, on a pointer move, a key or focus in the
 * player, and hidden after a moment of stillness while playing. It stays while a menu is open or
 * a keyboard user's focus is on one of its controls, so focus is never on something unseen.
 */
export function useBarVisibility(
  paused: boolean,
  barRef: RefObject<HTMLElement | null>,
  pinned: boolean,
) {
  const [active, setActive] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const keep = () => {
    const focused = document.activeElement;
    if (!focused || !barRef.current?.contains(focused)) return false;
    try {
      return focused.matches(':focus-visible');
    } catch {
      return false; // a browser without :focus-visible
    }
  };
  const schedule = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (keep()) schedule();
      else setActive(false);
    }, BAR_IDLE_MS);
  };
  const wake = () => {
    setActive(true);
    schedule();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart the countdown on play
  useEffect(() => {
    if (!paused) schedule();
    return () => clearTimeout(timer.current);
  }, [paused]);

  return { shown: paused || pinned || active, wake, hide: () => !keep() && setActive(false) };
}
