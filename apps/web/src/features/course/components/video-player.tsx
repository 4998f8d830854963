import { MESSAGES } from '@thinkbuild/core/messages';
import type { TQuality } from '@thinkbuild/core/renditions';
import type { TLessonResponse } from '@thinkbuild/core/schemas/learning';
import type { ReactNode, RefObject } from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Spinner } from '../../../ui/form-alert.tsx';
import { PlayIcon } from '../../../ui/icons.tsx';
import { useVideoUrl } from '../api/get-video-url.ts';
import type { useDataSaver } from '../hooks/use-data-saver.ts';
import { type THlsFailure, useHls } from '../hooks/use-hls.ts';
import { play, usePlayerKeys } from '../hooks/use-player-keys.ts';
import { useProgressSaver } from '../hooks/use-progress-saver.ts';
import { PlayerBar, SPEEDS } from './player-bar.tsx';
import { browserPlaysHls, pickSource } from './video-source.ts';

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

type TProps = {
  lesson: TLessonResponse;
  quality: TQuality;
  onQuality: (quality: TQuality) => void;
  dataSaver: ReturnType<typeof useDataSaver>;
  // Captions, snippets: the <video> for seeking, its time as it plays, <track>s, the CC button.
  videoRef?: RefObject<HTMLVideoElement | null>;
  onTime?: (seconds: number) => void;
  tracks?: ReactNode;
  extraControls?: ReactNode;
};

/**
 * The lesson video: native controls over short-lived signed URLs (HLS through hls.js, natively
 * on Safari, or the MP4), plus quality, data saver and speed, keyboard shortcuts on the player
 * region, position restore and progress saving.
 */
export function VideoPlayer({
  lesson,
  quality,
  onQuality,
  dataSaver,
  videoRef: sharedRef,
  onTime,
  tracks,
  extraControls,
}: TProps) {
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
  const [hlsFailed, setHlsFailed] = useState(false);
  const nativeHls = useMemo(browserPlaysHls, []);
  const source = data
    ? pickSource({
        mp4: data.url,
        hls: data.hls,
        quality,
        dataSaver: dataSaver.capsAuto,
        nativeHls,
        hlsFailed,
      })
    : null;
  const mountKey = `${source?.url}#${attempt}`;
  useHls(videoRef, source ?? { kind: 'file', url: '' }, mountKey, onHlsFailure);

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

  /** Links live ten minutes: one that ran out mid-lesson is renewed once, silently. */
  function renewedExpiredLink() {
    if (!data || Date.parse(data.expiresAt) > Date.now() || renewedUrl.current === data.url)
      return false;
    renewedUrl.current = data.url;
    void reload(playing.current);
    return true;
  }

  /** hls.js gave up: a renewed link if ours ran out, else the MP4 from where we were. */
  function onHlsFailure(_failure: THlsFailure) {
    if (renewedExpiredLink()) return;
    const video = videoRef.current;
    if (video && video.currentTime > 0) resumeAt.current = video.currentTime;
    resumePlaying.current = playing.current;
    setHlsFailed(true);
  }

  /** Another version plays from the same moment, still playing if it was. */
  function changeQuality(next: TQuality) {
    const video = videoRef.current;
    if (video && video.currentTime > 0) resumeAt.current = video.currentTime;
    resumePlaying.current = playing.current;
    setReady(false);
    onQuality(next);
  }

  function onError() {
    const video = videoRef.current;
    if (renewedExpiredLink()) return;
    // With hls.js the element's own errors come through it (onHlsFailure).
    if (source?.kind === 'hls') return;
    // A browser playing HLS itself (Safari, recent Chromium) gave up on a playlist: the MP4
    // from where we were, as hls.js failures do.
    if (data?.hls && !hlsFailed && source?.url !== data.url) {
      onHlsFailure('media');
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

  const onKeyDown = usePlayerKeys(videoRef, failure !== null, showFlash);

  const problem = failure ?? (urlError ? urlError.message : null);
  const tell = (then: () => void) => {
    then();
    onTime?.(videoRef.current?.currentTime ?? 0);
  };

  return (
    <section
      aria-label="Lesson video"
      className="rounded-2xl bg-slate-950 shadow-lg ring-1 ring-slate-900/10"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset groups form fields; this is a player */}
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the region takes focus so its shortcuts work
        tabIndex={0}
        role="group"
        aria-label={`Video player: ${lesson.title}`}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        className="relative aspect-video overflow-hidden rounded-t-2xl bg-gradient-to-br from-brand-900 via-brand-700 to-fuchsia-700 outline-none focus-visible:ring-4 focus-visible:ring-accent-400 focus-visible:ring-inset"
      >
        {data && source && !problem && (
          // biome-ignore lint/a11y/useMediaCaption: the captions <track> comes in `tracks` when the lesson has one
          <video
            key={mountKey}
            ref={videoRef}
            src={source.kind === 'file' ? source.url : undefined}
            poster={data.hls?.poster ?? undefined}
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

      <PlayerBar
        hintId={hintId}
        speed={speed}
        onSpeed={changeSpeed}
        renditions={data?.hls && !hlsFailed ? data.hls.renditions : []}
        quality={quality}
        onQuality={changeQuality}
        dataSaver={dataSaver}
        extraControls={extraControls}
      />
    </section>
  );
}
