// Browser tests drive Debian's Chromium, and the low-data video tests run Debian's ffmpeg;
// nothing is downloaded by npm. Installs what is missing when we are root, otherwise stops with
// a one-line message naming the package.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';
const ffmpegRuns = () => spawnSync(ffmpeg, ['-hide_banner', '-version']).status === 0;

const missing = [];
if (!existsSync(chromium))
  missing.push({
    pkg: 'chromium',
    what: `Browser tests need Chromium at ${chromium}`,
    custom: Boolean(process.env.CHROMIUM_PATH),
  });
if (!ffmpegRuns())
  missing.push({
    pkg: 'ffmpeg',
    what: `The low-data video tests need ffmpeg (${ffmpeg})`,
    custom: Boolean(process.env.FFMPEG_PATH),
  });
if (missing.length === 0) process.exit(0);

if (missing.some((m) => m.custom) || process.getuid?.() !== 0) {
  for (const m of missing)
    console.error(
      `${m.what}: install Debian's "${m.pkg}" package (sudo apt-get install -y ${m.pkg}).`,
    );
  process.exit(1);
}
const pkgs = missing.map((m) => m.pkg);
console.log(`Missing ${pkgs.join(' and ')}: installing Debian's package (running as root)…`);
for (const args of [['update'], ['install', '-y', ...pkgs]]) {
  const r = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (r.status !== 0) {
    console.error(
      `apt-get ${args.join(' ')} failed: install Debian's ${pkgs.map((p) => `"${p}"`).join(' and ')} by hand.`,
    );
    process.exit(1);
  }
}
