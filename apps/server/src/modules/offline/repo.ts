import type { TSyncItem, TSyncResponse } from '@thinkbuild/core';
import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { offlineSync } from '../../db/schema.ts';

/**
 * Claims a queued item's id for the learner: false when it is already claimed (the primary key
 * refuses a second row; a concurrent claim waits for the first one's transaction).
 */
export async function claimSyncItem(
  tx: TDb,
  userId: string,
  item: TSyncItem,
  madeAt: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(offlineSync)
    .values({
      userId,
      lessonId: item.lessonId,
      clientId: item.id,
      kind: item.kind,
      madeAt,
      // Replaced by the real answer in the same transaction.
      result: { kind: 'progress', progress: { positionSeconds: 0, completed: false } },
    })
    .onConflictDoNothing()
    .returning({ clientId: offlineSync.clientId });
  return claimed.length > 0;
}

/** Keeps the answer beside a claimed id, for a replay to get back. */
export async function keepSyncResult(
  tx: TDb,
  userId: string,
  clientId: string,
  result: TSyncResponse['result'],
) {
  await tx
    .update(offlineSync)
    .set({ result })
    .where(and(eq(offlineSync.userId, userId), eq(offlineSync.clientId, clientId)));
}

/** The row of a claimed id. */
export async function findSyncItem(tx: TDb, userId: string, clientId: string) {
  const [row] = await tx
    .select()
    .from(offlineSync)
    .where(and(eq(offlineSync.userId, userId), eq(offlineSync.clientId, clientId)));
  return row;
}

/** The learner's synced offline items (what the device sent and the answer it got), oldest first. */
export function syncRecordsOf(db: TDb, userId: string) {
  return db
    .select()
    .from(offlineSync)
    .where(eq(offlineSync.userId, userId))
    .orderBy(asc(offlineSync.madeAt));
}
