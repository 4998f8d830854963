import { execFile } from 'node:child_process';

/**
 * The video's duration in seconds from ffprobe, or null when ffprobe is not installed, fails,
 * or takes too long: the duration is a nicety, never a reason to refuse an upload.
 */
export function probeDuration(path: string, ffprobe = 'ffprobe'): Promise<number | null> {
  return new Promise((resolve) => {
    execFile(
      ffprobe,
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', path],
      { timeout: 20_000 },
      (error, stdout) => {
        if (error) return resolve(null);
        const seconds = Number.parseFloat(stdout.trim());
        resolve(Number.isFinite(seconds) && seconds > 0 ? seconds : null);
      },
    );
  });
}
