import { open } from 'node:fs/promises';

export type TVideoType = 'video/mp4' | 'video/webm';

/**
 * What the first bytes say the file is, whatever its name: an ISO-BMFF `ftyp` box (MP4) or an
 * EBML header whose DocType is "webm". Anything else is not a video we accept.
 */
export function sniffVideo(head: Uint8Array): TVideoType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    // QuickTime (.mov) shares the box layout but browsers cannot be relied on to play it.
    if (brand !== 'qt  ') return 'video/mp4';
  }
  if (
    head.length >= 4 &&
    head[0] === 0x1a &&
    head[1] === 0x45 &&
    head[2] === 0xdf &&
    head[3] === 0xa3
  ) {
    // The DocType element (0x4282) follows within the EBML header, in its first few dozen bytes.
    if (ascii(4, Math.min(head.length, 64)).includes('webm')) return 'video/webm';
  }
  return null;
}

/** Reads a file's first bytes and sniffs them. */
export async function sniffVideoFile(path: string): Promise<TVideoType | null> {
  const file = await open(path, 'r');
  try {
    const head = new Uint8Array(64);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return sniffVideo(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}
