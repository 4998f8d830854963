import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Whether the browser has a network connection (`navigator.onLine` and its events). "Online"
 * can still mean a connection that reaches nothing; "offline" is certain, so only that is shown.
 * Server rendering assumes online: a prerendered page never says it is offline.
 */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
