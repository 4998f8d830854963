import { type RefObject, useState } from 'react';
import { SPEEDS } from '../components/player-bar.tsx';

/**
 * The player's speed: chosen in the bar, kept across a remounted <video> (a retry, another
 * quality), and following the browser's own speed control when it offers one of ours.
 */
export function usePlaybackSpeed(videoRef: RefObject<HTMLVideoElement | null>) {
  const [speed, setSpeed] = useState(1);
  /** Give a (new) <video> the chosen speed. */
  const applyTo = (video: HTMLVideoElement) => {
    video.defaultPlaybackRate = speed;
    video.playbackRate = speed;
  };
  const changeSpeed = (value: number) => {
    setSpeed(value);
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = value;
    video.playbackRate = value;
  };
  const onRateChange = () => {
    const rate = videoRef.current?.playbackRate;
    if (rate && (SPEEDS as readonly number[]).includes(rate)) setSpeed(rate);
  };
  return { speed, applyTo, changeSpeed, onRateChange };
}
