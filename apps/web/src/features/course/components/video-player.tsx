import type { TQuality } from '@thinkbuild/core/renditions';
import type { TLessonResponse } from '@thinkbuild/core/schemas/learning';
import type { ReactNode, RefObject } from 'react';
import { useId, useRef } from 'react';
import type { useDataSaver } from '../hooks/use-data-saver.ts';
import { useFlash } from '../hooks/use-flash.ts';
import { usePlaybackSpeed } from '../hooks/use-playback-speed.ts';
import { usePlayerKeys } from '../hooks/use-player-keys.ts';
import { useProgressSaver } from '../hooks/use-progress-saver.ts';
import { useVideoPlayback } from '../hooks/use-video-playback.ts';
import { PlayerBar } from './player-bar.tsx';
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
  /** <track>s for the <video>, and more buttons for the bar (captions and the CC button). */
  tracks?: ReactNode;
  extraControls?: ReactNode;
};

/**
 * The lesson video: native controls over short-lived signed URLs (useVideoPlayback), plus
 * quality, data saver and speed, keyboard shortcuts on the player region, position restore and
 * progress saving.
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
  const ownRef = useRef<HTMLVideoElement>(null);
  const videoRef = sharedRef ?? ownRef;
  const speed = usePlaybackSpeed(videoRef);
  const playback = useVideoPlayback({
    lesson,
    videoRef,
    quality,
    onQuality,
    capsAuto: dataSaver.capsAuto,
    prepare: speed.applyTo,
  });
  const { links, source, problem } = playback;
  const saver = useProgressSaver(lesson, videoRef);
  const { flash, showFlash } = useFlash();
  const hintId = useId();
  const onKeyDown = usePlayerKeys(videoRef, playback.failed, showFlash);
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
            controls
            controlsList="noplaybackrate nodownload"
            preload="metadata"
            playsInline
            className="absolute inset-0 h-full w-full"
            {...playback.media}
            onPause={() => {
              playback.media.onPause();
              saver.onPause();
            }}
            onTimeUpdate={() => tell(saver.onTimeUpdate)}
            onSeeked={() => tell(saver.onSeeked)}
            onEnded={saver.onEnded}
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
        {flash && <VideoFlash text={flash} />}
      </div>

      <PlayerBar
        hintId={hintId}
        speed={speed.speed}
        onSpeed={speed.changeSpeed}
        renditions={playback.renditions}
        quality={quality}
        onQuality={playback.changeQuality}
        dataSaver={dataSaver}
        extraControls={extraControls}
      />
    </section>
  );
}
