import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLessonNotes, TNote } from '@thinkbuild/core/schemas/notes';
import { api } from '../../lib/api-client.ts';
import { waitingNotes } from '../device/outbox/sync.ts';

/*
 * A learner's notes on a lesson, as the lesson page shows them: the player's timeline marks
 * (lesson-player) and the notes panel (features/notes) read the same query. Notes made offline
 * wait in the device's outbox (decisions/022) and show here, marked, until they are synced.
 */

/** A note as shown: `waiting` while it is only on this device. */
export type TShownNote = TNote & { waiting?: boolean };

export const notesKeys = {
  all: ['notes'] as const,
  lesson: (lessonId: string) => ['notes', 'lesson', lessonId] as const,
  mine: ['notes', 'mine'] as const,
};

type TWaiting =
  | {
      kind: 'note';
      noteId: string;
      lessonId: string;
      positionSeconds: number;
      body: string;
      madeAt: string;
    }
  | { kind: 'note-delete'; noteId: string };

/**
 * The server's notes with what waits on this device laid over them, in the order it was done
 * (made or edited: shown, marked; deleted: gone), by moment.
 */
export function withWaiting(notes: readonly TNote[], waiting: readonly TWaiting[]): TShownNote[] {
  const shown = new Map<string, TShownNote>(notes.map((n) => [n.id, n]));
  for (const w of waiting) {
    if (w.kind === 'note-delete') {
      shown.delete(w.noteId);
      continue;
    }
    const before = shown.get(w.noteId);
    shown.set(w.noteId, {
      id: w.noteId,
      lessonId: w.lessonId,
      positionSeconds: w.positionSeconds,
      body: w.body,
      createdAt: before?.createdAt ?? w.madeAt,
      updatedAt: w.madeAt,
      waiting: true,
    });
  }
  return [...shown.values()].sort(
    (a, b) => a.positionSeconds - b.positionSeconds || a.createdAt.localeCompare(b.createdAt),
  );
}

async function fetchLessonNotes(lessonId: string): Promise<TShownNote[]> {
  const waiting = await waitingNotes(lessonId).catch(() => []);
  try {
    const { notes } = await api<TLessonNotes>(`/lessons/${encodeURIComponent(lessonId)}/notes`);
    return withWaiting(notes, waiting);
  } catch (error) {
    // Offline with notes of its own waiting: show those rather than nothing.
    if (waiting.length > 0 && !navigator.onLine) return withWaiting([], waiting);
    throw error;
  }
}

export const lessonNotesQuery = (lessonId: string) =>
  queryOptions({
    queryKey: notesKeys.lesson(lessonId),
    queryFn: () => fetchLessonNotes(lessonId),
  });

/** The learner's notes on a lesson (none while it loads, or when the lesson is refused). */
export function useLessonNotes(lessonId: string, enabled = true) {
  return useQuery({ ...lessonNotesQuery(lessonId), enabled });
}
