import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast.ts';

/**
 * Delete on an edit page: ask first (ConfirmDialog), then delete, say so and go back to the
 * dashboard; a failure stays on the page with the server's message.
 */
export function useDeleteThenBack(
  remove: UseMutationResult<unknown, Error, string>,
  id: string,
  doneMessage: string,
) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return {
    confirming,
    busy: remove.isPending,
    ask: () => setConfirming(true),
    close: () => setConfirming(false),
    confirm: () =>
      remove.mutate(id, {
        onSuccess: () => {
          showToast(doneMessage, 'success');
          navigate('/admin');
        },
        onError: (error) => showToast(error.message, 'error'),
      }),
  };
}
