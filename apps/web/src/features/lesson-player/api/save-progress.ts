import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLessonResponse, TProgressRequest } from '@thinkbuild/core/schemas/learning';
import { sendOrQueue } from '../../../entities/device/outbox/sync.ts';
import { useMe } from '../../../entities/session/session.ts';
import { api } from '../../../lib/api-client.ts';
import { lessonQueryOptions } from './get-lesson.ts';
import { courseKeys } from './keys.ts';

type TProgressResponse = { positionSeconds: number; completed: boolean };

/**
 * PUT the playback position. `keepalive` lets the request outlive the page (pagehide), the
 * browser's replacement for sendBeacon when the method is not POST.
 */
export const saveProgress = (id: string, body: TProgressRequest, keepalive = false) =>
  api<TProgressResponse>(`/lessons/${encodeURIComponent(id)}/progress`, {
    method: 'PUT',
    body: JSON.stringify(body),
    keepalive,
  });

/**
 * Keeps the cached lesson in step with what the server stored, and when the lesson has just
 * become complete refreshes the course (its count and every section's ticks).
 */
export function applyLessonProgress(
  queryClient: QueryClient,
  lesson: Pick<TLessonResponse, 'id' | 'category' | 'project'>,
  progress: Partial<TLessonResponse['progress']>,
) {
  const key = lessonQueryOptions(lesson.id).queryKey;
  const before = queryClient.getQueryData(key)?.progress;
  const wasCompleted = before?.completed ?? false;
  queryClient.setQueryData(key, (old) =>
    old ? { ...old, progress: { ...old.progress, ...progress } } : old,
  );
  if (progress.completed && !wasCompleted) {
    void queryClient.invalidateQueries({
      queryKey: courseKeys.course(lesson.category, lesson.project),
    });
  } else if (before?.positionSeconds === 0 && (progress.positionSeconds ?? 0) > 0) {
    // First seconds watched: the menu's "Not started" becomes "Watched".
    void queryClient.invalidateQueries({
      queryKey: courseKeys.sections(lesson.category, lesson.project),
    });
  }
}

export function useSaveProgress(lesson: Pick<TLessonResponse, 'id' | 'category' | 'project'>) {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: TProgressRequest) => {
      // Offline, the position waits in the outbox (only a lesson's latest one is kept) and is
      // saved by the server on sync (decisions/022, "Sync queue").
      const outcome = await sendOrQueue(
        me?.email,
        { kind: 'progress', lessonId: lesson.id, ...body },
        () => saveProgress(lesson.id, body),
      );
      return 'queued' in outcome ? null : outcome.sent;
    },
    // Runs even if the player has unmounted meanwhile (it is the mutation's own option).
    onSuccess: (saved) => {
      if (saved) applyLessonProgress(queryClient, lesson, saved);
    },
  });
}
