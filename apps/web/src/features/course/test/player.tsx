import type { TLessonResponse, TVideoUrlResponse } from '@thinkbuild/core/schemas/learning';
import { useState } from 'react';
import { vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { LessonMedia } from '../components/lesson-media.tsx';
import { useMediaClock } from '../hooks/use-media-clock.ts';
import { usePlayerChoices } from '../hooks/use-player-choices.ts';
import { LESSON_ID, lesson } from './fixtures.ts';

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
