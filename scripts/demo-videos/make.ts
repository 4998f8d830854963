// Makes the demo lessons' videos (docs/decisions/041) into apps/server/demo/videos/: each frame of
// a lesson's storyboard (packages/demo/src/lesson-videos.ts) drawn by Chromium, then put
// together by ffmpeg at 5 fps with a silent AAC track. See apps/server/demo/README.md.
//
//   node --import tsx scripts/demo-videos/make.ts [filter]     # filter: part of the file name
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { demoLessonVideos, VIDEO_FPS } from '@thinkbuild/demo/lesson-videos';
import { frameHtml } from './frame.ts';

const OUT = join(import.meta.dirname, '../../apps/server/demo/videos');
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const filter = process.argv[2] ?? '';

/**
 * H.264 Main, yuv420p, as the transcode job expects a good upload. A keyframe every 30 s: the
 * picture holds still for seconds, so each keyframe is most of the file, and the HLS versions
 * get their own every 4 s anyway.
 */
export const ENCODE_ARGS = [
  '-c:v',
  'libx264',
  '-profile:v',
  'main',
  '-pix_fmt',
  'yuv420p',
  '-preset',
  'medium',
  '-tune',
  'stillimage',
  '-crf',
  '30',
  '-g',
  String(VIDEO_FPS * 30),
  '-r',
  String(VIDEO_FPS),
  '-c:a',
  'aac',
  '-b:a',
  '24k',
  '-ac',
  '2',
  '-movflags',
  '+faststart',
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
mkdirSync(OUT, { recursive: true });
let totalBytes = 0;
for (const video of demoLessonVideos()) {
  if (!video.file.includes(filter)) continue;
  const started = performance.now();
  const work = mkdtempSync(join(tmpdir(), 'demo-video-'));
  try {
    const list: string[] = [];
    for (const [i, frame] of video.frames.entries()) {
      const png = join(work, `f${String(i).padStart(3, '0')}.png`);
      await page.setContent(frameHtml(video, frame), { waitUntil: 'load' });
      await page.screenshot({ path: png });
      const end = video.frames[i + 1]?.at ?? video.durationSeconds;
      list.push(`file '${png}'`, `duration ${(end - frame.at).toFixed(3)}`);
    }
    // The concat demuxer takes the last file's duration only when it is listed again.
    list.push(list.at(-2) ?? '');
    writeFileSync(join(work, 'list.txt'), `${list.join('\n')}\n`);
    const out = join(OUT, video.file);
    execFileSync(FFMPEG, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      join(work, 'list.txt'),
      '-f',
      'lavfi',
      '-i',
      'anullsrc=channel_layout=stereo:sample_rate=44100',
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-vf',
      `fps=${VIDEO_FPS},format=yuv420p`,
      '-t',
      String(video.durationSeconds),
      ...ENCODE_ARGS,
      out,
    ]);
    const bytes = statSync(out).size;
    totalBytes += bytes;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${video.file}: ${video.durationSeconds} s, ${video.frames.length} frames, ${Math.round(bytes / 1024)} KB, made in ${seconds} s`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
await browser.close();
console.log(`total ${(totalBytes / 1024 / 1024).toFixed(1)} MB`);
