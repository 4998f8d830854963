import type { TQuality } from '@thinkbuild/core/renditions';
import type { TRendition } from '@thinkbuild/core/schemas/learning';
import type { RefObject } from 'react';
import type { TCaptionStyle } from '../hooks/use-caption-style.ts';
import type { TMediaState } from '../hooks/use-media-state.ts';
import { formatDuration } from './format.ts';
import { BarIcon } from './player/icons.tsx';
import { MenuButton, MenuChoice } from './player/menu-button.tsx';
import { NoteMarks, type TNoteMark } from './player/note-marks.tsx';
import { Slider } from './player/seek-bar.tsx';
import { QualityMenu } from './quality-menu.tsx';

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export const BUTTON =
  'inline-flex h-8 min-w-8 shrink-0 items-center justify-center gap-1 rounded-lg px-1 text-white outline-none hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-accent-400 aria-expanded:bg-white/15 @md:h-10 @md:min-w-10';

type TProps = {
  barRef: RefObject<HTMLDivElement | null>;
  shown: boolean;
  media: TMediaState;
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
  speed: number;
  onSpeed: (speed: number) => void;
  /** The lesson's low-data versions (empty: only the MP4, until they are made). */
  renditions: TRendition[];
  quality: TQuality;
  onQuality: (quality: TQuality) => void;
  dataSaver: { on: boolean; capsAuto: boolean; pending: boolean; set: (on: boolean) => void };
  /** The CC button, when the lesson has captions, and their style (in the settings menu). */
  captions?: { on: boolean; set: (on: boolean) => void; style?: TCaptionStyle } | undefined;
  fullscreen: boolean;
  onFullscreen: () => void;
  /** Picture in picture, where the browser offers it. */
  pip: { on: boolean; toggle: () => void } | null;
  /** The theatre button, when the page offers that layout. */
  theatre: { on: boolean; toggle: () => void } | null;
  onMenuOpen: (open: boolean) => void;
  /** The moments of the learner's notes, marked on the seek bar. */
  noteMarks?: readonly TNoteMark[] | undefined;
};

const speedLabel = (s: number) => `${s}×`;

/** Our one control bar, over the bottom of the video. */
export function PlayerBar({
  barRef,
  shown,
  media,
  onTogglePlay,
  onSeek,
  onVolume,
  onToggleMute,
  speed,
  onSpeed,
  renditions,
  quality,
  onQuality,
  dataSaver,
  captions,
  fullscreen,
  onFullscreen,
  pip,
  theatre,
  onMenuOpen,
  noteMarks = [],
}: TProps) {
  const time = formatDuration(media.time);
  const duration = formatDuration(media.duration);
  const silent = media.muted || media.volume === 0;
  return (
    <div
      ref={barRef}
      data-shown={shown}
      className={`absolute inset-x-0 bottom-0 z-10 rounded-b-2xl bg-gradient-to-t from-black/85 via-black/45 to-transparent px-2 pt-10 pb-1 transition-opacity duration-200 @md:px-4 @md:pb-2 ${
        shown ? 'opacity-100' : 'pointer-events-none opacity-0'
      }`}
    >
      <div className="relative">
        <Slider
          label="Seek"
          value={media.time}
          max={media.duration}
          buffered={media.buffered}
          valueText={`${time} of ${duration}`}
          onChange={onSeek}
          step={5}
          timeTooltip
        />
        <NoteMarks marks={noteMarks} duration={media.duration} />
      </div>
      <div className="flex items-center gap-0.5 @md:gap-1">
        <button
          type="button"
          onClick={onTogglePlay}
          aria-label={media.paused ? 'Play' : 'Pause'}
          className={BUTTON}
        >
          <BarIcon name={media.paused ? 'play' : 'pause'} />
        </button>
        <div className="group/volume flex items-center">
          <button
            type="button"
            onClick={onToggleMute}
            aria-label={silent ? 'Unmute' : 'Mute'}
            className={BUTTON}
          >
            <BarIcon name={silent ? 'muted' : 'volume'} />
          </button>
          <Slider
            label="Volume"
            value={media.muted ? 0 : media.volume * 100}
            max={100}
            valueText={media.muted ? 'Muted' : `${Math.round(media.volume * 100)}%`}
            onChange={(v) => onVolume(v / 100)}
            step={10}
            className="mx-1 hidden w-14 @md:flex @2xl:w-20"
          />
        </div>
        <p className="whitespace-nowrap px-1.5 font-semibold text-white text-xs tabular-nums @md:text-sm">
          {time}
          <span className="text-white/75"> / {duration}</span>
        </p>
        <div className="ml-auto flex items-center gap-0.5 @md:gap-1">
          <MenuButton
            label={`Speed: ${speedLabel(speed)}`}
            menuLabel="Playback speed"
            onOpenChange={onMenuOpen}
            buttonClassName={`${BUTTON} font-semibold text-xs @md:text-sm`}
            face={<span aria-hidden="true">{speedLabel(speed)}</span>}
          >
            {(close) =>
              SPEEDS.map((s) => (
                <MenuChoice
                  key={s}
                  checked={s === speed}
                  onSelect={() => {
                    close();
                    onSpeed(s);
                  }}
                >
                  {s === 1 ? '1× (normal)' : speedLabel(s)}
                </MenuChoice>
              ))
            }
          </MenuButton>
          {captions && (
            <button
              type="button"
              aria-pressed={captions.on}
              onClick={() => captions.set(!captions.on)}
              title={captions.on ? 'Hide captions' : 'Show captions'}
              className={BUTTON}
            >
              <span
                aria-hidden="true"
                className={`rounded border-2 px-1 font-bold text-[0.65rem] leading-tight ${
                  captions.on ? 'border-white bg-white text-slate-900' : 'border-white/90'
                }`}
              >
                CC
              </span>
              <span className="sr-only">Captions</span>
            </button>
          )}
          <QualityMenu
            renditions={renditions}
            quality={quality}
            dataSaver={dataSaver}
            captionStyle={captions?.style}
            onChange={onQuality}
            onOpenChange={onMenuOpen}
            buttonClassName={BUTTON}
          />
          {theatre && (
            <button
              type="button"
              aria-pressed={theatre.on}
              onClick={theatre.toggle}
              // One name, its state in aria-pressed (a toggle's name does not change with it).
              aria-label="Theatre mode"
              title={theatre.on ? 'Default view (t)' : 'Theatre mode (t)'}
              className={`${BUTTON} hidden @md:inline-flex`}
            >
              <BarIcon name="theatre" />
            </button>
          )}
          {pip && (
            <button
              type="button"
              aria-pressed={pip.on}
              onClick={pip.toggle}
              aria-label="Picture in picture"
              className={BUTTON}
            >
              <BarIcon name="pip" />
            </button>
          )}
          <button
            type="button"
            onClick={onFullscreen}
            aria-label={fullscreen ? 'Exit full screen' : 'Full screen'}
            className={BUTTON}
          >
            <BarIcon name={fullscreen ? 'exitFull' : 'enterFull'} />
          </button>
        </div>
      </div>
    </div>
  );
}
