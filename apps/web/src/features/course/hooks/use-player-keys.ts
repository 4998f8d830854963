import type { KeyboardEvent, RefObject } from 'react';

const SEEK_STEP_SECONDS = 5;
const VOLUME_STEP = 0.1;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Play or resume without an unhandled rejection (a play() cut short by a pause rejects). */
export const play = (video: HTMLVideoElement) => {
  video.play().catch(() => undefined);
};

/** The player region's keys: Space play/pause, ←/→ seek 5 s, ↑/↓ volume; each flashes a hint. */
export function usePlayerKeys(
  videoRef: RefObject<HTMLVideoElement | null>,
  failed: boolean,
  showFlash: (text: string) => void,
) {
  return function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const video = videoRef.current;
    if (!video || failed || event.altKey || event.ctrlKey || event.metaKey) return;
    // The region's own buttons and menus keep their keys.
    if ((event.target as HTMLElement).closest('button, select, input, a')) return;
    const duration = Number.isFinite(video.duration) ? video.duration : 0;
    switch (event.key) {
      case ' ':
        if (video.paused) {
          play(video);
          showFlash('Play');
        } else {
          video.pause();
          showFlash('Pause');
        }
        break;
      case 'ArrowLeft':
        video.currentTime = clamp(video.currentTime - SEEK_STEP_SECONDS, 0, duration);
        showFlash(`−${SEEK_STEP_SECONDS} s`);
        break;
      case 'ArrowRight':
        video.currentTime = clamp(video.currentTime + SEEK_STEP_SECONDS, 0, duration);
        showFlash(`+${SEEK_STEP_SECONDS} s`);
        break;
      case 'ArrowUp':
        video.muted = false;
        video.volume = clamp(Math.round((video.volume + VOLUME_STEP) * 10) / 10, 0, 1);
        showFlash(`Volume ${Math.round(video.volume * 100)}%`);
        break;
      case 'ArrowDown':
        video.volume = clamp(Math.round((video.volume - VOLUME_STEP) * 10) / 10, 0, 1);
        showFlash(`Volume ${Math.round(video.volume * 100)}%`);
        break;
      default:
        return;
    }
    // Handled here: no page scroll, and no second reaction from the native controls.
    event.preventDefault();
  };
}
