import { PAGE_DATA_ID, type TPageData } from '../lib/page-data.ts';
import { fullTitle, type TRouteMeta } from '../lib/route-meta.ts';

/** What Vite writes to dist/.vite/manifest.json, as far as pages need it. */
export type TManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
>;

export type TPageParts = {
  html: string;
  meta: TRouteMeta | undefined;
  /** Source files (manifest keys) of the lazy chunks the page renders, to preload. */
  sources: readonly string[];
  /** Query data the browser seeds its cache with before hydrating (lib/page-data.ts). */
  data?: TPageData;
  /** Whether the page hydrates; a page with nothing to click but links needs no script. */
  script: boolean;
  /**
   * A page that does not hydrate may load one standalone module instead (a manifest key), e.g.
   * the course page's preview island (docs/decisions/023).
   */
  island?: string;
  /** More standalone modules for such a page (the theme switch, the copy buttons, a form). */
  islands?: readonly string[];
};

const escapeHtml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** The page's chunks and their stylesheets, leaving out what the shell already links. */
function pageFiles(manifest: TManifest, sources: readonly string[], template: string) {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const source of sources) visit(source);
  const fresh = (f: string) => !template.includes(`/${f}`);
  return { css: [...css].filter(fresh), chunks: [...files].filter(fresh) };
}

const HYDRATE = 'src/hydrate.ts';

/**
 * The shell's entry script becomes src/hydrate.ts, which loads the entry and the page's chunks
 * after the first frame: the page's content is in its HTML, its code only hydrates it.
 */
function hydrateLater(page: string, manifest: TManifest, chunks: readonly string[]) {
  const boot = manifest[HYDRATE]?.file;
  if (!boot) throw new Error(`The web build has no ${HYDRATE} entry`);
  return page.replace(
    /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/,
    (_, entry: string) =>
      `<script type="module" src="/${boot}" data-entry="${entry}" data-preload="${chunks.map((f) => `/${f}`).join(' ')}"></script>`,
  );
}

/**
 * A page that needs no script: the shell's entry goes, and so do the `modulepreload` links Vite
 * adds for the entry's own imports (a shared chunk), which would load JavaScript all the same.
 */
const withoutScripts = (page: string) =>
  page
    .replace(/\s*<script type="module"[^>]*><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

/** Open Graph tags, the canonical address and schema.org data, for pages that give them. */
function withSharingMeta(page: string, meta: TRouteMeta) {
  const tags: string[] = [];
  if (meta.url) {
    tags.push(`<link rel="canonical" href="${escapeHtml(meta.url)}" />`);
    tags.push(`<meta property="og:url" content="${escapeHtml(meta.url)}" />`);
  }
  if (meta.image) {
    tags.push(`<meta property="og:type" content="${meta.type ?? 'website'}" />`);
    tags.push(`<meta property="og:title" content="${escapeHtml(fullTitle(meta.title))}" />`);
    tags.push(`<meta property="og:description" content="${escapeHtml(meta.description)}" />`);
    tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`);
    if (meta.type === 'profile' && meta.username)
      tags.push(`<meta property="profile:username" content="${escapeHtml(meta.username)}" />`);
    tags.push(`<meta name="twitter:card" content="${meta.card ?? 'summary_large_image'}" />`);
  }
  if (meta.jsonLd) {
    // Data, not code (the CSP runs no inline script); "<" escaped so no text can close it.
    const json = JSON.stringify(meta.jsonLd).replaceAll('<', '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  if (!tags.length) return page;
  return page.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * One HTML page from the built shell (dist/index.html): the rendered app in #root, its title and
 * description, its chunks and data. Used at build time (scripts/prerender.mjs) and by the server
 * for the blog (docs/decisions/008-blog-html.md), so both write the same page.
 */
export function assemblePage(template: string, manifest: TManifest, parts: TPageParts) {
  if (!template.includes('<!--app-->')) throw new Error('The page template has no <!--app-->');
  let page = template.replace('<!--app-->', () => parts.html);
  const { css, chunks } = pageFiles(manifest, parts.sources, template);
  page = parts.script ? hydrateLater(page, manifest, chunks) : withoutScripts(page);
  const islands = parts.script ? [] : [parts.island, ...(parts.islands ?? [])];
  for (const name of islands) {
    if (!name) continue;
    const island = manifest[name]?.file;
    if (!island) throw new Error(`No ${name} in the build`);
    page = page.replace('</head>', `  <script type="module" src="/${island}"></script>\n  </head>`);
  }
  const links = css.map((f) => `<link rel="stylesheet" href="/${f}" />`);
  if (links.length) page = page.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
  if (parts.data) {
    // Not executed (CSP allows no inline script): JSON the entry reads. "<" is escaped so a
    // post's text cannot close the element.
    const json = JSON.stringify(parts.data).replaceAll('<', '\\u003c');
    const tag = `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
    page = page.replace('</body>', () => `  ${tag}\n  </body>`);
  }
  if (parts.meta) page = withSharingMeta(page, parts.meta);
  if (parts.meta) {
    const { title, description } = parts.meta;
    page = page
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(fullTitle(title))}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(description)}" />`,
      );
  }
  return page;
}

/**
 * The app shell for a page rendered in the browser, naming the chunks of `sources` (manifest
 * keys) and all they import as `modulepreload`: the browser fetches and compiles them while the
 * entry runs, instead of after it asks for them. Their stylesheets load with them as before.
 */
export function shellWithPreloads(
  template: string,
  manifest: TManifest,
  sources: readonly string[],
) {
  const { chunks } = pageFiles(manifest, sources, template);
  for (const source of sources)
    if (!manifest[source]) throw new Error(`No ${source} in the web build`);
  const links = chunks.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  return template.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
}
