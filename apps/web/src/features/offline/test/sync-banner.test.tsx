// An in-memory IndexedDB (jsdom has none): the outbox keeps queued items in it as in a browser.
import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSyncItem } from '@thinkbuild/core/schemas/offline-sync';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxItems } from '../../../entities/device/outbox/store.ts';
import { queueOffline, startOutbox } from '../../../entities/device/outbox/sync.ts';
import { me } from '../../../test/me.ts';
import { goOffline, goOnline, setOnline } from '../../../test/online.ts';
import { mockApi, on, renderWithApp, type TReply } from '../../../test/render.tsx';
import { SyncBanner } from '../sync-banner.tsx';

// The strip above every signed-in page (docs/decisions/022, "Sync queue"): how many answers wait
// and why, "Synced" once they reached the server, and why the server did not count one.

const LESSON_ID = '7e6d5c4b-3a29-4817-8f6e-5d4c3b2a1908';
const REVIEW_ID = '0d3c5f2e-4b7a-4c1d-9e8f-1a2b3c4d5e6f';

// The outbox belongs to the signed-in account: each test is another learner, so another queue.
let learner = 0;

// Signed out before going back online: the last learner's items stay unsent, not sent to the
// next test's server.
afterEach(async () => {
  await act(() => startOutbox(null));
  setOnline(true);
});

/** Renders the banner for a new learner whose sync requests `answer` gives replies to. */
async function renderBanner(answer: (item: TSyncItem) => TReply) {
  const email = `banner-${++learner}@example.com`;
  const synced: TSyncItem[] = [];
  const calls = mockApi(
    on('GET', '/me', { body: me({ email }) }),
    on('POST', '/offline/sync', (body) => {
      synced.push(body as TSyncItem);
      return answer(body as TSyncItem);
    }),
  );
  renderWithApp(<SyncBanner />);
  await waitFor(() => expect(calls.some((c) => c.path === '/me')).toBe(true));
  // The banner starts the outbox for the learner once /api/me answers; a second call for the
  // same account does nothing, so this only waits for it.
  await act(() => startOutbox(email));
  const review = (optionId: string) =>
    act(async () => {
      await queueOffline(email, {
        kind: 'review',
        lessonId: LESSON_ID,
        reviewId: REVIEW_ID,
        optionId,
      });
    });
  const progress = () =>
    act(async () => {
      await queueOffline(email, { kind: 'progress', lessonId: LESSON_ID, positionSeconds: 42 });
    });
  const waiting = async () => (await outboxItems()).filter((item) => item.owner === email);
  return { synced, review, progress, waiting };
}

const reviewed = (item: TSyncItem): TReply => ({
  body: {
    id: item.id,
    replayed: false,
    result: {
      kind: 'review',
      review: { correct: true, chosen: 'o1', correctOption: 'o1', done: false, waiting: 0 },
    },
  },
});

/** The banner's text, once it says `text`. */
const bannerWith = async (text: string) =>
  (await screen.findByText(text, { exact: false })).closest('[role]')?.textContent ?? '';

describe('the sync banner', () => {
  it('shows nothing while nothing waits', async () => {
    await renderBanner(reviewed);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts the answers waiting offline, then says Synced once they are sent', async () => {
    const banner = await renderBanner(reviewed);
    await goOffline();
    await banner.review('o1');
    await banner.progress();
    await banner.review('o2');
    expect(await bannerWith('2 answers waiting to sync.')).toBe(
      '2 answers waiting to sync. They are sent when you are back online.',
    );
    expect(banner.synced).toEqual([]);

    await goOnline();
    expect(await bannerWith('Synced.')).toBe(
      'Synced. Your offline answers, notes and progress are saved on ThinkBuild.',
    );
    // In the order made, and none left on the device.
    expect(banner.synced.map((i) => i.kind)).toEqual(['review', 'progress', 'review']);
    expect(await banner.waiting()).toEqual([]);
  });

  it('names progress alone', async () => {
    const banner = await renderBanner(reviewed);
    await goOffline();
    await banner.progress();
    expect(await bannerWith('Progress waiting to sync.')).toBe(
      'Progress waiting to sync. They are sent when you are back online.',
    );
  });

  it('says why an answer was not counted, until dismissed', async () => {
    const message = 'This answer was made offline more than 30 days ago';
    const banner = await renderBanner(() => ({
      status: 403,
      body: { code: 'FORBIDDEN', message },
    }));
    await banner.review('o1');
    expect(await bannerWith('was not counted')).toBe(
      `An answer made offline was not counted: ${message}Dismiss`,
    );
    // Sending it again could not succeed: it is gone from the device.
    expect(await banner.waiting()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the answers and asks to sign in again when the session has ended', async () => {
    const banner = await renderBanner(() => ({
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Sign in' },
    }));
    await banner.review('o1');
    expect(await bannerWith('Sign in again')).toBe(
      '1 answer waiting to sync. Sign in again to send them.',
    );
    expect(await banner.waiting()).toHaveLength(1);
  });
});
