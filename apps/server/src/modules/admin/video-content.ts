import { open } from 'node:fs/promises';
import { sniffVideo, type TVideoType, VIDEO_SNIFF_BYTES } from '@thinkbuild/core';

/** Reads a file's first bytes and says whether it is an MP4 or WebM video (core/video.ts). */
export async function sniffVideoFile(path: string): Promise<TVideoType | null> {
  const file = await open(path, 'r');
  try {
    const head = new Uint8Array(VIDEO_SNIFF_BYTES);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return sniffVideo(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}
