import type { TSyncItem, TSyncResponse } from '@thinkbuild/core/schemas/offline-sync';
import { mergeWatchBuckets } from '@thinkbuild/core/watching';
import { useSyncExternalStore } from 'react';
import { ApiError, api } from '../../../lib/api-client.ts';
import {
  latestOnly,
  retryDelayMs,
  runQueue,
  type TQueued,
  type TSendOutcome,
  waitingCounts,
} from './queue.ts';
import { addToOutbox, outboxItems, outboxStore } from './store.ts';

/*
 * The outbox in this tab (docs/decisions/022, "Sync queue"): queues what the learner did while
 * the network was away, sends it when the connection returns (the `online` event, the app's
 * start, a retry timer), one tab at a time (a Web Lock), and tells the pages how many answers
 * and notes wait, that they synced, or that the server refused one.
 */

export type TOutboxState = {
  answers: number;
  notes: number;
  progress: number;
  /** `synced`: the last run sent everything (shown until something new is queued). */
  status: 'idle' | 'syncing' | 'synced' | 'sign-in';
  /** Items the server refused: dropped, with its message for the learner. */
  refused: { lessonId: string; kind: TSyncItem['kind']; message: string }[];
};

let state: TOutboxState = { answers: 0, notes: 0, progress: 0, status: 'idle', refused: [] };
let owner: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();
const syncedListeners = new Set<(item: TQueued, response: TSyncResponse) => void>();
const scoredListeners = new Set<(lessonId: string) => void>();

function setState(patch: Partial<TOutboxState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useOutbox = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );

/** Called with each item the server answered (the lesson page shows a queued quiz's score). */
export function onOutboxSynced(listener: (item: TQueued, response: TSyncResponse) => void) {
  syncedListeners.add(listener);
  return () => {
    syncedListeners.delete(listener);
  };
}

/**
 * A lesson's quiz was scored, online or by a sync: the downloads keep its next attempt
 * (features/offline). Features do not import each other; both reach this.
 */
export function onQuizScored(listener: (lessonId: string) => void) {
  scoredListeners.add(listener);
  return () => {
    scoredListeners.delete(listener);
  };
}
export const quizScored = (lessonId: string) => {
  for (const listener of scoredListeners) listener(lessonId);
};

/** A version-4 UUID from getRandomValues (randomUUID needs a secure context). */
export function newSyncId() {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function countWaiting() {
  if (!owner) return setState({ answers: 0, notes: 0, progress: 0 });
  const mine = (await outboxItems()).filter((item) => item.owner === owner);
  setState(waitingCounts(mine));
}

async function send(item: TSyncItem): Promise<TSendOutcome> {
  try {
    const response = await api<TSyncResponse>('/offline/sync', {
      method: 'POST',
      body: JSON.stringify(item),
    });
    return { ok: true, response };
  } catch (error) {
    if (error instanceof ApiError)
      return { ok: false, status: error.status, message: error.body.message };
    return { ok: false, status: 0, message: error instanceof Error ? error.message : 'offline' };
  }
}

async function run() {
  if (!owner) return;
  const who = owner;
  setState({ status: 'syncing' });
  const report = await runQueue(outboxStore, who, send);
  for (const { item, response } of report.synced) {
    for (const listener of syncedListeners) listener(item, response);
    if (item.kind === 'quiz') quizScored(item.lessonId);
  }
  // A batch of watching refused (the lesson closed since) is nothing the learner did wrong.
  const refused = report.refused
    .filter(({ item }) => item.kind !== 'watch')
    .map(({ item, message }) => ({
      lessonId: item.lessonId,
      kind: item.kind,
      message,
    }));
  await countWaiting();
  const sent = report.synced.length > 0;
  setState({
    status:
      report.stopped === 'sign-in'
        ? 'sign-in'
        : state.answers + state.notes + state.progress === 0 && (sent || state.status === 'synced')
          ? 'synced'
          : 'idle',
    refused: [...state.refused, ...refused],
  });
  if (report.stopped === 'retry') {
    const tries = Math.max(1, ...(await outboxStore.list(who)).map((i) => i.tries));
    if (retryTimer === null)
      retryTimer = setTimeout(() => {
        retryTimer = null;
        void syncNow();
      }, retryDelayMs(tries));
  }
}

/** The run going on in this tab, and whether something asked for another meanwhile. */
let running: Promise<void> | null = null;
let again = false;

/**
 * Sends what waits, if online: one run at a time in this tab (two would send an item twice and
 * report a refusal twice), one tab at a time where the browser has Web Locks. A call during a
 * run is not lost: the run goes round again for what was queued meanwhile.
 */
export function syncNow(): Promise<void> {
  if (!owner || !navigator.onLine) return Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      if (navigator.locks) await navigator.locks.request('thinkbuild-outbox', run);
      else await run();
    } while (again && owner && navigator.onLine);
  })().finally(() => {
    running = null;
  });
  return running;
}

/** An item as a page makes it: the outbox gives its id and, unless given, its time. */
type TNewItem = TSyncItem extends infer T
  ? T extends TSyncItem
    ? Omit<T, 'id' | 'madeAt'> & { madeAt?: string }
    : never
  : never;

/**
 * Queues an item made while the network was away (its id and time given here) and, if the
 * browser thinks it is online, tries at once. Returns its id.
 */
export async function queueOffline(who: string, made: TNewItem) {
  const id = newSyncId();
  const item = await withWaitingWatch(who, made);
  if (latestOnly(item.kind)) {
    // Only the latest position (or draft) of a lesson matters: earlier ones go.
    for (const old of await outboxStore.list(who))
      if (old.kind === item.kind && old.lessonId === item.lessonId)
        await outboxStore.remove(old.id);
  }
  const madeAt = item.madeAt ?? new Date().toISOString();
  await addToOutbox({ ...item, id, madeAt, owner: who, tries: 0 } as TQueued);
  if (owner === who) {
    setState({ status: state.status === 'synced' ? 'idle' : state.status });
    await countWaiting();
    void syncNow();
  }
  return id;
}

/**
 * A lesson's watching made offline the same day waits as one batch (decisions/045): a new one
 * takes in the one already queued, so a long offline session is one item to sync, not one a
 * minute.
 */
async function withWaitingWatch(who: string, item: TNewItem): Promise<TNewItem> {
  if (item.kind !== 'watch') return item;
  const today = new Date().toISOString().slice(0, 10);
  let buckets = item.buckets;
  for (const old of await outboxStore.list(who)) {
    if (old.kind !== 'watch' || old.lessonId !== item.lessonId || !old.madeAt.startsWith(today))
      continue;
    buckets = mergeWatchBuckets(old.buckets, buckets);
    await outboxStore.remove(old.id);
  }
  return { ...item, buckets };
}

/**
 * Sends `item` now, or keeps it in `who`'s outbox to be sent on sync (decisions/022, "Sync
 * queue"): at once when the browser is offline, or when the request never reached the server (a
 * network failure, not an answer). A visitor with no account has no outbox: their failure stands.
 */
export async function sendOrQueue<T>(
  who: string | undefined,
  item: TNewItem,
  send: () => Promise<T>,
): Promise<{ sent: T } | { queued: string }> {
  const queue = async () => ({ queued: await queueOffline(who ?? '', item) });
  if (!navigator.onLine && who) return queue();
  try {
    return { sent: await send() };
  } catch (error) {
    if (error instanceof ApiError || !who) throw error;
    return queue();
  }
}

/**
 * The latest exercise draft of a lesson still waiting in the signed-in account's outbox (written
 * offline): the editor opens with it rather than with an older saved draft.
 */
export async function waitingDraft(lessonId: string) {
  if (!owner) return null;
  const drafts = (await outboxStore.list(owner)).filter(
    (item) => item.kind === 'draft' && item.lessonId === lessonId,
  );
  const last = drafts.at(-1);
  return last?.kind === 'draft' ? { files: last.files, updatedAt: last.madeAt } : null;
}

/**
 * A lesson's notes made, edited or deleted offline and still waiting in the signed-in account's
 * outbox, oldest first: the lesson page shows them (or hides the deleted) before the server
 * knows.
 */
export async function waitingNotes(lessonId: string) {
  if (!owner) return [];
  return (await outboxStore.list(owner)).filter(
    (item): item is Extract<TQueued, { kind: 'note' | 'note-delete' }> =>
      (item.kind === 'note' || item.kind === 'note-delete') && item.lessonId === lessonId,
  );
}

/** The signed-in account (null when signed out): counts its items and sends them when online. */
export async function startOutbox(who: string | null) {
  if (owner === who) return;
  owner = who;
  setState({ answers: 0, notes: 0, progress: 0, status: 'idle', refused: [] });
  if (!who) return;
  await countWaiting();
  await syncNow();
}

/** The learner has read the refusals. */
export const dismissRefused = () => setState({ refused: [] });

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void syncNow());
  // Another tab may have queued or sent items.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void countWaiting().then(syncNow);
  });
}
