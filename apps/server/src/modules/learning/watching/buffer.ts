import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../../db/client.ts';
import { isForeignKeyViolation } from '../../../db/errors.ts';
import { addWatchingRows, type TWatchRow } from './repo.ts';

/** A buffer this full is written at once, whatever the time. */
export const WATCHING_FLUSH_ROWS = 5000;
/**
 * The most a server keeps while the database refuses its writes (an outage): later batches are
 * dropped, and said so in the log, rather than growing the server's memory without end.
 */
export const WATCHING_KEPT_ROWS = 200_000;

export type TWatchingBuffer = {
  /** Adds a learner's batch (already checked: the lesson is theirs to open, the stretches in it). */
  add(
    row: { userId: string; lessonId: string; day: string; at: Date },
    buckets: readonly { bucket: number; plays: number }[],
  ): void;
  /** Writes everything added so far (after any write under way); never throws, logs instead. */
  flush(): Promise<void>;
  /** Flushes and stops the timer: the app's close, before the database closes. */
  close(): Promise<void>;
};

/**
 * The player's batches, added up in this server and written together (decisions/045, "A batch
 * waits a second"): a batch then costs its request no database work, and the database one
 * statement a second per server, not one per learner a minute. Stretches of the same learner,
 * lesson and stretch are merged (plays summed, the first and latest time kept), so the write
 * meets each row once. What a crash loses is at most the last second's plays of this server.
 */
export function createWatchingBuffer(
  db: TDb,
  log: FastifyBaseLogger,
  {
    flushMs,
    flushRows = WATCHING_FLUSH_ROWS,
    keptRows = WATCHING_KEPT_ROWS,
  }: {
    /** How long a batch waits before it is written with the others (WATCHING_FLUSH_MS). */
    flushMs: number;
    flushRows?: number;
    keptRows?: number;
  },
): TWatchingBuffer {
  let rows = new Map<string, TWatchRow>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  let closed = false;

  const merge = (into: Map<string, TWatchRow>, row: TWatchRow) => {
    const key = `${row.userId}\u0000${row.lessonId}\u0000${row.bucket}`;
    const known = into.get(key);
    if (!known) {
      if (into.size >= keptRows) return false;
      into.set(key, row);
      return true;
    }
    known.plays += row.plays;
    if (row.firstAt < known.firstAt) {
      known.firstAt = row.firstAt;
      known.firstOn = row.firstOn;
    }
    if (row.lastAt > known.lastAt) known.lastAt = row.lastAt;
    return true;
  };

  const schedule = () => {
    if (timer || closed || rows.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, flushMs);
    timer.unref();
  };

  async function write(taken: Map<string, TWatchRow>) {
    const list = [...taken.values()];
    try {
      await addWatchingRows(db, list);
    } catch (error) {
      // A lesson or account deleted between the statement's check and its insert: once more,
      // and the check leaves it out.
      if (!isForeignKeyViolation(error)) throw error;
      await addWatchingRows(db, list);
    }
  }

  async function flush(): Promise<void> {
    while (writing) await writing;
    if (rows.size === 0) return;
    const taken = rows;
    rows = new Map();
    if (timer) clearTimeout(timer);
    timer = undefined;
    writing = write(taken)
      .catch((err) => {
        // Kept for the next flush (the database may be back by then).
        let dropped = 0;
        for (const row of taken.values()) if (!merge(rows, row)) dropped++;
        log.error({ err, rows: taken.size, dropped }, 'could not write watching records');
      })
      .finally(() => {
        writing = undefined;
        schedule();
      });
    await writing;
  }

  return {
    add({ userId, lessonId, day, at }, buckets) {
      let dropped = 0;
      for (const { bucket, plays } of buckets)
        if (
          !merge(rows, { userId, lessonId, bucket, plays, firstOn: day, firstAt: at, lastAt: at })
        )
          dropped++;
      if (dropped > 0) log.error({ dropped }, 'watching records dropped: the buffer is full');
      if (rows.size >= flushRows) void flush();
      else schedule();
    },
    flush,
    async close() {
      closed = true;
      await flush();
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
