import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { demoLessonVideos, MIN_VIDEO_SECONDS } from '@thinkbuild/demo/lesson-videos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePoster, probeSource } from '../src/modules/renditions/ffmpeg.ts';
import { demoDir } from '../src/paths.ts';

// The committed demo lesson videos (docs/decisions/041), read as the transcode job reads an
// upload: ffprobe for the length the course totals show, the poster from the job's own moment.

const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const FFPROBE = process.env.FFPROBE_PATH ?? 'ffprobe';
/** The test cards the demo used to be: ffmpeg's own patterns, at the poster's size and moment. */
const TEST_CARDS = ['smptebars', 'testsrc2', 'mandelbrot'] as const;
/** Compared at 640x360: the old clips' size, and cheap. */
const SIZE = '640x360';
/**
 * SSIM at or above this is a test card: each old clip's poster scores 0.87–0.89 against its own
 * pattern and 0.50–0.53 against the others; a dark, mostly flat title card still scores up to
 * ~0.57 (flat areas look alike to SSIM), so the line sits between.
 */
const TEST_CARD_SSIM = 0.75;
const videos = demoLessonVideos();
let work = '';

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'demo-videos-'));
  await drawTestCards();
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** Each test card's picture at 1 s, the poster's moment (testsrc2 and mandelbrot move). */
const cardPicture = (card: string) => join(work, `${card}.png`);
async function drawTestCards() {
  for (const card of TEST_CARDS)
    await run(FFMPEG, [
      ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'],
      ...['-ss', '1', '-f', 'lavfi', '-i', `${card}=size=${SIZE}:rate=24`],
      ...['-frames:v', '1', cardPicture(card)],
    ]);
}

/** How alike a picture is to each test card: SSIM, 1 for the same picture, near 0 for unlike. */
function likenessToTestCards(picture: string): Promise<number[]> {
  return Promise.all(
    TEST_CARDS.map(async (card) => {
      const { stderr } = await run(FFMPEG, [
        ...['-hide_banner', '-nostdin', '-i', picture, '-i', cardPicture(card)],
        '-filter_complex',
        `[0:v]scale=${SIZE.replace('x', ':')},format=yuv420p[p];[1:v]format=yuv420p[c];[p][c]ssim`,
        ...['-frames:v', '1', '-f', 'null', '-'],
      ]);
      return Number(/SSIM .*All:([\d.]+)/.exec(stderr)?.[1] ?? Number.NaN);
    }),
  );
}

describe('the demo lessons play real lessons, not test cards', () => {
  it('ships one video per demo lesson, each at least a minute long, as long as its captions', async () => {
    expect(videos.length).toBe(33);
    let bytes = 0;
    for (const video of videos) {
      const file = join(demoDir(), 'videos', video.file);
      const info = await probeSource(file, FFPROBE);
      expect(info, video.file).not.toBeNull();
      expect(info?.height, video.file).toBe(720);
      expect(info?.hasAudio, video.file).toBe(true);
      // What the transcode job records and the course pages add up.
      expect(info?.durationSeconds, video.file).toBeGreaterThanOrEqual(MIN_VIDEO_SECONDS);
      expect(info?.durationSeconds ?? 0, video.file).toBeCloseTo(video.durationSeconds, 0);
      bytes += (await stat(file)).size;
    }
    // The repository budget (decisions/041): a few hundred KB a lesson.
    expect(bytes).toBeLessThan(20 * 1024 * 1024);
    // 33 ffprobe runs on a machine other suites keep busy.
  }, 60_000);

  it('makes each poster a title card of the lesson, unlike any test card', async () => {
    const posterLikeness = async (video: (typeof videos)[number]) => {
      const source = join(demoDir(), 'videos', video.file);
      const poster = join(work, `${video.file}.jpg`);
      const info = await probeSource(source, FFPROBE);
      if (!info) throw new Error(`ffprobe cannot read ${video.file}`);
      await makePoster(FFMPEG, source, poster, info);
      return { file: video.file, likeness: await likenessToTestCards(poster) };
    };
    // Four lessons at a time: each step is a short ffmpeg run, mostly waiting to start.
    for (let i = 0; i < videos.length; i += 4) {
      for (const { file, likeness } of await Promise.all(
        videos.slice(i, i + 4).map(posterLikeness),
      )) {
        expect(likeness, file).toHaveLength(TEST_CARDS.length);
        for (const ssim of likeness) expect(ssim, file).toBeLessThan(TEST_CARD_SSIM);
      }
    }
    // 33 posters and 99 comparisons (about 15 s of CPU) on a machine other suites keep busy.
  }, 120_000);

  it('sanity: the comparison does see each test card the demo used to show', async () => {
    for (const [i, name] of (['intro', 'build', 'deploy'] as const).entries()) {
      const clip = join(import.meta.dirname, 'media', `${name}.mp4`);
      const poster = join(work, `${name}.jpg`);
      const info = await probeSource(clip, FFPROBE);
      if (!info) throw new Error(`ffprobe cannot read media/${name}.mp4`);
      await makePoster(FFMPEG, clip, poster, info);
      // intro.mp4 is SMPTE bars, build.mp4 testsrc2, deploy.mp4 mandelbrot (media/README.md).
      expect((await likenessToTestCards(poster))[i], name).toBeGreaterThanOrEqual(TEST_CARD_SSIM);
    }
  });
});
