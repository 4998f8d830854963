import type { DBSchema } from 'idb';
import { OUTBOX_DB_NAME } from '../device-data.ts';
import { deviceDatabase } from '../device-db.ts';
import type { TQueued, TQueueStore } from './queue.ts';

/*
 * The outbox database (docs/decisions/022, "Sync queue"): one store, `items`, keyed by an
 * increasing number IndexedDB gives each item as it is queued, so reading it back is the order
 * the learner made them; an index on the item's own id finds one to remove. Its own database,
 * beside the downloads', so it can change version without touching them. Deleted by sign-out
 * (after a last try to send it) with the downloads.
 */

type TOutboxDb = DBSchema & {
  items: { key: number; value: TQueued; indexes: { id: string } };
};

const outboxDb = deviceDatabase<TOutboxDb>(OUTBOX_DB_NAME, 1, (db) => {
  const items = db.createObjectStore('items', { keyPath: 'seq', autoIncrement: true });
  items.createIndex('id', 'id', { unique: true });
});

export async function addToOutbox(item: Omit<TQueued, 'seq'>) {
  await (await outboxDb()).add('items', item as TQueued);
}

export async function outboxItems() {
  return (await outboxDb()).getAll('items');
}

export const outboxStore: TQueueStore = {
  async list(owner) {
    return (await outboxItems()).filter((item) => item.owner === owner);
  },
  async remove(id) {
    const db = await outboxDb();
    const key = await db.getKeyFromIndex('items', 'id', id);
    if (key !== undefined) await db.delete('items', key);
  },
  async update(item) {
    await (await outboxDb()).put('items', item);
  },
};
