import { type RefObject, useState } from 'react';

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
