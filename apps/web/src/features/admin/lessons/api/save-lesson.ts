import type { TAdminLesson, TLessonInput } from '@thinkbuild/core/schemas/admin';
import { api } from '../../../../lib/api-client.ts';

/**
 * Creates a lesson (no id) or saves an existing one. A plain call, not a mutation hook: the
 * lesson form saves its captions, snippets, exercise and video after it, then invalidates once.
 */
export const saveLesson = (input: TLessonInput, id?: string) =>
  api<TAdminLesson>(id ? `/admin/lessons/${encodeURIComponent(id)}` : '/admin/lessons', {
    method: id ? 'PUT' : 'POST',
    body: JSON.stringify(input),
  });
