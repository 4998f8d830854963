// Writes static HTML for the public pages (docs/decisions/002-prerender.md), so their text
// paints before any JavaScript runs. Runs after `vite build` and the SSR build of entry-server.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const ssrEntry = pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href;
const { render, PRERENDERED_PATHS, prerenderedFile } = await import(ssrEntry);

const escapeHtml = (s) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
const fullTitle = (t) => (t === 'ThinkBuild' ? t : `${t} | ThinkBuild`);

const template = await readFile(join(dist, 'index.html'), 'utf8');
if (!template.includes('<!--app-->')) throw new Error('dist/index.html has no <!--app--> marker');
// The empty shell for routes that are rendered in the browser only.
await writeFile(join(dist, 'spa.html'), template);

for (const path of PRERENDERED_PATHS) {
  const { html, meta } = await render(path);
  let page = template.replace('<!--app-->', html);
  if (meta) {
    page = page
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(fullTitle(meta.title))}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      );
  }
  const file = join(dist, prerenderedFile(path));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page);
  console.log(
    `prerendered ${path} → ${prerenderedFile(path)} (${Math.round(page.length / 1024)} KB)`,
  );
}
await rm(join(root, 'dist-ssr'), { recursive: true, force: true });
