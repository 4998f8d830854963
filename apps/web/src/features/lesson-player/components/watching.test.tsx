import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { me } from '../../../test/me.ts';
import { mockApi, on } from '../../../test/render.tsx';
import { LESSON_ID, videoUrl } from '../test/fixtures.ts';
import { clearMediaCalls, showPlayer, VIDEO, withDuration } from '../test/player.tsx';

clearMediaCalls();

const WATCHING = `/lessons/${LESSON_ID}/watching`;

/** The player on a page that answers /me, the video link and the watching batches. */
async function playing() {
  const calls = mockApi(
    on('GET', '/me', { body: me() }),
    on('GET', VIDEO, { body: videoUrl() }),
    on('POST', WATCHING, (body) => ({
      body: { recorded: (body as { buckets: unknown[] }).buckets.length },
    })),
  );
  const view = showPlayer();
  await waitFor(() => expect(view.video()).not.toBeNull());
  await waitFor(() => expect(calls.some((c) => c.path === '/me')).toBe(true));
  await act(async () => {});
  const video = view.video() as HTMLVideoElement;
  withDuration(video, 65);
  fireEvent.loadedMetadata(video);
  Object.defineProperty(video, 'paused', { configurable: true, value: false });
  const at = (seconds: number) => {
    video.currentTime = seconds;
    fireEvent.timeUpdate(video);
  };
  const batches = () => calls.filter((c) => c.method === 'POST' && c.path === WATCHING);
  return { ...view, video, at, batches };
}

describe('watching records', () => {
  it('sends the stretches played, not those seeked over, when the learner leaves the lesson', async () => {
    const { video, at, batches, unmount } = await playing();
    for (const t of [0, 4, 9, 12, 19]) at(t);
    // Seeking to 0:50 skips stretches 2 to 4.
    fireEvent.seeking(video);
    at(50);
    at(55);
    expect(batches()).toEqual([]);
    unmount();
    await waitFor(() => expect(batches()).toHaveLength(1));
    expect(batches()[0]?.body).toEqual({
      buckets: [
        { bucket: 0, plays: 1 },
        { bucket: 1, plays: 1 },
        { bucket: 5, plays: 1 },
      ],
    });
  });

  it('sends nothing while paused, and nothing for a learner who played nothing', async () => {
    const { video, at, batches, unmount } = await playing();
    Object.defineProperty(video, 'paused', { configurable: true, value: true });
    at(30);
    unmount();
    await act(async () => {});
    expect(batches()).toEqual([]);
  });
});
