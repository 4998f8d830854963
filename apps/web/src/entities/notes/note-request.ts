import { useSyncExternalStore } from 'react';

/*
 * "Add a note at this line": the transcript (lesson-player) asks, the notes panel
 * (features/notes) opens its form at that moment. Features do not import each other; both
 * reach this small store.
 */

export type TNoteRequest = { lessonId: string; seconds: number; at: number };

let request: TNoteRequest | null = null;
const listeners = new Set<() => void>();

/** Opens the notes panel's form at `seconds` of the lesson. */
export function askNoteAt(lessonId: string, seconds: number) {
  request = { lessonId, seconds, at: Date.now() };
  for (const listener of listeners) listener();
}

/** The panel has opened its form: the request is done (a later visit does not open it again). */
export function noteRequestDone() {
  request = null;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The latest request for this lesson, if any. */
export function useNoteRequest(lessonId: string) {
  const current = useSyncExternalStore(
    subscribe,
    () => request,
    () => null,
  );
  return current?.lessonId === lessonId ? current : null;
}
