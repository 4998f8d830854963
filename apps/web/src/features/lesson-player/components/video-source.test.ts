import { dataSaverState } from '@thinkbuild/core/renditions';
import { describe, expect, it } from 'vitest';
import { pickSource } from './video-source.ts';

const hls = {
  master: '/hls/1/s/renditions/l/r/master.m3u8',
  poster: null,
  renditions: ['240p', '360p', '720p'].map((name) => ({
    name,
    height: Number.parseInt(name, 10),
    bytes: 1,
    playlist: `/hls/1/s/renditions/l/r/${name}/index.m3u8`,
  })),
};
const base = {
  mp4: '/media/v',
  hls,
  quality: 'auto' as const,
  dataSaver: false,
  nativeHls: false,
  hlsFailed: false,
};

describe('pickSource', () => {
  it('plays the MP4 without low-data versions or after hls.js failed', () => {
    expect(pickSource({ ...base, hls: null })).toEqual({ kind: 'file', url: '/media/v' });
    expect(pickSource({ ...base, hlsFailed: true })).toEqual({ kind: 'file', url: '/media/v' });
  });

  it('plays Auto through hls.js, capped at 360p with the data saver', () => {
    expect(pickSource(base)).toEqual({ kind: 'hls', url: hls.master, capHeight: null });
    expect(pickSource({ ...base, dataSaver: true })).toMatchObject({ capHeight: 360 });
  });

  it('plays a chosen quality’s own playlist', () => {
    expect(pickSource({ ...base, quality: '240p' }).url).toContain('/240p/index.m3u8');
  });

  it('lets Safari play HLS natively, the saver picking 360p itself', () => {
    expect(pickSource({ ...base, nativeHls: true })).toEqual({ kind: 'file', url: hls.master });
    expect(pickSource({ ...base, nativeHls: true, dataSaver: true }).url).toContain('/360p/');
  });

  it('never starts Auto uncapped while the account’s data saver choice is loading', () => {
    const loading = dataSaverState(undefined, false, false);
    expect(loading.on).toBe(false); // the switch shows the browser's hint…
    const dataSaver = loading.capsAuto; // …but Auto waits capped
    expect(pickSource({ ...base, dataSaver })).toMatchObject({ kind: 'hls', capHeight: 360 });
    expect(pickSource({ ...base, dataSaver, nativeHls: true }).url).toContain('/360p/');
    // The account says off: then Auto is free.
    const off = dataSaverState(false, true, false).capsAuto;
    expect(pickSource({ ...base, dataSaver: off })).toMatchObject({ capHeight: null });
  });
});
