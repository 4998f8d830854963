import { DATA_SAVER_MAX_HEIGHT, renditionFor, type TQuality } from '@thinkbuild/core/renditions';
import type { THlsSources } from '@thinkbuild/core/schemas/learning';

/**
 * What the <video> plays: a URL it opens itself (the MP4, or HLS where the browser plays it
 * natively, as Safari does), or HLS through hls.js with Auto capped for the data saver.
 */
export type TSource =
  | { kind: 'file'; url: string }
  | { kind: 'hls'; url: string; capHeight: number | null };

type TPick = {
  mp4: string;
  hls: THlsSources | null;
  quality: TQuality;
  dataSaver: boolean;
  /** The browser plays HLS itself (`canPlayType('application/vnd.apple.mpegurl')`). */
  nativeHls: boolean;
  /** hls.js failed on this lesson: back to the MP4. */
  hlsFailed: boolean;
};

export function pickSource({ mp4, hls, quality, dataSaver, nativeHls, hlsFailed }: TPick): TSource {
  if (!hls || hlsFailed) return { kind: 'file', url: mp4 };
  const named = quality === 'auto' ? undefined : hls.renditions.find((r) => r.name === quality);
  if (named)
    return nativeHls
      ? { kind: 'file', url: named.playlist }
      : { kind: 'hls', url: named.playlist, capHeight: null };
  if (!nativeHls)
    return { kind: 'hls', url: hls.master, capHeight: dataSaver ? DATA_SAVER_MAX_HEIGHT : null };
  // Native players pick among the master's versions with no cap: the saver plays its cap directly.
  const capped = dataSaver ? renditionFor(hls.renditions, 'auto', true) : undefined;
  return { kind: 'file', url: capped?.playlist ?? hls.master };
}

export function browserPlaysHls(): boolean {
  if (typeof document === 'undefined') return false;
  return document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';
}
