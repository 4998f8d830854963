import { describe, expect, it } from 'vitest';
import { sniffVideo } from './video.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('sniffVideo', () => {
  it('knows MP4 by its ftyp box, whatever the brand', () => {
    expect(sniffVideo(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toBe('video/mp4');
    expect(sniffVideo(bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0]))).toBe('video/mp4');
  });
  it('knows WebM by its EBML header and DocType', () => {
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))).toBe(
      'video/webm',
    );
  });
  it('refuses Matroska that is not WebM, QuickTime, text and empty files', () => {
    expect(
      sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska')),
    ).toBeNull();
    expect(sniffVideo(bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0]))).toBeNull();
    expect(sniffVideo(bytes('<html>not a video</html>'))).toBeNull();
    expect(sniffVideo(new Uint8Array())).toBeNull();
  });
});
