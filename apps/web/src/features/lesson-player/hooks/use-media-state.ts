import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

export type TMediaState = {
  paused: boolean;
  time: number;
  duration: number;
  /** Where the downloaded part around the playhead ends (seconds). */
  buffered: number;
  volume: number;
  muted: boolean;
};

const EMPTY: TMediaState = {
  paused: true,
  time: 0,
  duration: 0,
  buffered: 0,
  volume: 1,
  muted: false,
};

function read(video: HTMLVideoElement): TMediaState {
  const time = video.currentTime || 0;
  let buffered = 0;
  for (let i = 0; i < video.buffered.length; i++)
    if (video.buffered.start(i) <= time + 0.5) buffered = Math.max(buffered, video.buffered.end(i));
  return {
    paused: video.paused,
    time,
    duration: Number.isFinite(video.duration) ? video.duration : 0,
    buffered,
    volume: video.volume,
    muted: video.muted,
  };
}

/**
 * What our control bar shows of the <video>: read again on each of its media events, so the bar
 * follows the element whatever moved it (our buttons, shortcuts, the transcript, the OS).
 */
export function useMediaState(videoRef: RefObject<HTMLVideoElement | null>) {
  const [state, setState] = useState(EMPTY);
  const sync = () => {
    const video = videoRef.current;
    if (video) setState(read(video));
  };
  return {
    state,
    sync,
    /** Spread on the <video> (merge with any handler of the same name). */
    handlers: {
      onDurationChange: sync,
      onProgress: sync,
      onVolumeChange: sync,
      onSeeking: sync,
      onEmptied: sync,
    },
  };
}

/** HTMLMediaElement.HAVE_METADATA and HAVE_CURRENT_DATA. */
const HAVE_METADATA = 1;
const HAVE_CURRENT_DATA = 2;

/**
 * Replays `loadedmetadata`, `loadeddata` and `error` for a <video> that had them before React
 * listened.
 * React renders the lesson while other parts of the page are still loading (a lazy chunk
 * suspends), and it may build the <video> then, with its src: the browser loads it at once, but
 * React ignores events of an element it has not yet put on the page. With the lesson's answers
 * in the page (decisions/026) that happened on most reloads: the video started at 0 instead of
 * the saved place, and a failed HLS playlist never fell back to the MP4. Runs once each new <video> (`key`) is on the page.
 */
export function useMissedMediaEvents(
  videoRef: RefObject<HTMLVideoElement | null>,
  key: string,
  handlers: { onLoadedMetadata: () => void; onLoadedData: () => void; onError: () => void },
) {
  const latest = useRef(handlers);
  latest.current = handlers;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the new-<video> signal
  useLayoutEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // A source that failed already (the browser's own HLS refused a playlist): its fallback.
    if (video.error) return latest.current.onError();
    if (video.readyState >= HAVE_METADATA) latest.current.onLoadedMetadata();
    if (video.readyState >= HAVE_CURRENT_DATA) latest.current.onLoadedData();
  }, [videoRef, key]);
}
