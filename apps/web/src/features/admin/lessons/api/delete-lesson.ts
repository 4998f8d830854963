import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { useInvalidateCatalog } from '../../hooks/use-invalidate-catalog.ts';

export const deleteLesson = (id: string) =>
  api<{ deleted: true }>(`/admin/lessons/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteLesson() {
  const invalidate = useInvalidateCatalog();
  return useMutation({ mutationFn: deleteLesson, onSuccess: invalidate });
}
