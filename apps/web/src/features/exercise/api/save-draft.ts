import type { TExerciseFile, TSavedDraft } from '@thinkbuild/core/schemas/exercise';
import { api } from '../../../lib/api-client.ts';

/** Browsers refuse a keepalive request whose body passes 64 KB; below that it outlives the page. */
const KEEPALIVE_MAX_BYTES = 60_000;

/** PUT the learner's one draft of the lesson's exercise. */
export function saveDraft(lessonId: string, files: TExerciseFile[], leaving = false) {
  const body = JSON.stringify({ files });
  return api<TSavedDraft>(`/lessons/${encodeURIComponent(lessonId)}/exercise/draft`, {
    method: 'PUT',
    body,
    keepalive: leaving && body.length < KEEPALIVE_MAX_BYTES,
  });
}
