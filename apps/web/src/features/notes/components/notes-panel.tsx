import { formatMoment, noteMomentAt } from '@thinkbuild/core/notes';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { TNotesSlotProps } from '../../../entities/lesson/notes-slot.tsx';
import { noteRequestDone, useNoteRequest } from '../../../entities/notes/note-request.ts';
import { type TShownNote, useLessonNotes } from '../../../entities/notes/notes.ts';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { newNoteId, useDeleteNote, useSaveNote } from '../api/notes-api.ts';
import { NoteForm } from './note-form.tsx';
import { MOMENT_CLASS, NoteItem } from './note-item.tsx';

type TEditing = { kind: 'new'; seconds: number } | { kind: 'edit'; note: TShownNote } | null;

/**
 * The learner's notes on this lesson, under the video: add a note or a bookmark at the moment
 * playing (or at a transcript line: entities/notes/note-request.ts), and each note jumps the
 * player back to its moment. The same notes mark the video's timeline (lesson-player).
 */
export default function NotesPanel({ lessonId, media }: TNotesSlotProps) {
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const { data: notes = [], isError } = useLessonNotes(lessonId);
  const save = useSaveNote(lessonId);
  const remove = useDeleteNote(lessonId);
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TShownNote | null>(null);
  const now = useSyncExternalStore(
    media.clock.subscribe,
    () => noteMomentAt(media.clock.get()),
    () => 0,
  );

  // "Add a note at this line" in the transcript.
  const asked = useNoteRequest(lessonId);
  useEffect(() => {
    if (!asked) return;
    setEditing({ kind: 'new', seconds: noteMomentAt(asked.seconds) });
    noteRequestDone();
    panelRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [asked]);

  const bookmark = async () => {
    try {
      await save.mutateAsync({
        note: { id: newNoteId(), positionSeconds: now, body: '' },
        create: true,
      });
      showToast(`Bookmarked ${formatMoment(now)}`, 'success');
    } catch (error) {
      showToast(errorsOfSave(error).message, 'error');
    }
  };

  const saveForm = async (body: string, seconds: number) => {
    if (!editing) return;
    const id = editing.kind === 'new' ? newNoteId() : editing.note.id;
    const note = { id, positionSeconds: seconds, body };
    await save.mutateAsync({ note, create: editing.kind === 'new' });
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ noteId: deleting.id, waiting: deleting.waiting });
      setDeleting(null);
    } catch (error) {
      setDeleting(null);
      showToast(errorsOfSave(error).message, 'error');
    }
  };

  return (
    <section
      ref={panelRef}
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-bold text-lg text-slate-950">
          My notes{notes.length > 0 ? ` (${notes.length})` : ''}
        </h2>
        <Link to="/notes" className="font-semibold text-brand-700 text-sm underline">
          All my notes
        </Link>
      </div>
      <p className="mt-1 text-slate-600 text-sm">
        Private to you. Each one jumps back to its moment.
      </p>

      {editing?.kind === 'new' ? (
        <div className="mt-4">
          <NoteForm
            key={`new-${editing.seconds}`}
            seconds={editing.seconds}
            saveLabel="Save note"
            onSave={saveForm}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => setEditing({ kind: 'new', seconds: now })}>
            Add a note at {formatMoment(now)}
          </Button>
          <Button variant="secondary" onClick={bookmark} busy={save.isPending && !editing}>
            Bookmark {formatMoment(now)}
          </Button>
        </div>
      )}

      {isError && notes.length === 0 ? (
        <p className="mt-4 text-slate-600 text-sm">Your notes could not be loaded.</p>
      ) : notes.length > 0 ? (
        <ol aria-label="Notes on this lesson" className="mt-4 space-y-2">
          {notes.map((note) => (
            <li key={note.id}>
              {editing?.kind === 'edit' && editing.note.id === note.id ? (
                <NoteForm
                  seconds={note.positionSeconds}
                  initial={note.body}
                  moveTo={now}
                  saveLabel="Save changes"
                  onSave={saveForm}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <NoteItem
                  note={note}
                  jump={
                    <button
                      type="button"
                      onClick={() => media.seek(note.positionSeconds)}
                      aria-label={`Jump to ${formatMoment(note.positionSeconds)}`}
                      className={MOMENT_CLASS}
                    >
                      {formatMoment(note.positionSeconds)}
                    </button>
                  }
                  actions={
                    <>
                      <Button
                        variant="ghost"
                        className="!px-2 !py-1"
                        onClick={() => setEditing({ kind: 'edit', note })}
                        aria-label={`Edit the note at ${formatMoment(note.positionSeconds)}`}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        className="!px-2 !py-1"
                        onClick={() => setDeleting(note)}
                        aria-label={`Delete the note at ${formatMoment(note.positionSeconds)}`}
                      >
                        Delete
                      </Button>
                    </>
                  }
                />
              )}
            </li>
          ))}
        </ol>
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this note?"
        body={
          deleting ? `Your note at ${formatMoment(deleting.positionSeconds)} will be gone.` : ''
        }
        confirmLabel="Delete note"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
