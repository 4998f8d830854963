import type { KeyboardEvent } from 'react';

export const SEEK_STEP_SECONDS = 5;
/** j and l jump further, as on YouTube. */
export const JUMP_SECONDS = 10;
export const VOLUME_STEP = 0.1;

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

/**
 * Play or resume without an unhandled rejection (a play() cut short by a pause rejects). With
 * `orMuted`, a start the browser refuses with sound (no click allowed it) plays muted instead.
 */
export const play = (video: HTMLVideoElement, { orMuted = false } = {}) => {
  video.play().catch((error: unknown) => {
    if (!orMuted || video.muted || (error as Error | null)?.name !== 'NotAllowedError') return;
    video.muted = true;
    video.play().catch(() => undefined);
  });
};

/** What the shortcuts do; the optional ones are missing when the player lacks them. */
export type TPlayerActions = {
  togglePlay: () => void;
  seekBy: (seconds: number) => void;
  seekToFraction: (fraction: number) => void;
  volumeBy: (step: number) => void;
  toggleMute: () => void;
  toggleFullscreen: () => void;
  speedStep: (direction: 1 | -1) => void;
  showShortcuts: () => void;
  toggleCaptions?: () => void;
  toggleTheatre?: () => void;
};

/** The shortcut list, for the `?` dialog (in the order shown there). */
export const SHORTCUTS: { keys: string[]; what: string; when?: 'captions' | 'theatre' }[] = [
  { keys: ['Space', 'K'], what: 'Play or pause' },
  { keys: ['←', '→'], what: `Back or forward ${SEEK_STEP_SECONDS} seconds` },
  { keys: ['J', 'L'], what: `Back or forward ${JUMP_SECONDS} seconds` },
  { keys: ['0', '…', '9'], what: 'Jump to 0% … 90% of the video' },
  { keys: ['↑', '↓'], what: 'Volume up or down' },
  { keys: ['M'], what: 'Mute or unmute' },
  { keys: ['C'], what: 'Captions on or off', when: 'captions' },
  { keys: ['<', '>'], what: 'Slower or faster' },
  { keys: ['F'], what: 'Full screen' },
  { keys: ['T'], what: 'Theatre mode', when: 'theatre' },
  { keys: ['?'], what: 'This list' },
];

/**
 * The player's keys, from anywhere in the player but text fields and open menus. On a button,
 * Space and Enter press the button; on a slider, its arrows move the slider.
 */
export function usePlayerKeys(failed: boolean, actions: TPlayerActions) {
  return function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (failed || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, select, textarea, [role="menu"], [contenteditable="true"]')) return;
    if ((event.key === ' ' || event.key === 'Enter') && target.closest('button, a')) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if (/^[0-9]$/.test(key)) actions.seekToFraction(Number(key) / 10);
    else if (key === ' ' || key === 'k') actions.togglePlay();
    else if (key === 'ArrowLeft') actions.seekBy(-SEEK_STEP_SECONDS);
    else if (key === 'ArrowRight') actions.seekBy(SEEK_STEP_SECONDS);
    else if (key === 'j') actions.seekBy(-JUMP_SECONDS);
    else if (key === 'l') actions.seekBy(JUMP_SECONDS);
    else if (key === 'ArrowUp') actions.volumeBy(VOLUME_STEP);
    else if (key === 'ArrowDown') actions.volumeBy(-VOLUME_STEP);
    else if (key === 'm') actions.toggleMute();
    else if (key === 'f') actions.toggleFullscreen();
    else if (key === '<' || key === ',') {
      if (key === ',' && !event.shiftKey) return;
      actions.speedStep(-1);
    } else if (key === '>' || key === '.') {
      if (key === '.' && !event.shiftKey) return;
      actions.speedStep(1);
    } else if (key === '?') actions.showShortcuts();
    else if (key === 'c' && actions.toggleCaptions) actions.toggleCaptions();
    else if (key === 't' && actions.toggleTheatre) actions.toggleTheatre();
    else return;
    // Handled here: no page scroll, no second reaction elsewhere.
    event.preventDefault();
  };
}
