import { describe, expect, it } from 'vitest';
import {
  byMoment,
  formatMoment,
  groupNotes,
  isBookmark,
  NOTE_BODY_MAX,
  NOTE_MESSAGES,
  noteLineIndex,
  noteMomentAt,
  parseMomentParam,
  timelinePercent,
} from './notes.ts';
import { ZNoteCreate, ZNoteUpdate } from './schemas/notes.ts';
import { ZSyncItem } from './schemas/offline-sync.ts';

const id = '3f0c1d9e-8a55-4c8e-9d0a-6f1f8b2b7c11';

describe('a note moment', () => {
  it('reads as the player shows time', () => {
    expect(formatMoment(42)).toBe('0:42');
    expect(formatMoment(42.9)).toBe('0:42');
    expect(formatMoment(605)).toBe('10:05');
    expect(formatMoment(3725)).toBe('1:02:05');
    expect(formatMoment(-3)).toBe('0:00');
  });

  it('is the player time in whole seconds, never negative or past a day', () => {
    expect(noteMomentAt(42.7)).toBe(42);
    expect(noteMomentAt(-1)).toBe(0);
    expect(noteMomentAt(Number.NaN)).toBe(0);
    expect(noteMomentAt(10 ** 9)).toBe(86_400);
  });

  it('sits on the timeline in proportion, once the length is known', () => {
    expect(timelinePercent(42, 84)).toBe(50);
    expect(timelinePercent(200, 100)).toBe(100);
    expect(timelinePercent(42, 0)).toBeNull();
    expect(timelinePercent(42, Number.NaN)).toBeNull();
  });

  it('belongs to the transcript line it was made from', () => {
    const cues = [
      { start: 0, end: 1.5 },
      { start: 1.5, end: 3.2 },
      { start: 4, end: 6 },
    ];
    expect(noteLineIndex(cues, 0)).toBe(0);
    expect(noteLineIndex(cues, 1)).toBe(1);
    expect(noteLineIndex(cues, 3)).toBe(1);
    expect(noteLineIndex(cues, 3.5)).toBe(-1);
    expect(noteLineIndex(cues, 5)).toBe(2);
    expect(noteLineIndex([], 5)).toBe(-1);
  });

  it('comes from a link only as whole seconds within a day', () => {
    expect(parseMomentParam('42')).toBe(42);
    expect(parseMomentParam('0')).toBe(0);
    expect(parseMomentParam(null)).toBeNull();
    expect(parseMomentParam('4.2')).toBeNull();
    expect(parseMomentParam('-4')).toBeNull();
    expect(parseMomentParam('1e3')).toBeNull();
    expect(parseMomentParam('999999')).toBeNull();
  });
});

describe('a note', () => {
  it('without text is a bookmark', () => {
    expect(isBookmark('')).toBe(true);
    expect(isBookmark('  \n')).toBe(true);
    expect(isBookmark('**why** this loop')).toBe(false);
  });

  it('is short: the limit is a field message', () => {
    const ok = ZNoteCreate.safeParse({ id, positionSeconds: 42, body: 'x'.repeat(NOTE_BODY_MAX) });
    expect(ok.success).toBe(true);
    const long = ZNoteCreate.safeParse({
      id,
      positionSeconds: 42,
      body: 'x'.repeat(NOTE_BODY_MAX + 1),
    });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]).toMatchObject({ path: ['body'], message: NOTE_MESSAGES.tooLong });
  });

  it('is trimmed, and a missing text makes a bookmark', () => {
    expect(ZNoteCreate.parse({ id, positionSeconds: 0, body: '  hi  ' }).body).toBe('hi');
    expect(ZNoteCreate.parse({ id, positionSeconds: 0 }).body).toBe('');
  });

  it('is at a whole second of the video', () => {
    for (const positionSeconds of [-1, 4.5, 86_401, '42'])
      expect(ZNoteCreate.safeParse({ id, positionSeconds }).success).toBe(false);
  });

  it('needs an id the device chose', () => {
    expect(ZNoteCreate.safeParse({ id: 'abc', positionSeconds: 1 }).success).toBe(false);
  });

  it('is edited with a new text or moment, not nothing', () => {
    expect(ZNoteUpdate.safeParse({ body: 'new' }).success).toBe(true);
    expect(ZNoteUpdate.safeParse({ positionSeconds: 3 }).success).toBe(true);
    const none = ZNoteUpdate.safeParse({});
    expect(none.error?.issues[0]?.message).toBe(NOTE_MESSAGES.nothingToChange);
  });

  it('made offline is a sync item with its own note id', () => {
    const item = {
      id,
      lessonId: id,
      madeAt: new Date().toISOString(),
      kind: 'note',
      noteId: id,
      positionSeconds: 42,
    };
    expect(ZSyncItem.parse(item)).toMatchObject({ kind: 'note', body: '' });
    expect(ZSyncItem.safeParse({ ...item, body: 'x'.repeat(NOTE_BODY_MAX + 1) }).success).toBe(
      false,
    );
  });
});

describe('my notes', () => {
  const note = (positionSeconds: number, createdAt = '2026-01-01T00:00:00Z') => ({
    positionSeconds,
    createdAt,
  });
  const place = (projectTitle: string, section: 'build' | 'planning', number: number) => ({
    category: 'web' as const,
    project: projectTitle.toLowerCase(),
    projectTitle,
    section,
    number,
  });

  it('orders a lesson by moment, then by when made', () => {
    const notes = [note(42, '2026-01-02T00:00:00Z'), note(7), note(42, '2026-01-01T00:00:00Z')];
    expect([...notes].sort(byMoment).map((n) => [n.positionSeconds, n.createdAt])).toEqual([
      [7, '2026-01-01T00:00:00Z'],
      [42, '2026-01-01T00:00:00Z'],
      [42, '2026-01-02T00:00:00Z'],
    ]);
  });

  it('groups by project, lessons in course order', () => {
    const grouped = groupNotes([
      { lesson: place('Portfolio', 'build', 3), notes: [note(9), note(2)] },
      { lesson: place('Blog', 'build', 1), notes: [note(1)] },
      { lesson: place('Portfolio', 'planning', 5), notes: [note(1)] },
      { lesson: place('Portfolio', 'build', 1), notes: [note(1)] },
    ]);
    expect(grouped.map((p) => p.projectTitle)).toEqual(['Blog', 'Portfolio']);
    expect(grouped[1]?.lessons.map((l) => `${l.section}${l.number}`)).toEqual([
      'planning5',
      'build1',
      'build3',
    ]);
    expect(grouped[1]?.lessons[2]?.notes.map((n) => n.positionSeconds)).toEqual([2, 9]);
  });
});
