import { execFile, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { COVER_WIDTHS, ladderFor, renditionName } from '@thinkbuild/core';

/** The first line of `ffmpeg -version`, or null when it is not installed or does not run. */
export function ffmpegVersion(ffmpeg: string): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(ffmpeg, ['-hide_banner', '-version'], { timeout: 10_000 }, (error, stdout) =>
      resolve(error ? null : (stdout.split('\n')[0]?.trim() ?? 'ffmpeg')),
    );
  });
}

export type TSourceInfo = { height: number; hasAudio: boolean; durationSeconds: number | null };

/** Height, sound and length of a video file, or null when ffprobe cannot read it. */
export function probeSource(path: string, ffprobe: string): Promise<TSourceInfo | null> {
  const args = ['-v', 'error', '-show_entries', 'stream=codec_type,height:format=duration'];
  return new Promise((resolve) => {
    execFile(ffprobe, [...args, '-of', 'json', path], { timeout: 30_000 }, (error, stdout) => {
      if (error) return resolve(null);
      try {
        const info = JSON.parse(stdout) as {
          streams?: { codec_type?: string; height?: number }[];
          format?: { duration?: string };
        };
        const video = info.streams?.find((s) => s.codec_type === 'video' && s.height);
        if (!video?.height) return resolve(null);
        const duration = Number.parseFloat(info.format?.duration ?? '');
        resolve({
          height: video.height,
          hasAudio: Boolean(info.streams?.some((s) => s.codec_type === 'audio')),
          durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
        });
      } catch {
        resolve(null);
      }
    });
  });
}

/** Bit-rate ceilings per height: small enough for prepaid data, sharp enough for code on screen. */
const MAX_KBPS: Record<number, number> = { 240: 300, 360: 550, 720: 1500 };
const AUDIO_KBPS = 64;
/** Segments of 4 s: a keyframe every 4 s, so each segment starts with one. */
const SEGMENT_SECONDS = 4;

/** ffmpeg's arguments for the HLS ladder (fMP4 segments) of one source into `outDir`. */
export function hlsArgs(input: string, outDir: string, source: TSourceInfo): string[] {
  const heights = ladderFor(source.height);
  const split = heights.map((_, i) => `[s${i}]`).join('');
  const scales = heights.map((h, i) => `[s${i}]scale=-2:${h}[v${i}]`).join(';');
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-i', input];
  args.push('-progress', 'pipe:1', '-nostats');
  args.push('-filter_complex', `[0:v]split=${heights.length}${split};${scales}`);
  const streams: string[] = [];
  heights.forEach((h, i) => {
    const kbps = MAX_KBPS[h] ?? Math.round((h / 360) * 550);
    args.push('-map', `[v${i}]`);
    args.push(`-c:v:${i}`, 'libx264', `-crf:v:${i}`, '26', `-maxrate:v:${i}`, `${kbps}k`);
    args.push(`-bufsize:v:${i}`, `${kbps * 2}k`);
    if (source.hasAudio) args.push('-map', '0:a:0');
    streams.push(`v:${i}${source.hasAudio ? `,a:${i}` : ''},name:${renditionName(h)}`);
  });
  if (source.hasAudio) {
    args.push('-map', '0:a:0');
    streams.push(`a:${heights.length},name:audio`);
    args.push('-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2');
  }
  args.push(
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-sc_threshold',
    '0',
  );
  args.push('-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`);
  args.push('-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod');
  args.push('-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4');
  args.push('-hls_segment_filename', join(outDir, '%v', 'seg_%03d.m4s'));
  args.push('-master_pl_name', 'master.m3u8', '-var_stream_map', streams.join(' '));
  args.push(join(outDir, '%v', 'index.m3u8'));
  return args;
}

/** The folders hlsArgs writes: one per rendition name. */
export const renditionNames = (source: TSourceInfo) => [
  ...ladderFor(source.height).map(renditionName),
  ...(source.hasAudio ? ['audio'] : []),
];

/** Runs ffmpeg, reporting progress (0–1) from its `-progress` lines; rejects with its stderr. */
export function runFfmpeg(
  ffmpeg: string,
  args: string[],
  durationSeconds: number | null,
  onProgress: (fraction: number) => void = () => {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_us (and the misnamed out_time_ms) are microseconds of output written.
        const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (match && durationSeconds)
          onProgress(Math.min(1, Number(match[1]) / 1e6 / durationSeconds));
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const last = stderr.trim().split('\n').slice(-2).join(' ').trim();
      reject(new Error(`ffmpeg failed (exit ${code}): ${last || 'no message'}`.slice(0, 500)));
    });
  });
}

/** Makes the HLS ladder of `input` in `outDir` (folders named by renditionNames). */
export async function transcodeHls(
  ffmpeg: string,
  input: string,
  outDir: string,
  source: TSourceInfo,
  onProgress?: (fraction: number) => void,
) {
  for (const name of renditionNames(source)) await mkdir(join(outDir, name), { recursive: true });
  await runFfmpeg(ffmpeg, hlsArgs(input, outDir, source), source.durationSeconds, onProgress);
}

/** A poster frame (JPEG, at most 720 px tall) from a second into the video, or its middle. */
export async function makePoster(ffmpeg: string, input: string, out: string, source: TSourceInfo) {
  const at = Math.min(1, (source.durationSeconds ?? 2) / 2);
  await runFfmpeg(
    ffmpeg,
    ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-ss', String(at), '-i', input]
      .concat(['-frames:v', '1', '-vf', `scale=-2:${Math.min(720, source.height)}`, '-q:v', '4'])
      .concat([out]),
    null,
  );
}

/** The cover frame's files, one per width (core's COVER_WIDTHS). */
export const coverFiles = () => COVER_WIDTHS.map((w) => `cover-${w}.webp`);

/**
 * The public course pages' picture (docs/decisions/023): the same moment as the poster, 16:9,
 * in WebP at each of COVER_WIDTHS, from one ffmpeg run.
 */
export async function makeCovers(
  ffmpeg: string,
  input: string,
  outDir: string,
  source: TSourceInfo,
) {
  const at = Math.min(1, (source.durationSeconds ?? 2) / 2);
  const split = COVER_WIDTHS.map((_, i) => `[c${i}]`).join('');
  // Cropped to 16:9 first, so every card is the same shape whatever the source's.
  const scales = COVER_WIDTHS.map((w, i) => `[c${i}]scale=${w}:-2[o${i}]`).join(';');
  const graph = `[0:v]crop='min(iw,ih*16/9)':'min(ih,iw*9/16)',split=${COVER_WIDTHS.length}${split};${scales}`;
  const args = [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-ss',
    String(at),
    '-i',
    input,
  ];
  args.push('-filter_complex', graph);
  COVER_WIDTHS.forEach((w, i) => {
    args.push('-map', `[o${i}]`, '-frames:v', '1', '-c:v', 'libwebp', '-quality', '72');
    args.push(join(outDir, `cover-${w}.webp`));
  });
  await runFfmpeg(ffmpeg, args, null);
}
