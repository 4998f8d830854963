import { useCallback, useSyncExternalStore } from 'react';

/*
 * A yes/no choice kept in this browser (localStorage), shared by every component that reads it
 * and kept in step across tabs. Used for the learner's captions and "read instead" choices.
 */

const listeners = new Set<() => void>();

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'on';
  } catch {
    return false; // storage blocked (private mode, policy): the default
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useStoredFlag(key: string): [boolean, (on: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => false,
  );
  const set = useCallback(
    (on: boolean) => {
      try {
        window.localStorage.setItem(key, on ? 'on' : 'off');
      } catch {
        // Not remembered, but still applied for this page (below).
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [value, set];
}

/** Captions on in the player: off until the learner turns them on once. */
export const useCaptionsChoice = () => useStoredFlag('thinkbuild:captions');

/**
 * "Read instead of watching": lessons with captions show their transcript and never load the
 * video. The data saver (decisions/011) may make this the default.
 */
export const useReadInstead = () => useStoredFlag('thinkbuild:read-instead');
