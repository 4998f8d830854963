import { describe, expect, it } from 'vitest';
import { SEED_CATALOG } from './catalog.ts';
import { demoLessonVideos, MIN_VIDEO_SECONDS, VIDEO_FPS } from './lesson-videos.ts';

const videos = demoLessonVideos();
const frameAt = (video: (typeof videos)[number], seconds: number) =>
  video.frames.findLast((f) => f.at <= seconds);

describe('the demo lessons’ storyboards', () => {
  it('gives every demo lesson a video of its own', () => {
    const lessons = SEED_CATALOG.flatMap((c) => c.projects.flatMap((p) => p.lessons));
    expect(videos).toHaveLength(lessons.length);
    expect(new Set(videos.map((v) => v.file)).size).toBe(videos.length);
  });

  it('lasts at least a minute and writes the lesson’s own code', () => {
    for (const video of videos) {
      expect(video.durationSeconds, video.file).toBeGreaterThanOrEqual(MIN_VIDEO_SECONDS);
      expect(video.blocks.length, video.file).toBeGreaterThan(0);
      for (const [b, block] of video.blocks.entries()) {
        const last = video.frames.findLast((f) => f.scene === 'code' && f.block === b);
        // The whole block is on screen before the video moves on.
        expect(last?.lines, `${video.file} ${block.file}`).toBe(block.code.split('\n').length);
      }
    }
  });

  it('shows the title card at the poster moment (1 s, the transcode job’s)', () => {
    for (const video of videos) expect(frameAt(video, 1)?.scene, video.file).toBe('title');
  });

  it('captions exactly what the picture says, on the frame grid', () => {
    for (const video of videos) {
      for (const [start, end, text] of video.cues) {
        for (const at of [start, (start + end) / 2, end - 1 / VIDEO_FPS])
          expect(frameAt(video, at)?.caption, `${video.file} at ${at}`).toBe(text);
        expect(Math.round(start * VIDEO_FPS), video.file).toBeCloseTo(start * VIDEO_FPS, 6);
      }
      const captioned = video.frames.filter((f) => f.caption);
      expect(captioned.length, video.file).toBe(video.frames.length);
    }
  });

  it('points the snippets at the moment their code starts to be written', () => {
    for (const video of videos)
      for (const [b, start] of video.blockStarts.entries()) {
        expect(Number.isInteger(start), video.file).toBe(true);
        const first = video.frames.find((f) => f.scene === 'code' && f.block === b);
        expect(first?.at, video.file).toBeGreaterThanOrEqual(start);
        expect(first?.at, video.file).toBeLessThan(start + 1);
      }
  });
});
