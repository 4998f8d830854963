import { LADDER_HEIGHTS, renditionName, type TQuality } from '@thinkbuild/core/renditions';
import { useCallback, useSyncExternalStore } from 'react';

/*
 * A choice kept in this browser (localStorage), shared by every component that reads it and kept
 * in step across tabs. Used for the learner's captions, caption style, theatre and "read instead"
 * choices.
 */

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, policy): the default
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

/** One of `choices`, `fallback` until the learner picks another (or if the stored one is unknown). */
export function useStoredChoice<T extends string>(
  key: string,
  choices: readonly T[],
  fallback: T,
): [T, (choice: T) => void] {
  const stored = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const value = choices.find((c) => c === stored) ?? fallback;
  const set = useCallback(
    (choice: T) => {
      try {
        window.localStorage.setItem(key, choice);
      } catch {
        // Not remembered, but still applied for this page (below).
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [value, set];
}

const ON_OFF = ['on', 'off'] as const;

export function useStoredFlag(key: string): [boolean, (on: boolean) => void] {
  const [value, set] = useStoredChoice(key, ON_OFF, 'off');
  return [value === 'on', useCallback((on: boolean) => set(on ? 'on' : 'off'), [set])];
}

/** Captions on in the player: off until the learner turns them on once. */
export const useCaptionsChoice = () => useStoredFlag('thinkbuild:captions');

const READ_INSTEAD_KEY = 'thinkbuild:read-instead';

/**
 * "Read instead of watching": lessons with captions show their transcript and never load the
 * video. The data saver (decisions/011) may make this the default.
 */
export const useReadInstead = () => useStoredFlag(READ_INSTEAD_KEY);

/** The same choice outside React (the lesson preload must not ask for a video link then). */
export const readsInstead = () => read(READ_INSTEAD_KEY) === 'on';

const QUALITIES: readonly TQuality[] = [
  'auto',
  'audio',
  ...LADDER_HEIGHTS.map((h) => renditionName(h) as TQuality),
];

/**
 * The quality the learner picked in the player, kept for the next lessons (as Udemy does): a
 * learner on 240p to save data should not have to pick it again on every lesson. A version a
 * lesson lacks falls back as any choice does (renditionFor).
 */
export const useQualityChoice = () => useStoredChoice('thinkbuild:quality', QUALITIES, 'auto');
