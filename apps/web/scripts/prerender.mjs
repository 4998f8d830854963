// Writes static HTML for the public pages (docs/decisions/002-prerender.md), so their text
// paints before any JavaScript runs. Runs after `vite build` and the SSR build of entry-server.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const ssrEntry = pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href;
const {
  render,
  assemblePage,
  PRERENDERED_PATHS,
  prerenderedFile,
  PAGE_SOURCES,
  shellFile,
  shellWithPreloads,
  COURSE_PAGE_SHELL_SOURCES,
} = await import(ssrEntry);
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));

// React's development build must never ship (NODE_ENV=development in a shell once did that):
// its "unique key" warning exists only there.
for (const file of await readdir(join(dist, 'assets'))) {
  if (!file.endsWith('.js')) continue;
  if ((await readFile(join(dist, 'assets', file), 'utf8')).includes('unique "key" prop'))
    throw new Error(
      `dist/assets/${file} holds React's development build: build with NODE_ENV=production`,
    );
}

const template = await readFile(join(dist, 'index.html'), 'utf8');
if (!template.includes('<!--app-->')) throw new Error('dist/index.html has no <!--app--> marker');
// The empty shell for routes that are rendered in the browser only.
await writeFile(join(dist, 'spa.html'), template);
// The lesson page's shell: the same, naming the page's chunks for the browser to fetch at once.
const courseShell = join(dist, shellFile('/coursepage/'));
await mkdir(dirname(courseShell), { recursive: true });
await writeFile(courseShell, shellWithPreloads(template, manifest, COURSE_PAGE_SHELL_SOURCES));

// The static pages have nothing to click but links: they ship no JavaScript at all, only HTML
// and CSS (docs/decisions/002-prerender.md, "Update"). A link from them loads the next page.
for (const path of PRERENDERED_PATHS) {
  const { html, meta } = await render(path);
  // A page that is still suspended renders only its loading fallback: never ship that.
  if (!/<h1[\s>]/.test(html))
    throw new Error(`Prerendered ${path} has no <h1>: did its page load?`);
  const sources = PAGE_SOURCES[path] ? [PAGE_SOURCES[path]] : [];
  const page = assemblePage(template, manifest, { html, meta, sources, script: false });
  const file = join(dist, prerenderedFile(path));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page);
  console.log(
    `prerendered ${path} → ${prerenderedFile(path)} (${Math.round(page.length / 1024)} KB)`,
  );
}
// dist-ssr stays: the server renders the blog with it (docs/decisions/008-blog-html.md).

// Precompress text assets once at build time; the server sends .br/.gz to browsers that accept
// them (@fastify/static preCompressed), so no CPU is spent compressing per request.
const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else yield p;
  }
}
let compressed = 0;
for await (const file of walk(dist)) {
  if (!/\.(js|css|html|svg|json|txt)$/.test(file) || file.includes(`${join(dist, '.vite')}`))
    continue;
  const data = await readFile(file);
  if (data.length < 1024) continue;
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  compressed++;
}
console.log(`precompressed ${compressed} files (.br, .gz)`);
