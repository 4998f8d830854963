import { DeleteDialog } from '../../components/delete-dialog.tsx';
import type { TConfirmDelete } from '../../hooks/use-confirm-delete.ts';

/** Deleting a lesson, from the dashboard's list or its edit page: what goes with it. */
export function DeleteLessonDialog({ deletion }: { deletion: TConfirmDelete }) {
  return (
    <DeleteDialog
      deletion={deletion}
      what="lesson"
      body={(title) =>
        `"${title}" will be removed with its video, quiz and every learner's progress in it. This cannot be undone.`
      }
    />
  );
}
