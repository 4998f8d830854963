import { describe, expect, it } from 'vitest';
import { probeDuration } from './video-probe.ts';

describe('probeDuration', () => {
  it('gives null, not an error, when ffprobe is not installed', async () => {
    expect(await probeDuration('/no/such/file.mp4', 'ffprobe-that-is-not-installed')).toBeNull();
  });
});
