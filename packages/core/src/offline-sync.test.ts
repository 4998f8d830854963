import { describe, expect, it } from 'vitest';
import { DOWNLOAD_GRANT_DAYS } from './offline.ts';
import { syncItemTiming, syncWaitingLabel } from './offline-sync.ts';
import { ZSyncItem } from './schemas/offline-sync.ts';

const now = new Date('2026-06-30T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe('syncItemTiming', () => {
  it('counts an item made while a download could still play', () => {
    expect(syncItemTiming(daysAgo(0), now)).toBe('ok');
    expect(syncItemTiming(daysAgo(DOWNLOAD_GRANT_DAYS - 0.01), now)).toBe('ok');
  });
  it('refuses one older than a grant lasts', () => {
    expect(syncItemTiming(daysAgo(DOWNLOAD_GRANT_DAYS + 0.01), now)).toBe('too-old');
  });
  it('tolerates a device clock a little ahead, not a day', () => {
    expect(syncItemTiming(daysAgo(-0.5), now)).toBe('ok');
    expect(syncItemTiming(daysAgo(-1.5), now)).toBe('future');
  });
});

describe('syncWaitingLabel', () => {
  it('counts answers and notes, names progress alone, and says nothing when nothing waits', () => {
    expect(syncWaitingLabel({ answers: 1, progress: 4 })).toBe('1 answer waiting to sync');
    expect(syncWaitingLabel({ answers: 3, progress: 0 })).toBe('3 answers waiting to sync');
    expect(syncWaitingLabel({ answers: 0, notes: 1, progress: 2 })).toBe('1 note waiting to sync');
    expect(syncWaitingLabel({ answers: 2, notes: 3, progress: 0 })).toBe(
      '2 answers and 3 notes waiting to sync',
    );
    expect(syncWaitingLabel({ answers: 0, progress: 2 })).toBe('Progress waiting to sync');
    expect(syncWaitingLabel({ answers: 0, notes: 0, progress: 0 })).toBeNull();
  });
});

describe('ZSyncItem', () => {
  it('names each wrong field', () => {
    const parsed = ZSyncItem.safeParse({
      kind: 'quiz',
      id: 'x',
      lessonId: 'y',
      madeAt: 'yesterday',
      attemptId: 'z',
      answers: ['a'],
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['answers', 'attemptId', 'id', 'lessonId', 'madeAt']);
  });
  it('takes an exercise draft with the files an online save takes', () => {
    const base = {
      kind: 'draft',
      id: '0d3c5f2e-4b7a-4c1d-9e8f-1a2b3c4d5e6f',
      lessonId: '7e6d5c4b-3a29-4817-8f6e-5d4c3b2a1908',
      madeAt: now.toISOString(),
    };
    const file = { name: 'index.html', language: 'html', content: '<nav></nav>' };
    expect(ZSyncItem.safeParse({ ...base, files: [file] }).success).toBe(true);
    const paths = ZSyncItem.safeParse({ ...base, files: 'x' }).error?.issues.map((i) => i.path);
    expect(paths).toEqual([['files']]);
  });
  it('refuses an unknown kind', () => {
    expect(ZSyncItem.safeParse({ kind: 'exercise' }).error?.issues[0]?.message).toBe(
      'Kind must be quiz, progress, review, draft, note, note-delete or watch',
    );
  });
});
