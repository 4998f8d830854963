// Low-data versions (ADR 011): how long ffmpeg takes per minute of lesson video on this machine,
// and what the first 60 s of a lesson cost at Auto with the data saver on (capped at 360p) next
// to the original MP4 (target ≤ 35 %). Run: node --import tsx bench/hls.bench.ts [seconds] [rounds]
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DATA_SAVER_MAX_HEIGHT } from '@thinkbuild/core';
import { probeSource, transcodeHls } from '../apps/server/src/modules/renditions/ffmpeg.ts';
import { makeLessonClip } from './lesson-clip.ts';

const run = promisify(execFile);
const SECONDS = Number(process.argv[2] ?? 120);
const ROUNDS = Number(process.argv[3] ?? 3);
const WINDOW = 60;
const work = await mkdtemp(join(tmpdir(), 'tb-hls-bench-'));
const source = join(work, 'lesson.mp4');

await makeLessonClip(source, SECONDS);
const info = await probeSource(source, 'ffprobe');
if (!info?.durationSeconds) throw new Error('could not read the bench clip');

const times: number[] = [];
let outDir = '';
for (let round = 0; round < ROUNDS; round++) {
  outDir = join(work, `out-${round}`);
  const started = performance.now();
  await transcodeHls('ffmpeg', source, outDir, info);
  console.error(`round ${round + 1}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  times.push((performance.now() - started) / 1000);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const perMinute = median(times) / (info.durationSeconds / 60);

/** Bytes of a rendition up to `until` seconds of video: its init segment and whole segments. */
async function hlsBytes(name: string, until: number) {
  const dir = join(outDir, name);
  const playlist = await readFile(join(dir, 'index.m3u8'), 'utf8');
  const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1] ?? '';
  let bytes = (await stat(join(dir, init))).size;
  let t = 0;
  const lines = playlist.split('\n');
  for (let i = 0; i < lines.length && t < until; i++) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(lines[i] ?? '');
    if (!extinf) continue;
    bytes += (await stat(join(dir, lines[i + 1] ?? ''))).size;
    t += Number(extinf[1]);
  }
  return bytes;
}

/** Bytes of the MP4 a player needs for the first `until` seconds: header plus those packets. */
async function mp4Bytes(until: number) {
  const { stdout } = await run(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'packet=pts_time,size', '-of', 'csv=p=0', source],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  let media = 0;
  for (const line of stdout.split('\n')) {
    const [pts, size] = line.split(',');
    if (pts && Number(pts) < until) media += Number(size);
  }
  // The moov box and other headers: the file's size minus every packet's.
  const { size: total } = await stat(source);
  return media + Math.max(0, total - sumAll(stdout));
}
const sumAll = (csv: string) =>
  csv.split('\n').reduce((sum, line) => sum + (Number(line.split(',')[1]) || 0), 0);

const capped = `${DATA_SAVER_MAX_HEIGHT}p`;
// hls.js keeps up to 30 s buffered ahead (maxBufferLength), a browser reads an MP4 ahead too:
// both windows are compared, the plain 60 s and 60 s + 30 s ahead.
const rows = [];
for (const until of [WINDOW, WINDOW + 30]) {
  const hls = await hlsBytes(capped, until);
  const mp4 = await mp4Bytes(until);
  rows.push({ until, hls, mp4, ratio: hls / mp4 });
}
const sizes = Object.fromEntries(
  await Promise.all(
    (await readdir(outDir, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map(async (e) => {
        const files = await readdir(join(outDir, e.name));
        let bytes = 0;
        for (const f of files) bytes += (await stat(join(outDir, e.name, f))).size;
        return [e.name, bytes];
      }),
  ),
);

console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}, node ${process.version}`);
console.log(
  `clip: ${info.durationSeconds.toFixed(0)} s 1280x720, ${(await stat(source)).size} bytes`,
);
console.log(`transcode rounds (s): ${times.map((t) => t.toFixed(1)).join(', ')}`);
console.log(`transcode: ${perMinute.toFixed(1)} s per minute of video (median of ${ROUNDS})`);
console.log('whole-lesson bytes per rendition:', sizes);
for (const r of rows) {
  console.log(
    `first ${r.until} s: ${capped} ${r.hls} B vs MP4 ${r.mp4} B → ${(r.ratio * 100).toFixed(1)} %`,
  );
}
await rm(work, { recursive: true, force: true });
