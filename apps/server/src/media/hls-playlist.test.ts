import { describe, expect, it } from 'vitest';
import {
  MAX_PRESIGN_SECONDS,
  playlistSeconds,
  presignPlaylist,
  presignSecondsFor,
} from './hls-playlist.ts';

const FOLDER = 'renditions/lesson-1/row-1/';

// What ffmpeg writes for one rendition (modules/renditions/ffmpeg.ts): fMP4 with an init section.
const MEDIA = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXTINF:4.000000,',
  'seg_000.m4s',
  '#EXTINF:3.000000,',
  'seg_001.m4s',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="audio",URI="audio/index.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=426x240,AUDIO="a"',
  '240p/index.m3u8',
  '',
].join('\n');

/** A stand-in signer that says what it was asked for. */
const calls: [string, number][] = [];
const presign = async (keys: string[], ttl: number) =>
  keys.map((key) => {
    calls.push([key, ttl]);
    return `https://bucket.example/${key}?X-Amz-Expires=${ttl}&X-Amz-Signature=abc`;
  });

describe('presignPlaylist', () => {
  it('names the init section and every segment by a presigned URL, and keeps every tag', async () => {
    calls.length = 0;
    const out = await presignPlaylist(MEDIA, `${FOLDER}240p/index.m3u8`, FOLDER, presign, 600);
    const ttl = 600 + 2 * 7;
    expect(out).toBe(
      MEDIA.replace(
        'URI="init.mp4"',
        `URI="https://bucket.example/${FOLDER}240p/init.mp4?X-Amz-Expires=${ttl}&X-Amz-Signature=abc"`,
      ).replace(
        /^(seg_\d+\.m4s)$/gm,
        `https://bucket.example/${FOLDER}240p/$1?X-Amz-Expires=${ttl}&X-Amz-Signature=abc`,
      ),
    );
    expect(calls.map(([key]) => key).sort()).toEqual(
      ['init.mp4', 'seg_000.m4s', 'seg_001.m4s'].map((f) => `${FOLDER}240p/${f}`),
    );
  });

  it('leaves a master playlist as it is: the playlists it names are fetched from us', async () => {
    calls.length = 0;
    expect(await presignPlaylist(MASTER, `${FOLDER}master.m3u8`, FOLDER, presign, 600)).toBe(
      MASTER,
    );
    expect(calls).toEqual([]);
  });

  it('never presigns outside the signed folder, absolute URLs, or unsafe paths', async () => {
    calls.length = 0;
    const text = [
      '#EXTM3U',
      '#EXTINF:4,',
      '../../../other-lesson/row/240p/seg_000.m4s',
      '#EXTINF:4,',
      'https://elsewhere.example/seg.m4s',
      '#EXTINF:4,',
      '/hls/1/sig/renditions/x/y/seg.m4s',
      '#EXTINF:4,',
      'seg_%ZZ.m4s',
      '#EXTINF:4,',
      'seg_000.m4s?x=1',
      '# a comment with URI="seg_000.m4s"',
      '',
    ].join('\n');
    expect(await presignPlaylist(text, `${FOLDER}240p/index.m3u8`, FOLDER, presign, 600)).toBe(
      text,
    );
    expect(calls).toEqual([]);
  });

  it('follows ../ within the folder, decodes escapes, keeps CRLF, and signs a file once', async () => {
    calls.length = 0;
    const text = '#EXTM3U\r\n#EXTINF:2,\r\n../240p/seg%20a.m4s\r\n#EXTINF:2,\r\nseg%20a.m4s\r\n';
    const out = await presignPlaylist(text, `${FOLDER}240p/index.m3u8`, FOLDER, presign, 600);
    const url = `https://bucket.example/${FOLDER}240p/seg a.m4s?X-Amz-Expires=608&X-Amz-Signature=abc`;
    expect(out).toBe(`#EXTM3U\r\n#EXTINF:2,\r\n${url}\r\n#EXTINF:2,\r\n${url}\r\n`);
    expect(calls).toEqual([[`${FOLDER}240p/seg a.m4s`, 608]]);
  });
});

describe('how long the bucket URLs live', () => {
  it('adds twice the playlist length to our link lifetime', () => {
    expect(playlistSeconds(MEDIA)).toBe(7);
    expect(playlistSeconds(MASTER)).toBe(0);
    // A 20-minute lesson with 10-minute links: 50 minutes.
    expect(presignSecondsFor(600, 1200)).toBe(3000);
    expect(presignSecondsFor(600, 0.4)).toBe(601);
  });

  it('never asks for more than S3 signs (a week)', () => {
    expect(presignSecondsFor(600, 10 * 24 * 3600)).toBe(MAX_PRESIGN_SECONDS);
  });
});
