import type { TQuality } from '@thinkbuild/core/renditions';
import type { TLessonResponse } from '@thinkbuild/core/schemas/learning';
import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useVideoUrl } from '../api/get-video-url.ts';
import { mediaErrorReason } from '../components/media-error.ts';
import { browserPlaysHls, pickSource } from '../components/video-source.ts';
import { type THlsFailure, useHls } from './use-hls.ts';
import { useResumePoint } from './use-resume-point.ts';

type TOptions = {
  lesson: Pick<TLessonResponse, 'id' | 'progress'>;
  videoRef: RefObject<HTMLVideoElement | null>;
  quality: TQuality;
  onQuality: (quality: TQuality) => void;
  /** The data saver caps Auto (useDataSaver's `capsAuto`). */
  capsAuto: boolean;
  /** Called on each new <video> once its metadata is in, before it resumes (the speed). */
  prepare: (video: HTMLVideoElement) => void;
  /** Start playing as soon as the video can (the lesson was opened to play). */
  autoplay?: boolean;
};

/**
 * What the lesson video plays and how it recovers: short-lived signed URLs (HLS through hls.js,
 * natively on Safari, or the MP4), a link that expired renewed once, hls.js failures falling back
 * to the MP4, another quality or a retry resuming where the learner was (and playing if it was).
 * Returns the source, the state to show, and the handlers for the <video>.
 */
export function useVideoPlayback({
  lesson,
  videoRef,
  quality,
  onQuality,
  capsAuto,
  prepare,
  autoplay = false,
}: TOptions) {
  const { data, error: urlError, refetch, isFetching } = useVideoUrl(lesson.id);
  const { remember, rememberPosition, restore, resumeNow } = useResumePoint(
    videoRef,
    lesson.progress.positionSeconds,
    autoplay,
  );
  const playing = useRef(false);
  const renewedUrl = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [hlsFailed, setHlsFailed] = useState(false);
  const nativeHls = useMemo(browserPlaysHls, []);
  const source = data
    ? pickSource({
        mp4: data.url,
        hls: data.hls,
        quality,
        dataSaver: capsAuto,
        nativeHls,
        hlsFailed,
      })
    : null;
  // A retry, a renewed link or the fall back from HLS to the MP4 gets a fresh <video>; another
  // quality is a new source on the same one, so it plays on without a pause or a poster.
  const mountKey = `${source?.kind}#${attempt}`;
  useHls(videoRef, source ?? { kind: 'file', url: '' }, mountKey, onHlsFailure, (video) =>
    resumeNow(video, false),
  );
  const shownUrl = useRef<string | null>(null);
  const url = source?.kind === 'file' ? source.url : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new URL on the same <video>
  useLayoutEffect(() => {
    const before = shownUrl.current;
    shownUrl.current = url;
    // React has just set the new src (which pauses the element): resume in the same task.
    if (before && url && before !== url && videoRef.current) resumeNow(videoRef.current, true);
  }, [url]);

  /** Fetch a fresh signed URL and start again where we were. */
  async function reload(keepPlaying: boolean) {
    remember(keepPlaying);
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
    remember(playing.current);
    setHlsFailed(true);
  }

  /** Another version plays from the same moment, still playing if it was. */
  function changeQuality(next: TQuality) {
    remember(playing.current);
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
    rememberPosition();
    setFailure(mediaErrorReason(video?.error));
  }

  return {
    /** The signed links (null until the first answer). */
    links: data,
    source,
    mountKey,
    isFetching,
    ready,
    /** The <video> itself failed (its shortcuts stop until Retry). */
    failed: failure !== null,
    /** Why nothing plays: the <video>'s error, or the link that could not be had. */
    problem: failure ?? (urlError ? urlError.message : null),
    /** The versions the quality menu offers (none once HLS failed: the MP4 alone). */
    renditions: data?.hls && !hlsFailed ? data.hls.renditions : [],
    retry: () => void reload(false),
    changeQuality,
    media: {
      onLoadedMetadata: () => {
        if (videoRef.current) restore(videoRef.current, prepare);
      },
      onLoadedData: () => setReady(true),
      onPlay: () => {
        playing.current = true;
        setReady(true);
      },
      onPause: () => {
        playing.current = false;
      },
      onError,
    },
  };
}
