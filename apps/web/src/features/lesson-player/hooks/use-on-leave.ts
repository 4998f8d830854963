import { useEffect } from 'react';

/**
 * Calls `leave` when the learner leaves the lesson: the tab hidden, the page closed (pagehide),
 * or the player unmounting (another lesson or page of the app). What it sends must survive a
 * full unload (keepalive).
 */
export function useOnLeave(leave: () => void) {
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    const onPageHide = () => leave();
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHide);
      leave();
    };
  }, [leave]);
}
