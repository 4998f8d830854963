import type { TSyncItem, TSyncResponse } from '@thinkbuild/core/schemas/offline-sync';

/*
 * The sync queue's rules, apart from IndexedDB and fetch (docs/decisions/022, "Sync queue"):
 * items go one at a time in the order they were made; a sent item leaves the queue only once
 * the server has answered it; a network failure or a server error keeps it (and every item
 * after it, so the order holds) for the next try; a refusal (a 4xx other than "sign in" or "too
 * many requests") drops it with the server's message, since sending it again cannot succeed.
 */

/** A queued item: what is sent, plus who made it and when it was queued. */
export type TQueued = TSyncItem & {
  /** The account (email) that made it: another account on this device never sends it. */
  owner: string;
  /** Order of making; IndexedDB's key generator gives it. */
  seq?: number;
  tries: number;
};

/** What one send came to: the server's answer, its refusal, or no answer at all. */
export type TSendOutcome =
  | { ok: true; response: TSyncResponse }
  | { ok: false; status: number; message: string }
  | { ok: false; status: 0; message: string };

export type TQueueStore = {
  /** The owner's items, oldest first. */
  list(owner: string): Promise<TQueued[]>;
  remove(id: string): Promise<void>;
  update(item: TQueued): Promise<void>;
};

export type TQueueReport = {
  synced: { item: TQueued; response: TSyncResponse }[];
  /** Dropped: the server refused them; the learner is told its message. */
  refused: { item: TQueued; message: string }[];
  /** Why the run stopped early, if it did: a retry later, or the learner must sign in. */
  stopped: 'retry' | 'sign-in' | null;
};

/** What to do with an item after one send. */
export function verdict(outcome: TSendOutcome): 'done' | 'drop' | 'retry' | 'sign-in' {
  if (outcome.ok) return 'done';
  if (outcome.status === 401) return 'sign-in';
  // No answer (offline, dropped connection), a server error, or "too many requests": later.
  if (outcome.status === 0 || outcome.status === 429 || outcome.status === 408) return 'retry';
  if (outcome.status >= 500) return 'retry';
  return 'drop';
}

/** Kinds of which only the latest item of a lesson matters: a position, an exercise draft. */
export const latestOnly = (kind: TQueued['kind']) => kind === 'progress' || kind === 'draft';

/**
 * Progress and draft items a later item of the same kind and lesson makes pointless (only the
 * latest position or draft matters; answers are never skipped).
 */
export function superseded(items: readonly TQueued[]) {
  const later = new Set<string>();
  const skip = new Set<string>();
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    if (!item || !latestOnly(item.kind)) continue;
    const key = `${item.kind}:${item.lessonId}`;
    if (later.has(key)) skip.add(item.id);
    else later.add(key);
  }
  return skip;
}

/** Seconds before the next try after `tries` failed ones: 2, 4, 8 … at most 5 minutes. */
export const retryDelayMs = (tries: number) => Math.min(300_000, 2_000 * 2 ** Math.max(0, tries));

/**
 * Sends the owner's queue in order until it is empty or a send must wait. `send` never throws:
 * it turns every failure into an outcome.
 */
export async function runQueue(
  store: TQueueStore,
  owner: string,
  send: (item: TSyncItem) => Promise<TSendOutcome>,
): Promise<TQueueReport> {
  const report: TQueueReport = { synced: [], refused: [], stopped: null };
  const items = await store.list(owner);
  const skip = superseded(items);
  for (const item of items) {
    if (skip.has(item.id)) {
      await store.remove(item.id);
      continue;
    }
    const { owner: _owner, seq: _seq, tries: _tries, ...body } = item;
    const outcome = await send(body as TSyncItem);
    const next = verdict(outcome);
    if (next === 'done' && outcome.ok) {
      await store.remove(item.id);
      report.synced.push({ item, response: outcome.response });
    } else if (next === 'drop' && !outcome.ok) {
      await store.remove(item.id);
      report.refused.push({ item, message: outcome.message });
    } else {
      if (next === 'retry') await store.update({ ...item, tries: item.tries + 1 });
      report.stopped = next === 'sign-in' ? 'sign-in' : 'retry';
      break;
    }
  }
  return report;
}

/** Answers, notes and progress items waiting, for "3 answers waiting to sync". */
export function waitingCounts(items: readonly Pick<TQueued, 'kind'>[]) {
  // A quiz submission or a review answer is "an answer"; positions and drafts are progress.
  const answers = items.filter((i) => i.kind === 'quiz' || i.kind === 'review').length;
  const notes = items.filter((i) => i.kind === 'note' || i.kind === 'note-delete').length;
  return { answers, notes, progress: items.length - answers - notes };
}
