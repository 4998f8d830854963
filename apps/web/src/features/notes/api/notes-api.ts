import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { byMoment } from '@thinkbuild/core/notes';
import type { TMyNotes, TNote } from '@thinkbuild/core/schemas/notes';
import { queueOffline, sendOrQueue } from '../../../entities/device/outbox/sync.ts';
import { notesKeys, type TShownNote } from '../../../entities/notes/notes.ts';
import { useMe } from '../../../entities/session/session.ts';
import { api } from '../../../lib/api-client.ts';

/*
 * Making, editing and deleting notes. Each goes now, or waits in the device's outbox when
 * offline and is synced by the note's own id (decisions/022): a note sent twice is made once, a
 * delete sent twice deletes once. A note still waiting on the device is deleted through the
 * outbox too, after it: the server makes it, then deletes it, in the order they were done.
 */

export const myNotesQuery = () => ({
  queryKey: notesKeys.mine,
  queryFn: () => api<TMyNotes>('/notes'),
});
export const useMyNotes = () => useQuery(myNotesQuery());

type TNoteInput = { id: string; positionSeconds: number; body: string };

/** The lesson's list with this note put in (or replaced), without asking the server again. */
function useLayNote(lessonId: string) {
  const queryClient = useQueryClient();
  return (note: TShownNote) => {
    queryClient.setQueryData<TShownNote[]>(notesKeys.lesson(lessonId), (old = []) =>
      [...old.filter((n) => n.id !== note.id), note].sort(byMoment),
    );
  };
}

/** Makes or edits a note: `create` posts it, an edit patches it; either waits offline. */
export function useSaveNote(lessonId: string) {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const lay = useLayNote(lessonId);
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ note, create }: { note: TNoteInput; create: boolean }) => {
      const id = encodeURIComponent(note.id);
      const outcome = await sendOrQueue(
        me?.email,
        {
          kind: 'note',
          lessonId,
          noteId: note.id,
          positionSeconds: note.positionSeconds,
          body: note.body,
        },
        () =>
          create
            ? api<TNote>(`/lessons/${encodeURIComponent(lessonId)}/notes`, {
                method: 'POST',
                body: JSON.stringify(note),
              })
            : api<TNote>(`/notes/${id}`, {
                method: 'PATCH',
                body: JSON.stringify({ positionSeconds: note.positionSeconds, body: note.body }),
              }),
      );
      if ('sent' in outcome) return outcome.sent as TShownNote;
      const now = new Date().toISOString();
      return { ...note, lessonId, createdAt: now, updatedAt: now, waiting: true };
    },
    onSuccess: (note) => {
      lay(note);
      void queryClient.invalidateQueries({ queryKey: notesKeys.mine });
    },
  });
}

export function useDeleteNote(lessonId: string) {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ noteId, waiting }: { noteId: string; waiting?: boolean }) => {
      const item = { kind: 'note-delete', lessonId, noteId } as const;
      if (waiting && me?.email) return queueOffline(me.email, item);
      return sendOrQueue(me?.email, item, () =>
        api<{ deleted: true }>(`/notes/${encodeURIComponent(noteId)}`, { method: 'DELETE' }),
      );
    },
    onSuccess: (_done, { noteId }) => {
      queryClient.setQueryData<TShownNote[]>(notesKeys.lesson(lessonId), (old = []) =>
        old.filter((n) => n.id !== noteId),
      );
      void queryClient.invalidateQueries({ queryKey: notesKeys.all });
    },
  });
}

/** A note id chosen here, so sending it again (a retry, a sync) makes one note. */
export { newSyncId as newNoteId } from '../../../entities/device/outbox/sync.ts';
