import type { TExerciseResponse } from '@thinkbuild/core/schemas/exercise';
import type { TLessonResponse } from '@thinkbuild/core/schemas/learning';
import { api } from '../../../lib/api-client.ts';
import { putStoredLesson, storedLesson } from './db.ts';
import { keepApiCopy } from './page-data.ts';

/**
 * After a downloaded lesson's quiz was scored (synced, or submitted online) or its exercise
 * draft synced, keeps the lesson as the server now gives it: its progress and the learner's
 * next open attempt, so the quiz can be taken again offline with a fresh order (the submitted
 * attempt is closed for good), and its exercise with the saved draft.
 */
export async function refreshStoredLesson(lessonId: string) {
  const record = await storedLesson(lessonId);
  if (!record || record.revoked || !navigator.onLine) return;
  try {
    const lesson = await api<TLessonResponse>(`/lessons/${encodeURIComponent(lessonId)}`);
    await putStoredLesson({ ...record, lesson, checkedAt: new Date().toISOString() });
    await keepApiCopy(`/lessons/${encodeURIComponent(lessonId)}`, lesson);
    // The exercise with the draft the server now holds (one written offline, just synced).
    if (lesson.hasExercise) {
      const path = `/lessons/${encodeURIComponent(lessonId)}/exercise`;
      await keepApiCopy(path, await api<TExerciseResponse>(path));
    }
  } catch {
    // Offline again: the next sync or download refreshes it.
  }
}
