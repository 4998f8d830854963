import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A lesson as an admin uploads it: 1280x720 at 30 fps, H.264 at a screen-recorder's 2.5 Mbit/s,
 * AAC 128 kbit/s. testsrc2 moves every frame, which is harder to compress than a code screencast.
 */
export async function makeLessonClip(file: string, seconds: number) {
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '2500k', '-maxrate', '2500k'],
    ...['-bufsize', '5000k', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k'],
    ...['-movflags', '+faststart', file],
  ]);
}
