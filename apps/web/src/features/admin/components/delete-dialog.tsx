import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import type { TConfirmDelete } from '../hooks/use-confirm-delete.ts';

/** "Delete this post?": the confirmation of a `useConfirmDelete`, saying what deleting loses. */
export function DeleteDialog({
  deletion,
  what,
  body,
}: {
  deletion: TConfirmDelete;
  /** What is deleted, in the title and on the button: "post", "lesson". */
  what: string;
  /** What deleting it does, given its title. */
  body: (title: string) => string;
}) {
  return (
    <ConfirmDialog
      open={deletion.target !== null}
      title={`Delete this ${what}?`}
      body={body(deletion.target?.title ?? '')}
      confirmLabel={`Delete ${what}`}
      busy={deletion.busy}
      onConfirm={deletion.confirm}
      onClose={deletion.close}
    />
  );
}
