import { type RefObject, useEffect, useState } from 'react';

/** The caption tracks of a <video> (the lesson's <track kind="captions">). */
const captionTracks = (video: HTMLVideoElement) =>
  Array.from(video.textTracks).filter((t) => t.kind === 'captions' || t.kind === 'subtitles');

/** A cue's words without its WebVTT markup (voices, italics), line breaks kept. */
function cueText(cue: TextTrackCue): string {
  if (typeof VTTCue !== 'undefined' && cue instanceof VTTCue)
    return cue.getCueAsHTML().textContent ?? cue.text;
  return (cue as TextTrackCue & { text?: string }).text ?? '';
}

/**
 * The caption lines playing now, for the player to draw itself (decisions/024). The browser
 * keeps the track loaded and its cues timed in `hidden` mode but draws nothing, so the captions
 * can sit above our bar and wrap within the picture; off, the track is `disabled` and costs
 * nothing. `mountKey` is a new <video> (a retry, the MP4 fall-back).
 */
export function useActiveCues(
  videoRef: RefObject<HTMLVideoElement | null>,
  on: boolean,
  mountKey: string,
): string[] {
  const [lines, setLines] = useState<string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: mountKey is a new <video>
  useEffect(() => {
    const video = videoRef.current;
    // jsdom's <video> has no TextTrackList (no events): nothing to time there.
    if (typeof video?.textTracks?.addEventListener !== 'function') return;
    let tracks: TextTrack[] = [];
    const read = () => {
      if (!on) return setLines([]);
      const now = tracks.flatMap((t) => Array.from(t.activeCues ?? []).map(cueText));
      setLines((was) => (was.join('\n') === now.join('\n') ? was : now));
    };
    const attach = () => {
      for (const track of tracks) track.removeEventListener('cuechange', read);
      tracks = captionTracks(video);
      for (const track of tracks) {
        track.mode = on ? 'hidden' : 'disabled';
        track.addEventListener('cuechange', read);
      }
      read();
    };
    attach();
    video.textTracks.addEventListener('addtrack', attach);
    return () => {
      video.textTracks.removeEventListener('addtrack', attach);
      for (const track of tracks) track.removeEventListener('cuechange', read);
    };
  }, [videoRef, on, mountKey]);
  return lines;
}
