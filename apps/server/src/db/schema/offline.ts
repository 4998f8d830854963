import type { TSyncResult } from '@thinkbuild/core';
import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { learnerLesson } from './learning.ts';

/**
 * What the server answered to each item a device synced after learning offline
 * (docs/decisions/022, "Sync queue"): the device's id for the item is the key with the learner,
 * so the item is acted on once and a replay gets this answer back instead of a second attempt.
 */
export const offlineSync = pgTable(
  'offline_sync',
  {
    ...learnerLesson(),
    /** The device's id for the queued item. */
    clientId: uuid('client_id').notNull(),
    kind: text('kind').$type<TSyncResult['kind']>().notNull(),
    result: jsonb('result').$type<TSyncResult>().notNull(),
    /** When the learner made it offline (device clock), and when it reached the server. */
    madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'offline_sync_user_client', columns: [t.userId, t.clientId] })],
);
