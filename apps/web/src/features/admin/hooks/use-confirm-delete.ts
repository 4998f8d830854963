import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../lib/toast.ts';

type TTarget = { id: string; title: string };

/**
 * Delete after a confirmation: `ask` names what is to go, the dialog (DeleteDialog) asks, then
 * it deletes and says so; a failure keeps the dialog open with the server's message. In a list
 * the dialog then closes; an edit page passes `afterDelete` to leave the page instead.
 */
export function useConfirmDelete(
  remove: UseMutationResult<unknown, Error, string>,
  doneMessage: string,
  afterDelete?: () => void,
) {
  const [target, setTarget] = useState<TTarget | null>(null);
  return {
    target,
    busy: remove.isPending,
    ask: (row: TTarget) => setTarget(row),
    close: () => setTarget(null),
    confirm: () =>
      target &&
      remove.mutate(target.id, {
        onSuccess: () => {
          showToast(doneMessage, 'success');
          if (afterDelete) afterDelete();
          else setTarget(null);
        },
        onError: (error) => showToast(error.message, 'error'),
      }),
  };
}

export type TConfirmDelete = ReturnType<typeof useConfirmDelete>;
