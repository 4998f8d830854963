import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TLessonResponse, TVideoUrlResponse } from '@thinkbuild/core/schemas/learning';
import { useState } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { me } from '../../../test/me.ts';
import { mockApi, on, renderWithApp } from '../../../test/render.tsx';
import { LessonMedia } from '../components/lesson-media.tsx';
import { useMediaClock } from '../hooks/use-media-clock.ts';
import { usePlayerChoices } from '../hooks/use-player-choices.ts';
import { LESSON_ID, lesson, videoUrl } from './fixtures.ts';

export const VIDEO = `/lessons/${LESSON_ID}/video`;
export const CAPTIONS = `/lessons/${LESSON_ID}/captions`;
export const HLS: TVideoUrlResponse['hls'] = {
  master: '/media/hls/master.m3u8',
  poster: '/media/hls/poster.jpg',
  renditions: [
    { name: '240p', height: 240, bytes: 5_000_000, playlist: '/media/hls/240p.m3u8' },
    { name: '360p', height: 360, bytes: 9_000_000, playlist: '/media/hls/360p.m3u8' },
    { name: '720p', height: 720, bytes: 30_000_000, playlist: '/media/hls/720p.m3u8' },
    { name: 'audio', height: null, bytes: 1_000_000, playlist: '/media/hls/audio.m3u8' },
  ],
};

/** The player as the lesson page mounts it: with the media clock and the learner's choices. */
function Player({ of, withTheatre }: { of: TLessonResponse; withTheatre: boolean }) {
  const media = useMediaClock();
  const [theatre, setTheatre] = useState(false);
  return (
    <LessonMedia
      lesson={of}
      media={media}
      {...usePlayerChoices()}
      {...(withTheatre ? { theatre, onToggleTheatre: () => setTheatre((t) => !t) } : {})}
    />
  );
}

export const showPlayer = (of: TLessonResponse = lesson(), withTheatre = false) => {
  const view = renderWithApp(<Player of={of} withTheatre={withTheatre} />);
  const video = () => view.container.querySelector('video');
  return { ...view, video };
};

/** The browser plays HLS itself (as Safari does), so no hls.js is involved. */
export const nativeHls = () =>
  vi
    .spyOn(HTMLMediaElement.prototype, 'canPlayType')
    .mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));

/** jsdom's <video> knows no duration: give it one. */
export const withDuration = (video: HTMLVideoElement, seconds: number) =>
  Object.defineProperty(video, 'duration', { configurable: true, value: seconds });

/**
 * The player of `of` with its video's metadata in (a 7-minute video), on a page that answers /me,
 * the video link (HLS when `hls`, played natively) and two seconds of captions.
 */
export async function readyPlayer(of = lesson(), theatre = false, hls = false) {
  if (hls) nativeHls();
  mockApi(
    on('GET', '/me', { body: me() }),
    on('GET', VIDEO, { body: videoUrl(hls ? { hls: HLS } : {}) }),
    on('GET', CAPTIONS, {
      body: { language: 'en', cues: [{ start: 0, end: 2, text: 'Hello there' }] },
    }),
  );
  const view = showPlayer(of, theatre);
  await waitFor(() => expect(view.video()).not.toBeNull());
  const video = view.video() as HTMLVideoElement;
  withDuration(video, 420);
  fireEvent.loadedMetadata(video);
  return { ...view, element: video, region: screen.getByRole('group', { name: /Video player/ }) };
}

/** Each test starts with no play()/pause() calls counted, and ends with every spy restored. */
export function clearMediaCalls() {
  beforeEach(() => {
    vi.mocked(HTMLMediaElement.prototype.play).mockClear();
    vi.mocked(HTMLMediaElement.prototype.pause).mockClear();
  });
  afterEach(() => vi.restoreAllMocks());
}
