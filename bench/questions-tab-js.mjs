// The lesson page's JavaScript before its Questions tab is opened (budget: the tab adds ≤ 10 KB
// gzipped to it; its own code loads when the tab opens), from a web build's Vite manifest: the
// browser entry, the signed-in layout and the lesson page's route with their static imports,
// gzip -9 each. Give two builds to compare (the one before the change, and this one):
// node bench/questions-tab-js.mjs [base/apps/web/dist] apps/web/dist
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const EAGER = [
  'index.html',
  'src/main.tsx',
  'src/app/protected-layout.tsx',
  'src/features/lesson-player/routes/lesson-page.tsx',
];
const gz = (dist, file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

function measure(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) visit(i);
  };
  for (const key of EAGER) visit(key);
  const files = [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const tab = manifest['src/features/questions/components/questions-panel.tsx']?.file;
  return {
    dist,
    eagerKB: files.reduce((sum, f) => sum + gz(dist, f), 0).toFixed(2),
    tabChunkKB: tab ? gz(dist, tab).toFixed(2) : null,
  };
}

for (const dist of process.argv.slice(2).length ? process.argv.slice(2) : ['apps/web/dist'])
  console.log(measure(dist));
