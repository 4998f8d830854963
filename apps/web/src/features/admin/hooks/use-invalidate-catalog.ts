import { useQueryClient } from '@tanstack/react-query';

/**
 * After a lesson or a course page changes: the admin lists, and every learner-side view of the
 * catalog and courses (the signed-in user's own data is all that stays).
 */
export function useInvalidateCatalog() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
}
