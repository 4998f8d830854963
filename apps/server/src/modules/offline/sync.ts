import {
  SYNC_MESSAGES,
  syncItemTiming,
  type TSyncItem,
  type TSyncResponse,
} from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import {
  answerReview,
  LESSON_NOT_FOUND,
  lessonExists,
  putExerciseDraft,
  recordWatching,
  saveProgress,
  submitQuiz,
} from '../learning/service.ts';
import { removeSyncedNote, saveSyncedNote } from '../notes/service.ts';
import { claimSyncItem, findSyncItem, keepSyncResult } from './repo.ts';

/**
 * One item a device queued offline (docs/decisions/022, "Sync queue"), acted on once per
 * learner and id. In one transaction: the id is claimed (the primary key refuses a second
 * row; a concurrent replay waits for this one to commit), the item is scored or saved by the
 * same rules as online, and the answer is kept beside the id. A replay gets that answer back
 * and changes nothing. A refused item (no access, bad answer, too old) leaves no row, so the
 * device may drop it and nothing half-done remains.
 */
export async function syncItem(
  db: TDb,
  viewer: TViewer,
  item: TSyncItem,
  /** The server's review day (config TIME_ZONE, decisions/013). */
  timeZone: string,
  now = new Date(),
): Promise<TSyncResponse> {
  // Before the claim, whose row names the lesson: an unknown one is a 404, not a broken key.
  if (!(await lessonExists(db, item.lessonId))) throw new AppError('NOT_FOUND', LESSON_NOT_FOUND);
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as TDb;
    const madeAt = new Date(item.madeAt);
    if (!(await claimSyncItem(tx, viewer.id, item, madeAt))) return replay(tx, viewer, item);

    const timing = syncItemTiming(madeAt, now);
    if (timing === 'too-old') throw new AppError('FORBIDDEN', SYNC_MESSAGES.tooOld);
    if (timing === 'future')
      throw new AppError('VALIDATION', `madeAt: ${SYNC_MESSAGES.future}`, {
        madeAt: SYNC_MESSAGES.future,
      });
    const result = await act(tx, viewer, item, timeZone);
    await keepSyncResult(tx, viewer.id, item.id, result);
    return { id: item.id, replayed: false, result };
  });
}

/** The item, by the same rules as online. */
async function act(
  tx: TDb,
  viewer: TViewer,
  item: TSyncItem,
  timeZone: string,
): Promise<TSyncResponse['result']> {
  switch (item.kind) {
    case 'quiz': {
      const { attemptId, answers } = item;
      return {
        kind: 'quiz',
        quiz: await submitQuiz(tx, viewer, item.lessonId, { attemptId, answers }),
      };
    }
    case 'progress': {
      const { positionSeconds, durationSeconds } = item;
      const body = { positionSeconds, durationSeconds };
      return { kind: 'progress', progress: await saveProgress(tx, viewer, item.lessonId, body) };
    }
    case 'review': {
      // Graded now, on the server's day (a question answered offline yesterday counts today).
      const body = { optionId: item.optionId, timeZone };
      const review = await answerReview(tx, viewer, item.reviewId, body, timeZone, item.lessonId);
      return { kind: 'review', review };
    }
    case 'draft': {
      // The later save wins, as online: a draft synced late replaces one saved since elsewhere.
      const draft = await putExerciseDraft(tx, viewer, item.lessonId, { files: item.files });
      return { kind: 'draft', draft };
    }
    case 'note': {
      // Made once by its own id (a note sent online and again from the queue is one note); a
      // later edit made offline replaces its text and moment.
      const { noteId: id, positionSeconds, body } = item;
      const note = await saveSyncedNote(tx, viewer, item.lessonId, { id, positionSeconds, body });
      return { kind: 'note', note };
    }
    case 'note-delete':
      return { kind: 'note-delete', deleted: await removeSyncedNote(tx, viewer, item.noteId) };
    case 'watch': {
      // Counted on the day it was watched, not the day the device came back online.
      const at = new Date(item.madeAt);
      const watch = await recordWatching(
        tx,
        viewer,
        item.lessonId,
        { buckets: item.buckets },
        {
          timeZone,
          at,
        },
      );
      return { kind: 'watch', watch };
    }
  }
}

async function replay(tx: TDb, viewer: TViewer, item: TSyncItem): Promise<TSyncResponse> {
  const row = await findSyncItem(tx, viewer.id, item.id);
  if (!row) throw new Error('offline_sync row vanished after its conflict');
  // The same id for a different lesson or kind is a device bug, not a replay.
  if (row.lessonId !== item.lessonId || row.kind !== item.kind)
    throw new AppError('CONFLICT', SYNC_MESSAGES.otherItem);
  return { id: item.id, replayed: true, result: row.result };
}
