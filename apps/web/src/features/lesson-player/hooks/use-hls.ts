import { type RefObject, useEffect, useRef } from 'react';
import type { TSource } from '../components/video-source.ts';

export type THlsFailure = 'unsupported' | 'network' | 'media';

/**
 * Plays an HLS source through hls.js' light build (loaded here, on the course page only: never part of the
 * landing bundle) on the given <video>. With `capHeight` Auto never picks a taller version.
 * A failure hls.js cannot mend is reported once; the player then falls back to the MP4.
 */
export function useHls(
  videoRef: RefObject<HTMLVideoElement | null>,
  source: TSource,
  /** Changes when the <video> is remounted (a retry), so hls.js attaches to the new one. */
  mountKey: string,
  onFailure: (failure: THlsFailure) => void,
  /** hls.js has just taken the <video> (which pauses it): play on if it was playing. */
  onAttached: (video: HTMLVideoElement) => void = () => undefined,
) {
  const attached = useRef(onAttached);
  attached.current = onAttached;
  const report = useRef(onFailure);
  report.current = onFailure;
  const url = source.kind === 'hls' ? source.url : null;
  const capHeight = source.kind === 'hls' ? source.capHeight : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: mountKey is the remount signal
  useEffect(() => {
    const video = videoRef.current;
    if (!url || !video) return;
    let cancelled = false;
    let destroy = () => {};
    void import('hls.js/light')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) return report.current('unsupported');
        const hls = new Hls({
          capLevelToPlayerSize: false,
          // hls.js fills up to maxBufferSize (60 MB) ahead, bounded only by maxMaxBufferLength
          // (600 s): at 360p that is ten minutes a learner who stops pays for (seen in
          // bench/hls-browser.bench.ts). 30 s ahead still rides out a slow network.
          maxBufferLength: 30,
          maxMaxBufferLength: 30,
        });
        destroy = () => hls.destroy();
        let mediaRetried = false;
        hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
          if (capHeight === null) return;
          // The tallest version within the cap (levels are sorted by bit rate).
          let allowed = -1;
          data.levels.forEach((level, i) => {
            if (level.height && level.height <= capHeight) allowed = i;
          });
          if (allowed < 0) return;
          hls.autoLevelCapping = allowed;
          if (hls.startLevel > allowed) hls.startLevel = allowed;
        });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !mediaRetried) {
            mediaRetried = true;
            hls.recoverMediaError();
            return;
          }
          hls.destroy();
          report.current(data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : 'media');
        });
        hls.loadSource(url);
        hls.attachMedia(video);
        attached.current(video);
      })
      .catch(() => {
        if (!cancelled) report.current('unsupported');
      });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [videoRef, url, capHeight, mountKey]);
}
