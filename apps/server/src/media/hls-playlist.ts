import { posix } from 'node:path';
import { isSafeKey } from '../storage/storage.ts';

/**
 * Media playlists on S3 (decisions/020): every file a playlist names inside its own folder
 * (segments, the fMP4 init section) becomes a presigned bucket URL, so the player fetches it
 * from the bucket directly instead of through a cross-origin redirect that browsers' own HLS
 * players do not follow. Other playlists it names stay relative: they resolve under our signed
 * path and are rewritten in turn when fetched.
 */

/** SigV4 presigned URLs live at most a week. */
export const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

type TPresignMany = (keys: string[], ttlSeconds: number) => Promise<string[]>;

/**
 * How long the bucket URLs in a playlist live: our own link's lifetime plus twice the
 * playlist's length. A player reads a VOD playlist once and fetches the segment at position p
 * about p seconds later (more when paused), so a learner who starts playing gets through the
 * whole lesson even after pausing for as long as the lesson itself, plus the ten minutes any
 * link gets. Longer would widen the time a leaked playlist opens the lesson, for no learner.
 */
export const presignSecondsFor = (linkTtlSeconds: number, playlistSeconds: number) =>
  Math.min(MAX_PRESIGN_SECONDS, Math.ceil(linkTtlSeconds + 2 * playlistSeconds));

/** The sum of the playlist's #EXTINF durations, in seconds (0 for a master playlist). */
export function playlistSeconds(text: string) {
  let total = 0;
  for (const match of text.matchAll(/^#EXTINF:\s*([0-9]+(?:\.[0-9]+)?)/gm)) {
    total += Number(match[1]);
  }
  return total;
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/)/i;
const isPlaylist = (uri: string) => /\.m3u8$/i.test(uri.split(/[?#]/)[0] ?? '');

/**
 * The stored key a URI in the playlist at `playlistKey` names, when it is a file (not a
 * playlist) inside `folder`; null for anything else, which is left as written.
 */
function fileKeyOf(uri: string, playlistKey: string, folder: string): string | null {
  if (!uri || ABSOLUTE.test(uri) || isPlaylist(uri) || /[?#]/.test(uri)) return null;
  let path: string;
  try {
    path = decodeURIComponent(uri);
  } catch {
    return null;
  }
  const key = posix.normalize(posix.join(posix.dirname(playlistKey), path));
  return key.startsWith(folder) && isSafeKey(key) ? key : null;
}

/**
 * Rewrites the playlist stored at `playlistKey`: URI lines and quoted `URI="…"` attributes that
 * name a file inside `folder` (the signed folder, decisions/011) become presigned URLs, signed
 * together by `presignMany(keys, ttl)` (in the keys' order). RFC 8216 §4.1: each line is a URI,
 * a tag (`#EXT…`, which may carry URI attributes), a comment, or blank; everything but those
 * URIs is kept byte for byte.
 */
export async function presignPlaylist(
  text: string,
  playlistKey: string,
  folder: string,
  presignMany: TPresignMany,
  linkTtlSeconds: number,
): Promise<string> {
  // Each line as pieces: text kept as written, and keys to put URLs in place of.
  type TPiece = string | { key: string };
  const keys = new Set<string>();
  const keyOf = (uri: string) => {
    const key = fileKeyOf(uri, playlistKey, folder);
    if (key) keys.add(key);
    return key;
  };
  const lines: TPiece[][] = text.split('\n').map((line) => {
    const cr = line.endsWith('\r') ? '\r' : '';
    const body = cr ? line.slice(0, -1) : line;
    if (!body.startsWith('#')) {
      const key = keyOf(body.trim());
      return key ? [{ key }, cr] : [line];
    }
    if (!body.startsWith('#EXT')) return [line];
    // A quoted attribute value never holds a quote (RFC 8216 §4.2), so this split is exact.
    const pieces: TPiece[] = [];
    let last = 0;
    for (const match of body.matchAll(/(URI=")([^"]*)"/g)) {
      const key = keyOf(match[2] ?? '');
      if (!key) continue;
      const start = (match.index ?? 0) + (match[1]?.length ?? 0);
      pieces.push(body.slice(last, start), { key });
      last = start + (match[2]?.length ?? 0);
    }
    pieces.push(body.slice(last) + cr);
    return pieces;
  });
  if (keys.size === 0) return text;
  const ordered = [...keys];
  const signed = await presignMany(
    ordered,
    presignSecondsFor(linkTtlSeconds, playlistSeconds(text)),
  );
  const urls = new Map(ordered.map((key, i) => [key, signed[i] ?? '']));
  return lines
    .map((pieces) => pieces.map((p) => (typeof p === 'string' ? p : urls.get(p.key))).join(''))
    .join('\n');
}
