// Browser tests drive Debian's Chromium; nothing is downloaded by npm. Installs it when we
// are root, otherwise stops with a one-line message naming the package.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

if (process.env.CHROMIUM_PATH || process.getuid?.() !== 0) {
  console.error(
    `Browser tests need Chromium at ${path}: install Debian's "chromium" package (sudo apt-get install -y chromium).`,
  );
  process.exit(1);
}
console.log('Chromium is missing: installing Debian\'s "chromium" package (running as root)…');
for (const args of [['update'], ['install', '-y', 'chromium']]) {
  const r = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (r.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed: install Debian's "chromium" package by hand.`);
    process.exit(1);
  }
}
