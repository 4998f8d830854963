export type TVideoType = 'video/mp4' | 'video/webm';

/**
 * What a file's first bytes say it is, whatever its name: an ISO-BMFF `ftyp` box (MP4) or an
 * EBML header whose DocType is "webm". The server decides with this; the admin form uses it to
 * warn before uploading the wrong file.
 */
export function sniffVideo(head: Uint8Array): TVideoType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(4, 8) === 'ftyp') {
    // QuickTime (.mov) shares the box layout, but browsers cannot be relied on to play it.
    if (ascii(8, 12) !== 'qt  ') return 'video/mp4';
  }
  const ebml = head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
  // The DocType element follows within the EBML header, in its first few dozen bytes.
  if (head.length >= 8 && ebml && ascii(4, Math.min(head.length, 64)).includes('webm')) {
    return 'video/webm';
  }
  return null;
}

/** How many leading bytes sniffVideo needs. */
export const VIDEO_SNIFF_BYTES = 64;
