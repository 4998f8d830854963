import { describe, expect, it } from 'vitest';
import { playlistFiles } from './playlist.ts';

const URL_240 = 'https://bucket.example/r/abc/240p/index.m3u8?X-Sig=1';
const PLAYLIST = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXTINF:4.0,',
  'seg_000.m4s',
  '#EXTINF:4.0,',
  'https://bucket.example/r/abc/240p/seg_001.m4s?X-Amz-Signature=zz',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

describe('playlistFiles', () => {
  it('lists the init section and every segment, relative ones against the playlist', () => {
    expect(playlistFiles(PLAYLIST, URL_240)).toEqual([
      'https://bucket.example/r/abc/240p/init.mp4',
      'https://bucket.example/r/abc/240p/seg_000.m4s',
      'https://bucket.example/r/abc/240p/seg_001.m4s?X-Amz-Signature=zz',
    ]);
  });
});
