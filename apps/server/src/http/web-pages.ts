import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TTheme } from '@thinkbuild/core/theme';
import { HTML_TYPE, withTheme } from './theme.ts';

/** What the web build's SSR entry (apps/web/src/prerender/entry-server.tsx) renders a page into. */
export type TPageParts = {
  html: string;
  meta: unknown;
  sources: readonly string[];
  data?: unknown;
  /** A standalone script the page loads instead of the app (prerender/page.ts). */
  island?: string;
  islands?: readonly string[];
};
type TAssemble = {
  assemblePage(
    template: string,
    manifest: unknown,
    parts: TPageParts & { script: boolean },
  ): string;
};

/**
 * The web build's SSR entry, loaded on first use, and the one way a module turns what it renders
 * into a page of the built shell with the visitor's theme (docs/decisions/008-blog-html.md).
 * Null without a web build (development): the module registers no pages then.
 */
export async function webPages<TRenderer>(distDir: string) {
  const ssrEntry = join(distDir, '..', 'dist-ssr', 'entry-server.js');
  const shell = join(distDir, 'spa.html');
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (![ssrEntry, shell, manifestFile].every((f) => existsSync(f))) return null;
  const [template, manifest] = await Promise.all([
    readFile(shell, 'utf8'),
    readFile(manifestFile, 'utf8').then((m) => JSON.parse(m) as unknown),
  ]);
  let renderer: Promise<TRenderer & TAssemble> | undefined;
  const web = () => {
    renderer ??= import(pathToFileURL(ssrEntry).href) as Promise<TRenderer & TAssemble>;
    return renderer;
  };
  return {
    /** A page's body: `script` hydrates the app on it, else it runs none (or only its island). */
    async page(
      theme: TTheme | null,
      render: (w: TRenderer) => Promise<TPageParts>,
      { script = true }: { script?: boolean } = {},
    ) {
      const w = await web();
      const page = w.assemblePage(template, manifest, { ...(await render(w)), script });
      return { body: withTheme(page, theme), type: HTML_TYPE };
    },
  };
}
