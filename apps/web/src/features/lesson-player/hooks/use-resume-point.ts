import { type RefObject, useRef } from 'react';
import { play } from './use-player-keys.ts';

/**
 * Where the next <video> starts, and whether it plays on: the saved position at first, then
 * wherever a retry, a renewed link or another quality interrupted the learner.
 */
export function useResumePoint(
  videoRef: RefObject<HTMLVideoElement | null>,
  positionSeconds: number,
  /** Start the first <video> playing (the lesson was opened to play: PLAY_ON_OPEN). */
  autoplay = false,
) {
  const resumeAt = useRef(positionSeconds);
  const resumePlaying = useRef(autoplay);

  /** Note where the current <video> is (nothing before it has played). */
  const rememberPosition = () => {
    const video = videoRef.current;
    if (video && video.currentTime > 0) resumeAt.current = video.currentTime;
  };

  return {
    rememberPosition,
    /** Start the next <video> where this one is, and playing if `keepPlaying`. */
    remember: (keepPlaying: boolean) => {
      rememberPosition();
      resumePlaying.current = keepPlaying;
    },
    /**
     * The same <video> was just given another source (another quality): back to where it was at
     * once, and playing again in the same task, so nothing outside ever sees it paused.
     */
    resumeNow: (video: HTMLVideoElement, seek: boolean) => {
      if (seek && resumeAt.current > 0) video.currentTime = resumeAt.current;
      if (resumePlaying.current) play(video);
    },
    /** On a new <video>'s metadata: seek there, `prepare` it (its speed), and play if it was. */
    restore: (video: HTMLVideoElement, prepare: (video: HTMLVideoElement) => void) => {
      const at = resumeAt.current;
      if (at > 0 && Number.isFinite(video.duration) && at < video.duration - 1) {
        video.currentTime = at;
      }
      prepare(video);
      if (resumePlaying.current) {
        resumePlaying.current = false;
        play(video, { orMuted: true });
      }
    },
  };
}
