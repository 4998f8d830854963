import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../lib/toast.ts';

type TTarget = { id: string; title: string };

/**
 * Delete from a list: `ask` names the row, the ConfirmDialog asks, then it deletes and says so;
 * a failure keeps the dialog open with the server's message (use-delete-then-back.ts: edit pages).
 */
export function useDeleteFromList(
  remove: UseMutationResult<unknown, Error, string>,
  doneMessage: string,
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
          setTarget(null);
        },
        onError: (error) => showToast(error.message, 'error'),
      }),
  };
}
