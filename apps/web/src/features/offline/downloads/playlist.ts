/*
 * The files an HLS media playlist names (the fMP4 init section as a URI="…" attribute, then the
 * segments as URI lines): what a download fetches (docs/decisions/022). The signed URLs the
 * server gave are used once, to download; nothing kept names them.
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
