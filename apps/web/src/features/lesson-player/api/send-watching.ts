import type { TWatchBatch, TWatchRecorded } from '@thinkbuild/core/schemas/watching';
import { sendOrQueue } from '../../../entities/device/outbox/sync.ts';
import { ApiError, api } from '../../../lib/api-client.ts';

/** POST a batch of watching; `keepalive` lets it outlive the page (pagehide). */
export const postWatching = (lessonId: string, body: TWatchBatch, keepalive = false) =>
  api<TWatchRecorded>(`/lessons/${encodeURIComponent(lessonId)}/watching`, {
    method: 'POST',
    body: JSON.stringify(body),
    keepalive,
  });

/**
 * Sends a batch, or keeps it in the learner's outbox while offline (decisions/022), synced as
 * kind 'watch'. Answers whether the batch should be tried again with the next one: the server
 * had too many or failed; a refusal (the lesson closed meanwhile) drops it.
 */
export async function sendWatching(
  who: string,
  lessonId: string,
  body: TWatchBatch,
  keepalive: boolean,
): Promise<'done' | 'again'> {
  try {
    await sendOrQueue(who, { kind: 'watch', lessonId, ...body }, () =>
      postWatching(lessonId, body, keepalive),
    );
    return 'done';
  } catch (error) {
    if (error instanceof ApiError && error.status !== 429 && error.status < 500) return 'done';
    return 'again';
  }
}
