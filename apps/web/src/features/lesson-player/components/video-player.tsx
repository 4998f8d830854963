import type { TQuality } from '@thinkbuild/core/renditions';
import type { TLessonResponse } from '@thinkbuild/core/schemas/learning';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { playsOnOpen } from '../../../entities/lesson/paths.ts';
import { useActiveCues } from '../hooks/use-active-cues.ts';
import { useBarVisibility } from '../hooks/use-bar-visibility.ts';
import { useCaptionStyle } from '../hooks/use-caption-style.ts';
import type { useDataSaver } from '../hooks/use-data-saver.ts';
import { useFlash } from '../hooks/use-flash.ts';
import { useFullscreen } from '../hooks/use-fullscreen.ts';
import { useMediaState, useMissedMediaEvents } from '../hooks/use-media-state.ts';
import { usePlaybackSpeed } from '../hooks/use-playback-speed.ts';
import { clamp, play, type TPlayerActions, usePlayerKeys } from '../hooks/use-player-keys.ts';
import { useProgressSaver } from '../hooks/use-progress-saver.ts';
import { useVideoPlayback } from '../hooks/use-video-playback.ts';
import { formatDuration } from './format.ts';
import { CaptionsOverlay } from './player/captions-overlay.tsx';
import type { TNoteMark } from './player/note-marks.tsx';
import { ShortcutsDialog } from './player/shortcuts-dialog.tsx';
import { PlayerBar, SPEEDS } from './player-bar.tsx';
import { VideoFlash, VideoPoster, VideoProblem } from './video-overlays.tsx';

type TProps = {
  lesson: TLessonResponse;
  quality: TQuality;
  onQuality: (quality: TQuality) => void;
  dataSaver: ReturnType<typeof useDataSaver>;
  /** The <video> for seeking (shared with the transcript and snippets). */
  videoRef?: RefObject<HTMLVideoElement | null>;
  /** The video's time as it plays. */
  onTime?: (seconds: number) => void;
  /** <track>s for the <video>, and the CC state when the lesson has captions. */
  tracks?: ReactNode;
  captions?: { on: boolean; set: (on: boolean) => void };
  /** The page's theatre layout: with `onToggleTheatre` the bar has its button and `t` works. */
  theatre?: boolean;
  onToggleTheatre?: () => void;
  /** The moments of the learner's notes, marked on the seek bar. */
  noteMarks?: readonly TNoteMark[] | undefined;
};

/**
 * The lesson video under our own control bar (no native controls): short-lived signed URLs
 * (useVideoPlayback), quality, data saver, speed, captions, full screen, picture in picture,
 * YouTube-style shortcuts on the player region, position restore and progress saving.
 */
export function VideoPlayer({
  lesson,
  quality,
  onQuality,
  dataSaver,
  videoRef: sharedRef,
  onTime,
  tracks,
  captions,
  theatre = false,
  onToggleTheatre,
  noteMarks,
}: TProps) {
  const ownRef = useRef<HTMLVideoElement>(null);
  const videoRef = sharedRef ?? ownRef;
  const playerRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const speed = usePlaybackSpeed(videoRef);
  const playback = useVideoPlayback({
    lesson,
    videoRef,
    quality,
    onQuality,
    capsAuto: dataSaver.capsAuto,
    prepare: speed.applyTo,
    // Opened by a click that chose this lesson to watch (a track's Start on /home).
    autoplay: playsOnOpen(useLocation().state),
  });
  const { links, source, problem } = playback;
  const saver = useProgressSaver(lesson, videoRef);
  const media = useMediaState(videoRef);
  const onLoadedMetadata = () => {
    playback.media.onLoadedMetadata();
    media.sync();
  };
  useMissedMediaEvents(videoRef, `${playback.mountKey}|${source !== null}`, {
    onLoadedMetadata,
    onLoadedData: playback.media.onLoadedData,
    onError: playback.media.onError,
  });
  const screen = useFullscreen(playerRef, videoRef);
  const [menuOpen, setMenuOpen] = useState(false);
  const [help, setHelp] = useState(false);
  const bar = useBarVisibility(media.state.paused, barRef, menuOpen);
  const { flash, showFlash } = useFlash();
  const captionStyle = useCaptionStyle();
  const cues = useActiveCues(
    videoRef,
    captions?.on ?? false,
    `${playback.mountKey}:${Boolean(source)}`,
  );
  const hintId = useId();
  const tell = (then: () => void) => {
    then();
    media.sync();
    onTime?.(videoRef.current?.currentTime ?? 0);
  };

  const withVideo =
    <T extends unknown[]>(act: (video: HTMLVideoElement, ...args: T) => void) =>
    (...args: T) => {
      if (videoRef.current) act(videoRef.current, ...args);
    };
  const seekTo = withVideo((video, seconds: number) => {
    const end = Number.isFinite(video.duration) ? video.duration : 0;
    video.currentTime = clamp(seconds, 0, end);
    tell(() => undefined);
  });
  const setVolume = withVideo((video, volume: number) => {
    video.volume = clamp(Math.round(volume * 100) / 100, 0, 1);
    video.muted = video.volume === 0;
  });
  const actions: TPlayerActions = {
    togglePlay: withVideo((video) => {
      if (video.paused) play(video);
      else video.pause();
      showFlash(video.paused ? 'Pause' : 'Play');
    }),
    seekBy: withVideo((video, seconds) => {
      seekTo(video.currentTime + seconds);
      showFlash(seconds > 0 ? `+${seconds} s` : `−${-seconds} s`);
    }),
    seekToFraction: withVideo((video, fraction) => {
      seekTo(fraction * (Number.isFinite(video.duration) ? video.duration : 0));
      showFlash(formatDuration(video.currentTime));
    }),
    volumeBy: withVideo((video, step) => {
      if (step > 0) video.muted = false;
      setVolume(video.volume + step);
      showFlash(`Volume ${Math.round(video.volume * 100)}%`);
    }),
    toggleMute: withVideo((video) => {
      video.muted = !video.muted;
      showFlash(video.muted ? 'Muted' : 'Sound on');
    }),
    toggleFullscreen: () => {
      showFlash(screen.fullscreen ? 'Exit full screen' : 'Full screen');
      screen.toggleFullscreen();
    },
    speedStep: (direction) => {
      const at = SPEEDS.indexOf(speed.speed as (typeof SPEEDS)[number]);
      const next = SPEEDS[clamp(at + direction, 0, SPEEDS.length - 1)] ?? 1;
      speed.changeSpeed(next);
      showFlash(`Speed ${next}×`);
    },
    showShortcuts: () => setHelp(true),
    toggleCaptions: captions
      ? () => {
          captions.set(!captions.on);
          showFlash(captions.on ? 'Captions off' : 'Captions on');
        }
      : undefined,
    toggleTheatre: onToggleTheatre
      ? () => {
          onToggleTheatre();
          showFlash(theatre ? 'Default view' : 'Theatre mode');
        }
      : undefined,
  };
  const onKeyDown = usePlayerKeys(playback.failed, actions);

  /** A click on the picture plays or pauses; a first tap on a touch screen shows the bar. */
  const onPictureClick = (event: MouseEvent) => {
    const touch = (event.nativeEvent as PointerEvent).pointerType === 'touch';
    if (touch && !bar.shown) bar.wake();
    else actions.togglePlay();
  };

  return (
    <section
      aria-label="Lesson video"
      className="rounded-2xl bg-slate-950 shadow-lg ring-1 ring-slate-900/10"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset groups form fields; this is a player */}
      <div
        ref={playerRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the region takes focus so its shortcuts work
        tabIndex={0}
        role="group"
        aria-label={`Video player: ${lesson.title}`}
        aria-describedby={hintId}
        onKeyDown={(event) => {
          bar.wake();
          onKeyDown(event);
        }}
        onPointerMove={bar.wake}
        onFocus={bar.wake}
        onPointerLeave={bar.hide}
        className={`player @container relative aspect-video rounded-2xl outline-none focus-visible:ring-4 focus-visible:ring-accent-400 focus-visible:ring-inset ${
          screen.fullscreen
            ? 'rounded-none bg-black'
            : 'bg-gradient-to-br from-brand-900 via-brand-700 to-fuchsia-700'
        } ${bar.shown ? '' : 'cursor-none'}`}
      >
        <p id={hintId} className="sr-only">
          Press question mark for the keyboard shortcuts.
        </p>
        {links && source && !problem && (
          <video
            key={playback.mountKey}
            ref={videoRef}
            // The browser's own HLS (Chromium, Safari) fetches segments from the bucket on S3,
            // another origin: without CORS mode Chromium refuses them (decisions/020).
            crossOrigin={
              source.kind === 'file' && source.url !== links.url ? 'anonymous' : undefined
            }
            src={source.kind === 'file' ? source.url : undefined}
            poster={links.hls?.poster ?? undefined}
            preload="metadata"
            playsInline
            className={`absolute inset-0 h-full w-full ${screen.fullscreen ? '' : 'rounded-2xl'}`}
            onClick={onPictureClick}
            onDoubleClick={actions.toggleFullscreen}
            {...playback.media}
            {...media.handlers}
            onSeeking={() => {
              media.handlers.onSeeking();
              saver.onSeeking();
            }}
            onPlay={() => {
              playback.media.onPlay();
              media.sync();
            }}
            onPause={() => {
              playback.media.onPause();
              saver.onPause();
              media.sync();
            }}
            onLoadedMetadata={onLoadedMetadata}
            onTimeUpdate={() => tell(saver.onTimeUpdate)}
            onSeeked={() => tell(saver.onSeeked)}
            onEnded={() => {
              saver.onEnded();
              media.sync();
            }}
            onRateChange={speed.onRateChange}
          >
            {tracks}
          </video>
        )}
        {!playback.ready && !problem && (
          <VideoPoster title={lesson.title} loading={playback.isFetching} />
        )}
        {problem && (
          <VideoProblem problem={problem} retrying={playback.isFetching} onRetry={playback.retry} />
        )}
        {!problem && (
          <CaptionsOverlay lines={cues} style={captionStyle} barRef={barRef} barShown={bar.shown} />
        )}
        {flash && <VideoFlash text={flash} />}
        {!problem && (
          <PlayerBar
            barRef={barRef}
            shown={bar.shown}
            media={media.state}
            onTogglePlay={actions.togglePlay}
            onSeek={seekTo}
            onVolume={setVolume}
            onToggleMute={withVideo((video) => {
              video.muted = !video.muted;
            })}
            speed={speed.speed}
            onSpeed={speed.changeSpeed}
            renditions={playback.renditions}
            quality={quality}
            onQuality={playback.changeQuality}
            dataSaver={dataSaver}
            captions={captions && { ...captions, style: captionStyle }}
            fullscreen={screen.fullscreen}
            onFullscreen={screen.toggleFullscreen}
            pip={screen.pipAvailable ? { on: screen.pip, toggle: screen.togglePip } : null}
            theatre={onToggleTheatre ? { on: theatre, toggle: onToggleTheatre } : null}
            onMenuOpen={setMenuOpen}
            noteMarks={noteMarks}
          />
        )}
      </div>
      {/* On <body>: the page's theme, not the player's always-dark one. */}
      {typeof document !== 'undefined' &&
        createPortal(
          <ShortcutsDialog
            open={help}
            onClose={() => setHelp(false)}
            captions={captions !== undefined}
            theatre={onToggleTheatre !== undefined}
          />,
          document.body,
        )}
    </section>
  );
}
