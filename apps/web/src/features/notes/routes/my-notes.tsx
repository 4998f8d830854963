import { formatMoment } from '@thinkbuild/core/notes';
import type { TMyNotes } from '@thinkbuild/core/schemas/notes';
import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { useState } from 'react';
import { Link } from 'react-router';
import { lessonMomentPath, lessonPath } from '../../../entities/lesson/paths.ts';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Container } from '../../../ui/container.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { useDeleteNote, useMyNotes } from '../api/notes-api.ts';
import { MOMENT_CLASS, NoteItem } from '../components/note-item.tsx';

type TLesson = TMyNotes['projects'][number]['lessons'][number];
type TNote = TLesson['notes'][number];

/** /notes: every note and bookmark of the learner, by project and lesson; each opens its moment. */
export default function MyNotesPage() {
  const { data, isPending, isError, refetch } = useMyNotes();
  return (
    <>
      <PageBand
        eyebrow="Account"
        title="My notes"
        lead="Notes and bookmarks you left on lesson videos, by course and lesson. Only you can see them. Choose a moment to watch from there."
      />
      <Container className="py-10 sm:py-14">
        {isPending && (
          <div role="status" aria-busy="true" aria-label="Loading your notes" className="space-y-4">
            {[0, 1].map((n) => (
              <div key={n} className="h-40 animate-pulse rounded-2xl bg-slate-100" />
            ))}
          </div>
        )}
        {isError && <LoadError what="Your notes" retry={() => refetch()} />}
        {data && data.projects.length === 0 && (
          <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
            <h2 className="font-bold text-2xl text-slate-950">No notes yet</h2>
            <p className="mt-2 text-slate-600">
              While a lesson plays, choose “Add a note” or “Bookmark” under the video: the moment is
              kept with it.
            </p>
            <ButtonLink to="/home" className="mt-6">
              Back to your courses
            </ButtonLink>
          </div>
        )}
        <div className="space-y-8">
          {data?.projects.map((project) => (
            <section
              key={`${project.category}/${project.project}`}
              aria-label={project.projectTitle}
              className="space-y-4"
            >
              <h2 className="font-extrabold text-2xl text-slate-950 tracking-tight">
                {project.projectTitle}
              </h2>
              {project.lessons.map((lesson) => (
                <LessonNotes key={lesson.lessonId} lesson={lesson} />
              ))}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}

function LessonNotes({ lesson }: { lesson: TLesson }) {
  const remove = useDeleteNote(lesson.lessonId);
  const [deleting, setDeleting] = useState<TNote | null>(null);
  const confirm = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ noteId: deleting.id });
    } catch (error) {
      showToast(errorsOfSave(error).message, 'error');
    }
    setDeleting(null);
  };
  return (
    <article
      aria-label={lesson.title}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <p className="font-semibold text-brand-700 text-xs uppercase tracking-wider">
        {SECTION_LABELS[lesson.section]} · Lesson {lesson.number}
      </p>
      <h3 className="mt-1 font-bold text-lg text-slate-950">
        <Link to={lessonPath(lesson)} className="hover:underline">
          {lesson.title}
        </Link>
      </h3>
      <ol aria-label={`Notes on ${lesson.title}`} className="mt-3 space-y-2">
        {lesson.notes.map((note) => (
          <li key={note.id}>
            <NoteItem
              note={note}
              jump={
                <Link
                  to={lessonMomentPath(lesson, note.positionSeconds)}
                  aria-label={`Watch ${lesson.title} from ${formatMoment(note.positionSeconds)}`}
                  className={MOMENT_CLASS}
                >
                  {formatMoment(note.positionSeconds)}
                </Link>
              }
              actions={
                <Button
                  variant="ghost"
                  className="!px-2 !py-1"
                  onClick={() => setDeleting(note)}
                  aria-label={`Delete the note at ${formatMoment(note.positionSeconds)}`}
                >
                  Delete
                </Button>
              }
            />
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this note?"
        body={
          deleting ? `Your note at ${formatMoment(deleting.positionSeconds)} will be gone.` : ''
        }
        confirmLabel="Delete note"
        busy={remove.isPending}
        onConfirm={confirm}
        onClose={() => setDeleting(null)}
      />
    </article>
  );
}
