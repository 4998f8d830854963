// An in-memory IndexedDB (jsdom has none): the outbox keeps notes made offline in it.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTE_BODY_MAX, NOTE_MESSAGES } from '@thinkbuild/core/notes';
import type { TNote } from '@thinkbuild/core/schemas/notes';
import type { TSyncItem } from '@thinkbuild/core/schemas/offline-sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOutbox } from '../../../entities/device/outbox/sync.ts';
import { askNoteAt } from '../../../entities/notes/note-request.ts';
import { me } from '../../../test/me.ts';
import { goOffline, goOnline, setOnline } from '../../../test/online.ts';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import NotesPanel from './notes-panel.tsx';

// The notes panel under a lesson's video: notes at the moment playing, safe Markdown, a jump back
// to each moment, the server's field message, and notes made offline waiting on the device.

const LESSON_ID = '7e6d5c4b-3a29-4817-8f6e-5d4c3b2a1908';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const note = (over: Partial<TNote>): TNote => ({
  id: crypto.randomUUID(),
  lessonId: LESSON_ID,
  positionSeconds: 0,
  body: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** The player's clock at `seconds`, and its seek. */
function player(seconds: number) {
  return {
    clock: { get: () => seconds, subscribe: () => () => {} },
    seek: vi.fn(),
  };
}

let learner = 0;
afterEach(async () => {
  await act(() => startOutbox(null));
  setOnline(true);
});

function server(email: string, notes: TNote[] = []) {
  const posted: unknown[] = [];
  const synced: TSyncItem[] = [];
  const calls = mockApi(
    on('GET', '/me', { body: me({ email }) }),
    on('GET', `/lessons/${LESSON_ID}/notes`, { body: { notes } }),
    on('POST', `/lessons/${LESSON_ID}/notes`, (body) => {
      posted.push(body);
      const sent = body as TNote;
      if (sent.body.includes('refuse'))
        return {
          status: 400,
          body: { code: 'VALIDATION', message: 'body: no', fields: { body: 'Refused here' } },
        };
      return { status: 201, body: note({ ...sent }) };
    }),
    on('POST', '/offline/sync', (body) => {
      const item = body as Extract<TSyncItem, { kind: 'note' }>;
      synced.push(item);
      const made = note({
        id: item.noteId,
        positionSeconds: item.positionSeconds,
        body: item.body,
      });
      return { body: { id: item.id, replayed: false, result: { kind: 'note', note: made } } };
    }),
  );
  return { posted, synced, calls };
}

describe('the notes panel', () => {
  it('lists my notes by moment, renders Markdown as text, and jumps back to a moment', async () => {
    server(`l${++learner}@example.com`, [
      note({ positionSeconds: 42, body: '**Flex** here <script>alert(1)</script>' }),
      note({ positionSeconds: 7 }),
    ]);
    const media = player(0);
    renderWithApp(<NotesPanel lessonId={LESSON_ID} media={media} />);
    const list = await screen.findByRole('list', { name: 'Notes on this lesson' });
    const items = within(list).getAllByRole('article');
    expect(items.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Bookmark at 0:07',
      'Note at 0:42',
    ]);
    const flex = within(items[1] as HTMLElement).getByText('Flex');
    expect(flex.closest('strong')).not.toBeNull();
    // The tag is text on the page, never an element.
    expect(document.querySelector('script')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText(/<script>alert\(1\)<\/script>/)).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Jump to 0:42' }));
    expect(media.seek).toHaveBeenCalledWith(42);
    expect(screen.getByRole('heading', { name: 'My notes (2)' })).toBeDefined();
  });

  it('adds a note at the moment playing, sent under an id made here', async () => {
    const { posted } = server(`l${++learner}@example.com`);
    renderWithApp(<NotesPanel lessonId={LESSON_ID} media={player(42.7)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a note at 0:42' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note at 0:42' }), 'Why `gap`?');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));

    const list = await screen.findByRole('list', { name: 'Notes on this lesson' });
    expect(within(list).getByRole('article', { name: 'Note at 0:42' })).toBeDefined();
    expect(within(list).getByText('gap').closest('code')).not.toBeNull();
    expect(posted).toEqual([
      { id: expect.stringMatching(UUID), positionSeconds: 42, body: 'Why `gap`?' },
    ]);
  });

  it('moves a note being edited to the moment the video is at now', async () => {
    const patched: unknown[] = [];
    const kept = note({ positionSeconds: 7, body: 'Flex' });
    mockApi(
      on('GET', '/me', { body: me({ email: `l${++learner}@example.com` }) }),
      on('GET', `/lessons/${LESSON_ID}/notes`, { body: { notes: [kept] } }),
      on('PATCH', `/notes/${kept.id}`, (body) => {
        patched.push(body);
        return { body: { ...kept, ...(body as object) } };
      }),
    );
    renderWithApp(<NotesPanel lessonId={LESSON_ID} media={player(65)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the note at 0:07' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to 1:05' }));
    expect(screen.getByRole('textbox', { name: 'Note at 1:05' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Move to/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('article', { name: 'Note at 1:05' })).toBeDefined();
    expect(patched).toEqual([{ positionSeconds: 65, body: 'Flex' }]);
  });

  it('bookmarks the moment with no text', async () => {
    const { posted } = server(`l${++learner}@example.com`);
    renderWithApp(<NotesPanel lessonId={LESSON_ID} media={player(65)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Bookmark 1:05' }));
    expect(await screen.findByRole('article', { name: 'Bookmark at 1:05' })).toBeDefined();
    expect(posted).toEqual([expect.objectContaining({ positionSeconds: 65, body: '' })]);
  });

  it('says a note is too long before sending it, and shows the server’s field message', async () => {
    const { posted } = server(`l${++learner}@example.com`);
    renderWithApp(<NotesPanel lessonId={LESSON_ID} media={player(3)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a note at 0:03' }));
    const box = screen.getByRole('textbox', { name: 'Note at 0:03' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(NOTE_BODY_MAX + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText(NOTE_MESSAGES.tooLong)).toBeDefined();
    expect(posted).toEqual([]);

    await userEvent.clear(box);
    await userEvent.type(box, 'please refuse');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Refused here')).toBeDefined();
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('opens the form at a transcript line when asked', async () => {
    server(`l${++learner}@example.com`);
    renderWithApp(<NotesPanel lessonId={LESSON_ID} media={player(0)} />);
    await screen.findByRole('button', { name: 'Add a note at 0:00' });
    act(() => askNoteAt(LESSON_ID, 12.5));
    expect(await screen.findByRole('textbox', { name: 'Note at 0:12' })).toBeDefined();
  });

  it('offline, keeps the note on the device, marked, and syncs it once back online', async () => {
    const email = `l${++learner}@example.com`;
    const { posted, synced } = server(email);
    const { queryClient } = renderWithApp(<NotesPanel lessonId={LESSON_ID} media={player(42)} />);
    await act(() => startOutbox(email));
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toMatchObject({ email }));
    await screen.findByRole('button', { name: 'Add a note at 0:42' });
    await goOffline();
    await userEvent.click(screen.getByRole('button', { name: 'Add a note at 0:42' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note at 0:42' }), 'on the bus');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));

    const waiting = await screen.findByRole('article', { name: 'Note at 0:42' });
    expect(within(waiting).getByText('Waiting to sync')).toBeDefined();
    expect(posted).toEqual([]);
    expect(synced).toEqual([]);

    await goOnline();
    await waitFor(() => expect(synced).toHaveLength(1));
    expect(synced[0]).toMatchObject({
      kind: 'note',
      lessonId: LESSON_ID,
      noteId: expect.stringMatching(UUID),
      positionSeconds: 42,
      body: 'on the bus',
    });
  });
});
