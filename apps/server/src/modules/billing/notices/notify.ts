import type { TNoticeData } from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { enqueue } from '../../../jobs/define.ts';
import { noticeJob } from '../jobs/index.ts';
import { insertNotice } from './notices-repo.ts';

/**
 * A notice to record: whom it tells, what (core's TNoticeData: the kind and its facts), and the
 * event's name as its `key` ("receipt:<reference>", "cancelled:<subscription id>:<period>"). A
 * second notice with a key already recorded is ignored, so a replayed webhook, a retried job or
 * a second path to the same charge tells the learner once.
 */
export type TNoticeInput = TNoticeData & { userId: string; key: string };

/**
 * Tells the learner about a money event (decisions/031): records the notice in `db`, which should
 * be the transaction that made the event (so it exists exactly when the event was committed),
 * and queues the `billing.notice` job that mails it once. Returns whether it was new.
 */
export async function notifyLearner(db: TDb, notice: TNoticeInput): Promise<boolean> {
  const { userId, key, ...data } = notice;
  const id = await insertNotice(db, { userId, kind: data.kind, key, data });
  if (!id) return false;
  await enqueue(db, noticeJob, { id }, { dedupeKey: `notice:${id}` });
  return true;
}
