/*
 * An HLS media playlist made local (docs/decisions/022): the files it names (segments and the
 * fMP4 init section, as URI lines and URI="…" attributes) and the same playlist naming their
 * copies under /offline-media/{lessonId}/ instead. The signed URLs the server gave are used
 * once, to download; what is kept names only this origin's cache.
 */

const URI_ATTRIBUTE = /URI="([^"]+)"/g;

/** Every file the playlist names, resolved against the playlist's own URL, in order. */
export function playlistFiles(text: string, playlistUrl: string): string[] {
  const files: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) {
      for (const match of line.matchAll(URI_ATTRIBUTE)) {
        if (match[1]) files.push(new URL(match[1], playlistUrl).href);
      }
    } else {
      files.push(new URL(line, playlistUrl).href);
    }
  }
  return [...new Set(files)];
}

/** The playlist with each file replaced by `local(index)` (its index in playlistFiles). */
export function localPlaylist(
  text: string,
  playlistUrl: string,
  local: (index: number) => string,
): string {
  const index = new Map(playlistFiles(text, playlistUrl).map((url, i) => [url, i]));
  const swap = (uri: string) => local(index.get(new URL(uri, playlistUrl).href) ?? 0);
  return text
    .split(/\r?\n/)
    .map((raw) => {
      const line = raw.trim();
      if (!line) return raw;
      if (line.startsWith('#'))
        return raw.replace(URI_ATTRIBUTE, (_all, uri) => `URI="${swap(uri)}"`);
      return swap(line);
    })
    .join('\n');
}
