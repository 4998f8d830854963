import { MESSAGES } from '@thinkbuild/core/messages';
import type { TLessonResponse } from '@thinkbuild/core/schemas/learning';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '../../../ui/form-alert.tsx';
import { PlayIcon } from '../../../ui/icons.tsx';
import { useVideoUrl } from '../api/get-video-url.ts';
import { useProgressSaver } from '../hooks/use-progress-saver.ts';

const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
const SEEK_STEP_SECONDS = 5;
const VOLUME_STEP = 0.1;
const FLASH_MS = 900;

/** MediaError codes in words (the browser's own message, when it has one, follows). */
const MEDIA_ERROR_REASON: Record<number, string> = {
  1: 'Loading the video was stopped',
  2: 'A network error stopped the download',
  3: 'The video could not be decoded',
  4: 'The video could not be opened: the link may have expired or the format is not supported',
};

function mediaErrorReason(error: MediaError | null | undefined): string {
  if (!error) return 'The browser gave no reason';
  const reason = MEDIA_ERROR_REASON[error.code] ?? `Media error ${error.code}`;
  return error.message ? `${reason} (${error.message})` : reason;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Play or resume without an unhandled rejection (a play() cut short by a pause rejects). */
const play = (video: HTMLVideoElement) => {
  video.play().catch(() => undefined);
};

/**
 * The lesson video: native controls over a short-lived signed URL, plus a speed menu,
 * keyboard shortcuts on the player region, position restore and progress saving.
 */
export function VideoPlayer({
  lesson,
  videoRef: sharedRef,
  onTime,
  tracks,
  extraControls,
}: {
  lesson: TLessonResponse;
  // Issue 14: the <video> for seeking, its time as it plays, <track>s, and the CC button.
  videoRef?: RefObject<HTMLVideoElement | null>;
  onTime?: (seconds: number) => void;
  tracks?: ReactNode;
  extraControls?: ReactNode;
}) {
  const { data, error: urlError, refetch, isFetching } = useVideoUrl(lesson.id);
  const ownRef = useRef<HTMLVideoElement>(null);
  const videoRef = sharedRef ?? ownRef;
  // Where to start once metadata is in: the saved position, or where a reload interrupted us.
  const resumeAt = useRef(lesson.progress.positionSeconds);
  const resumePlaying = useRef(false);
  const playing = useRef(false);
  const renewedUrl = useRef<string | null>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [flash, setFlash] = useState<string | null>(null);
  const saver = useProgressSaver(lesson, videoRef);
  const hintId = useId();
  const speedId = useId();

  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const showFlash = (text: string) => {
    clearTimeout(flashTimer.current);
    setFlash(text);
    flashTimer.current = setTimeout(() => setFlash(null), FLASH_MS);
  };

  /** Fetch a fresh signed URL and start again where we were. */
  async function reload(keepPlaying: boolean) {
    const video = videoRef.current;
    if (video && video.currentTime > 0) resumeAt.current = video.currentTime;
    resumePlaying.current = keepPlaying;
    setFailure(null);
    setReady(false);
    await refetch();
    // A new key remounts the <video>, even when the server signed the very same URL again.
    setAttempt((n) => n + 1);
  }

  function onError() {
    const video = videoRef.current;
    // Links live ten minutes: one that ran out mid-lesson is renewed once, silently.
    if (data && Date.parse(data.expiresAt) <= Date.now() && renewedUrl.current !== data.url) {
      renewedUrl.current = data.url;
      void reload(playing.current);
      return;
    }
    playing.current = false;
    // The <video> goes away with the error: Retry starts from here.
    if (video && video.currentTime > 0) resumeAt.current = video.currentTime;
    setFailure(mediaErrorReason(video?.error));
  }

  function onLoadedMetadata() {
    const video = videoRef.current;
    if (!video) return;
    const at = resumeAt.current;
    if (at > 0 && Number.isFinite(video.duration) && at < video.duration - 1) {
      video.currentTime = at;
    }
    video.defaultPlaybackRate = speed;
    video.playbackRate = speed;
    if (resumePlaying.current) {
      resumePlaying.current = false;
      play(video);
    }
  }

  function changeSpeed(value: number) {
    setSpeed(value);
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = value;
    video.playbackRate = value;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const video = videoRef.current;
    if (!video || failure || event.altKey || event.ctrlKey || event.metaKey) return;
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
  }

  const problem = failure ?? (urlError ? urlError.message : null);
  const tell = (then: () => void) => {
    then();
    onTime?.(videoRef.current?.currentTime ?? 0);
  };

  return (
    <section
      aria-label="Lesson video"
      className="overflow-hidden rounded-2xl bg-slate-950 shadow-lg ring-1 ring-slate-900/10"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset groups form fields; this is a player */}
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the region takes focus so its shortcuts work
        tabIndex={0}
        role="group"
        aria-label={`Video player: ${lesson.title}`}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        className="relative aspect-video bg-gradient-to-br from-brand-900 via-brand-700 to-fuchsia-700 outline-none focus-visible:ring-4 focus-visible:ring-accent-400 focus-visible:ring-inset"
      >
        {data && !problem && (
          // biome-ignore lint/a11y/useMediaCaption: the captions <track> comes in `tracks` when the lesson has one
          <video
            key={`${data.url}#${attempt}`}
            ref={videoRef}
            src={data.url}
            controls
            controlsList="noplaybackrate nodownload"
            preload="metadata"
            playsInline
            className="absolute inset-0 h-full w-full"
            onLoadedMetadata={onLoadedMetadata}
            onLoadedData={() => setReady(true)}
            onPlay={() => {
              playing.current = true;
              setReady(true);
            }}
            onPause={() => {
              playing.current = false;
              saver.onPause();
            }}
            onTimeUpdate={() => tell(saver.onTimeUpdate)}
            onSeeked={() => tell(saver.onSeeked)}
            onEnded={saver.onEnded}
            onRateChange={() => {
              const rate = videoRef.current?.playbackRate;
              if (rate && (SPEEDS as readonly number[]).includes(rate)) setSpeed(rate);
            }}
            onError={onError}
          >
            {tracks}
          </video>
        )}

        {!ready && !problem && (
          // The poster: a gradient and the title until the first frame is in.
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center"
          >
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg">
              {isFetching ? <Spinner className="h-6 w-6" /> : <PlayIcon className="ml-1 h-7 w-7" />}
            </span>
            <span className="max-w-md text-balance font-semibold text-lg text-white/90 drop-shadow">
              {lesson.title}
            </span>
          </div>
        )}

        {problem && (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-950/85 p-6 text-center text-white"
          >
            <p className="font-bold text-lg">{MESSAGES.videoLoadFailed}</p>
            <p className="max-w-md text-slate-300 text-sm">{problem}</p>
            <button
              type="button"
              onClick={() => void reload(false)}
              disabled={isFetching}
              className="mt-2 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2 font-semibold text-brand-700 text-sm shadow-sm hover:bg-brand-50 disabled:opacity-60"
            >
              {isFetching && <Spinner />}
              Retry
            </button>
          </div>
        )}

        {flash && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-3 right-3 rounded-full bg-black/70 px-3 py-1 font-semibold text-sm text-white"
          >
            {flash}
          </span>
        )}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 bg-slate-900 px-4 py-2.5 text-slate-300 text-xs">
        <p id={hintId} className="hidden sm:block">
          <span className="sr-only">Keyboard shortcuts when the player has focus: </span>
          <Kbd>Space</Kbd> play/pause · <Kbd>←</Kbd>
          <Kbd>→</Kbd> 5 s · <Kbd>↑</Kbd>
          <Kbd>↓</Kbd> volume
        </p>
        <div className="ml-auto flex items-center gap-2">
          {extraControls}
          <label htmlFor={speedId} className="font-semibold text-slate-200">
            Speed
          </label>
          <select
            id={speedId}
            value={speed}
            onChange={(event) => changeSpeed(Number(event.target.value))}
            className="rounded-lg border border-slate-600 bg-slate-800 px-2 py-1 font-semibold text-white text-xs hover:border-slate-400"
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s === 1 ? '1× (normal)' : `${s}×`}
              </option>
            ))}
          </select>
        </div>
      </div>
    </section>
  );
}

function Kbd({ children }: { children: string }) {
  return (
    <kbd className="mx-0.5 rounded border border-slate-600 bg-slate-800 px-1.5 py-0.5 font-mono text-[0.7rem] text-slate-100">
      {children}
    </kbd>
  );
}
