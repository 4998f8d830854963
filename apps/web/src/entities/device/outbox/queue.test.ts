import type { TSyncItem, TSyncResponse } from '@thinkbuild/core/schemas/offline-sync';
import { describe, expect, it } from 'vitest';
import {
  retryDelayMs,
  runQueue,
  type TQueued,
  type TQueueStore,
  type TSendOutcome,
  verdict,
  waitingCounts,
} from './queue.ts';

const OWNER = 'ada@example.com';
let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

const quiz = (lessonId: string, owner = OWNER): TQueued => ({
  kind: 'quiz',
  id: uuid(),
  lessonId,
  madeAt: '2026-06-01T10:00:00Z',
  attemptId: uuid(),
  answers: ['a', 'b', 'c', 'd', 'e'],
  owner,
  tries: 0,
});
const progress = (lessonId: string, positionSeconds: number): TQueued => ({
  kind: 'progress',
  id: uuid(),
  lessonId,
  madeAt: '2026-06-01T10:00:00Z',
  positionSeconds,
  owner: OWNER,
  tries: 0,
});

const draft = (lessonId: string, content: string): TQueued => ({
  kind: 'draft',
  id: uuid(),
  lessonId,
  madeAt: '2026-06-01T10:00:00Z',
  files: [{ name: 'index.html', language: 'html', content }],
  owner: OWNER,
  tries: 0,
});

/** An in-memory store in the order items were queued, like the IndexedDB one. */
function memoryStore(items: TQueued[]): TQueueStore & { items: TQueued[] } {
  return {
    items,
    async list(owner) {
      return this.items.filter((i) => i.owner === owner);
    },
    async remove(id) {
      this.items = this.items.filter((i) => i.id !== id);
    },
    async update(item) {
      this.items = this.items.map((i) => (i.id === item.id ? item : i));
    },
  };
}

/** A server that acts on each id once and answers a replay with its first answer. */
function fakeServer() {
  const seen = new Map<string, TSyncResponse>();
  const acted: string[] = [];
  const send = async (item: TSyncItem): Promise<TSendOutcome> => {
    const first = seen.get(item.id);
    if (first) return { ok: true, response: { ...first, replayed: true } };
    acted.push(item.id);
    const response: TSyncResponse = {
      id: item.id,
      replayed: false,
      result: { kind: 'progress', progress: { positionSeconds: acted.length, completed: false } },
    };
    seen.set(item.id, response);
    return { ok: true, response };
  };
  return { send, acted };
}

describe('runQueue', () => {
  it('sends every item in the order made and empties the queue', async () => {
    const items = [quiz('L1'), progress('L2', 30), quiz('L3')];
    const store = memoryStore([...items]);
    const server = fakeServer();
    const report = await runQueue(store, OWNER, server.send);
    expect(server.acted).toEqual(items.map((i) => i.id));
    expect(report.synced.map((s) => s.item.id)).toEqual(items.map((i) => i.id));
    expect(report.stopped).toBeNull();
    expect(store.items).toEqual([]);
  });

  it('stops at a failed send, keeps it and what follows, and resumes in order', async () => {
    const items = [quiz('L1'), quiz('L2'), quiz('L3')];
    const store = memoryStore([...items]);
    const server = fakeServer();
    let down = true;
    const flaky = async (item: TSyncItem): Promise<TSendOutcome> =>
      down && item.id === items[1]?.id
        ? { ok: false, status: 0, message: 'Failed to fetch' }
        : server.send(item);
    const first = await runQueue(store, OWNER, flaky);
    expect(first.stopped).toBe('retry');
    expect(server.acted).toEqual([items[0]?.id]);
    expect(store.items.map((i) => [i.id, i.tries])).toEqual([
      [items[1]?.id, 1],
      [items[2]?.id, 0],
    ]);
    down = false;
    const second = await runQueue(store, OWNER, flaky);
    expect(second.stopped).toBeNull();
    expect(server.acted).toEqual(items.map((i) => i.id));
  });

  it('gets the first answer back when an item is sent again (lost reply), without a second act', async () => {
    const item = quiz('L1');
    const store = memoryStore([item]);
    const server = fakeServer();
    // The server acted but the reply was lost: the device still holds the item.
    await server.send(item);
    const report = await runQueue(store, OWNER, server.send);
    expect(server.acted).toEqual([item.id]);
    expect(report.synced[0]?.response.replayed).toBe(true);
    expect(store.items).toEqual([]);
  });

  it('drops an item the server refuses and tells why, then goes on', async () => {
    const [refusedItem, next] = [quiz('L1'), quiz('L2')];
    const store = memoryStore([refusedItem, next] as TQueued[]);
    const server = fakeServer();
    const send = async (item: TSyncItem): Promise<TSendOutcome> =>
      item.id === refusedItem?.id
        ? { ok: false, status: 403, message: 'Deployment lessons are for Creators' }
        : server.send(item);
    const report = await runQueue(store, OWNER, send);
    expect(report.refused).toEqual([
      { item: refusedItem, message: 'Deployment lessons are for Creators' },
    ]);
    expect(report.synced.map((s) => s.item.id)).toEqual([next?.id]);
    expect(store.items).toEqual([]);
  });

  it('keeps everything when the session has ended, until the learner signs in', async () => {
    const store = memoryStore([quiz('L1')]);
    const report = await runQueue(store, OWNER, async () => ({
      ok: false,
      status: 401,
      message: 'Please sign in',
    }));
    expect(report.stopped).toBe('sign-in');
    expect(store.items).toHaveLength(1);
    expect(store.items[0]?.tries).toBe(0);
  });

  it('sends only the latest position of a lesson, and never another account’s items', async () => {
    const old = progress('L1', 10);
    const answer = quiz('L1');
    const latest = progress('L1', 50);
    const theirs = quiz('L9', 'bob@example.com');
    const store = memoryStore([old, answer, latest, theirs]);
    const server = fakeServer();
    await runQueue(store, OWNER, server.send);
    expect(server.acted).toEqual([answer.id, latest.id]);
    expect(store.items).toEqual([theirs]);
  });

  it('sends only the latest exercise draft of a lesson, apart from its position', async () => {
    const first = draft('L1', '<nav></nav>');
    const position = progress('L1', 10);
    const other = draft('L2', '<main></main>');
    const latest = draft('L1', '<nav><a>Home</a></nav>');
    const store = memoryStore([first, position, other, latest]);
    const server = fakeServer();
    await runQueue(store, OWNER, server.send);
    expect(server.acted).toEqual([position.id, other.id, latest.id]);
    expect(store.items).toEqual([]);
  });
});

describe('verdict', () => {
  it('retries what may succeed later and drops refusals', () => {
    const fail = (status: number) => verdict({ ok: false, status, message: '' });
    expect([0, 408, 429, 500, 503].map(fail)).toEqual([
      'retry',
      'retry',
      'retry',
      'retry',
      'retry',
    ]);
    expect([400, 403, 404, 409].map(fail)).toEqual(['drop', 'drop', 'drop', 'drop']);
    expect(fail(401)).toBe('sign-in');
  });
});

it('backs off 2 s, 4 s, 8 s … to 5 minutes', () => {
  expect([0, 1, 2].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000]);
  expect(retryDelayMs(20)).toBe(300_000);
});

it('counts answers and notes apart from progress', () => {
  expect(waitingCounts([quiz('L1'), progress('L1', 3), quiz('L2'), draft('L1', '')])).toEqual({
    answers: 2,
    notes: 0,
    progress: 2,
  });
  expect(waitingCounts([{ kind: 'note' }, progress('L1', 3)])).toEqual({
    answers: 0,
    notes: 1,
    progress: 1,
  });
});
