import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type TTheme, themeFromCookies } from '@thinkbuild/core/theme';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodeBody, sendCached, type TCachedBody } from './cached-answer.ts';

/**
 * The chosen colour theme reaches the first paint without a script (docs/decisions/012):
 * the `theme` cookie becomes <html data-theme="…"> in every HTML answer, so an HTML answer
 * depends on the cookie (Vary: Cookie) and each theme has its own ETag.
 */
export const HTML_TYPE = 'text/html; charset=utf-8';

export const themeOf = (request: FastifyRequest) => themeFromCookies(request.headers.cookie);

/** The page with the theme on its <html> element (unchanged without one). */
export function withTheme(html: string, theme: TTheme | null) {
  return theme ? html.replace(/<html\b/i, `<html data-theme="${theme}"`) : html;
}

/** The key of a themed variant in a cache of pages. */
export const themedKey = (key: string, theme: TTheme | null) => (theme ? `${key}|${theme}` : key);

const appendVary = (reply: FastifyReply, name: string) => {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current ? String(current) : '';
  const names = value.split(',').map((v) => v.trim().toLowerCase());
  if (names.includes(name.toLowerCase()) || names.includes('*')) return;
  reply.header('vary', value ? `${value}, ${name}` : name);
};

/**
 * Every HTML answer varies with the cookie: a shared cache (a CDN, a proxy) must never give
 * one visitor the page another visitor's theme produced. Registered before any route.
 */
export function registerHtmlVary(app: FastifyInstance) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) appendVary(reply, 'Cookie');
    done(null, payload);
  });
}

/** Built files with a theme applied, made once per file, theme and build (mtime). */
const variants = new Map<string, { mtimeMs: number; body: Promise<TCachedBody> }>();

/**
 * Sends a built HTML file (a prerendered page, the SPA shell, the 404 view) with the visitor's
 * theme. Without a theme cookie it is the file on disk as it was (precompressed by the build).
 */
export async function sendHtmlFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  file: string,
  status: number,
) {
  reply.status(status).header('cache-control', 'no-cache').type(HTML_TYPE);
  const theme = themeOf(request);
  if (!theme) return reply.sendFile(file);
  const path = join(root, file);
  const { mtimeMs } = await stat(path);
  const key = `${path}|${theme}`;
  let hit = variants.get(key);
  if (hit?.mtimeMs !== mtimeMs) {
    const body = readFile(path, 'utf8').then((html) =>
      encodeBody({ body: withTheme(html, theme), type: HTML_TYPE }),
    );
    hit = { mtimeMs, body };
    variants.set(key, hit);
    body.catch(() => variants.delete(key));
  }
  const cached = await hit.body;
  // A 404 page is not revalidated into a 304; compression is left to @fastify/compress.
  if (status !== 200) return reply.send(cached.identity);
  return sendCached(request, reply, cached);
}
