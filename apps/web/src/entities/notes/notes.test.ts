import { describe, expect, it } from 'vitest';
import { withWaiting } from './notes.ts';

const note = (id: string, positionSeconds: number, body = '') => ({
  id,
  lessonId: 'l',
  positionSeconds,
  body,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const waiting = (noteId: string, positionSeconds: number, body: string) => ({
  kind: 'note' as const,
  noteId,
  lessonId: 'l',
  positionSeconds,
  body,
  madeAt: '2026-01-02T00:00:00.000Z',
});

describe('a lesson’s notes with those waiting on the device', () => {
  it('adds a note made offline, marked, in the order of the video', () => {
    const shown = withWaiting([note('a', 42)], [waiting('b', 7, 'offline')]);
    expect(shown.map((n) => [n.id, n.waiting ?? false])).toEqual([
      ['b', true],
      ['a', false],
    ]);
  });

  it('shows an offline edit in place of the server’s copy, keeping when it was made', () => {
    const shown = withWaiting([note('a', 42, 'old')], [waiting('a', 50, 'new')]);
    expect(shown).toEqual([
      expect.objectContaining({ id: 'a', positionSeconds: 50, body: 'new', waiting: true }),
    ]);
    expect(shown[0]?.createdAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('takes the last of two waiting edits', () => {
    const shown = withWaiting([], [waiting('a', 1, 'first'), waiting('a', 1, 'second')]);
    expect(shown.map((n) => n.body)).toEqual(['second']);
  });

  it('hides a note deleted offline, and one made and deleted offline, but not one made after', () => {
    const gone = { kind: 'note-delete' as const, noteId: 'a' };
    expect(withWaiting([note('a', 42), note('c', 3)], [gone]).map((n) => n.id)).toEqual(['c']);
    expect(withWaiting([], [waiting('a', 1, 'made'), gone])).toEqual([]);
    expect(withWaiting([], [gone, waiting('a', 1, 'again')]).map((n) => n.body)).toEqual(['again']);
  });
});
