import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { OFFER, type TPrice } from '@thinkbuild/core';
import type { TTheme } from '@thinkbuild/core/theme';
import type { FastifyBaseLogger } from 'fastify';
import { encodeBody, type TCachedBody } from './cached-answer.ts';
import { themedKey, withTheme } from './theme.ts';

/** What the web build's SSR entry (apps/web/src/prerender/entry-server.tsx) exports for us. */
type TWebRenderer = {
  render(path: string, offer: TVatPrice): Promise<{ html: string; meta: unknown }>;
  assemblePage(
    template: string,
    manifest: unknown,
    parts: { html: string; meta: unknown; sources: readonly string[]; script: false },
  ): string;
  PAGE_SOURCES: Record<string, string>;
};

/** The offer's price, and whether prices read "incl. 15% VAT" (VAT_NUMBER, decisions/044). */
type TVatPrice = TPrice & { vat?: boolean };

export type TStaticPages = (path: string, theme: TTheme | null) => Promise<TCachedBody>;

const sameOffer = (a: TPrice, b: TPrice) =>
  a.amount === b.amount && a.currency.toUpperCase() === b.currency.toUpperCase();

/**
 * The static pages are prerendered at build time with SPEC's offer price ($27). A server that
 * charges another (OFFER_AMOUNT, OFFER_CURRENCY) renders them again with its own price, from
 * the web build's SSR entry, once per page, and keeps them in memory (the settings do not change
 * while it runs), as does a seller registered for VAT (every price "incl. 15% VAT",
 * decisions/044). Null when the built files are right as they are (docs/decisions/002).
 */
export function staticPagesFor(
  distDir: string,
  offer: TVatPrice,
  log: FastifyBaseLogger,
): TStaticPages | null {
  if (sameOffer(offer, OFFER) && !offer.vat) return null;
  const ssrEntry = join(distDir, '..', 'dist-ssr', 'entry-server.js');
  const shell = join(distDir, 'spa.html');
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (![ssrEntry, shell, manifestFile].every((f) => existsSync(f))) {
    log.warn(
      { distDir },
      'No SSR build beside the web build: the static pages show the built offer price, not OFFER_AMOUNT/OFFER_CURRENCY',
    );
    return null;
  }
  let loaded: Promise<{ web: TWebRenderer; template: string; manifest: unknown }> | undefined;
  const load = () => {
    loaded ??= Promise.all([
      import(pathToFileURL(ssrEntry).href) as Promise<TWebRenderer>,
      readFile(shell, 'utf8'),
      readFile(manifestFile, 'utf8').then((m) => JSON.parse(m) as unknown),
    ]).then(([web, template, manifest]) => ({ web, template, manifest }));
    return loaded;
  };
  const pages = new Map<string, Promise<TCachedBody>>();
  return (path, theme) => {
    const key = themedKey(path, theme);
    let page = pages.get(key);
    if (!page) {
      page = load().then(async ({ web, template, manifest }) => {
        const { html, meta } = await web.render(path, offer);
        const sources = web.PAGE_SOURCES[path] ? [web.PAGE_SOURCES[path]] : [];
        const body = web.assemblePage(template, manifest, { html, meta, sources, script: false });
        return encodeBody({ body: withTheme(body, theme), type: 'text/html; charset=utf-8' });
      });
      // A failed render is tried again on the next request, not remembered.
      page.catch(() => pages.delete(key));
      pages.set(key, page);
    }
    return page;
  };
}
