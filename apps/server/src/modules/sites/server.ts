import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { handleProblem, siteContentType } from '@thinkbuild/core';
import { EXERCISE_LIBRARIES, type TExerciseLibrary } from '@thinkbuild/core/sandbox';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { requestIdOptions } from '../../http/request-id.ts';
import { libraryScript } from '../../http/sandbox-runner.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { findPublishedFile, siteExists, sitePath, sitesTag } from './service.ts';

/*
 * The sites origin (decisions/039, "Publishing origin"): a second, small Fastify instance on
 * SITES_PORT serving published copies at /<handle>/<category>-<project>/…. It is not the app: no
 * auth, no cookies, no app routes, so a learner's script on it can reach nothing of ThinkBuild's.
 * It shares the app's database and settings; main.ts starts it after the app and closes it with it.
 */

/**
 * A learner's page may run its own inline code and load fonts and pictures; nothing else. Only
 * the app itself may frame it: the public profile's thumbnails (sandboxed, so no script runs
 * there), never another site (clickjacking a visitor's report, say).
 */
const sitesCsp = (appOrigin: string) =>
  `default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline' https:; img-src 'self' data: https:; font-src 'self' data: https:; media-src 'self' https:; connect-src 'self'; form-action 'self'; base-uri 'self'; frame-ancestors ${appOrigin}; object-src 'none'`;

/** On every answer, found or not. no-cache: each use asks again, so a take-down is seen at once. */
const sitesHeaders = (appOrigin: string) =>
  ({
    'content-security-policy': sitesCsp(appOrigin),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-cache',
  }) as const;

/**
 * The bar under every published page: who made it, and where to report it. `all: initial` on
 * each element, so the learner's CSS neither hides nor restyles it (their own inline styles
 * aside); {{url}} is the app's address, {{report}} its report page for this site.
 */
const LINK_STYLE =
  'all:initial;color:#f8fafc;font:inherit;text-decoration:underline;cursor:pointer';
const FOOTER = `<div data-thinkbuild-footer style="all:initial;display:block;box-sizing:border-box;width:100%;margin:0;padding:10px 16px;background:#0f172a;color:#94a3b8;text-align:center;font:14px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif"><a href="{{url}}" style="${LINK_STYLE}">Made by a learner on ThinkBuild</a><span style="all:initial;color:#94a3b8;font:inherit;padding:0 10px" aria-hidden="true">&middot;</span><a href="{{report}}" rel="nofollow" style="${LINK_STYLE}">Report this site</a></div>`;

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:36rem;padding:0 1rem"><h1>${title}</h1><p>${text}</p></body></html>`;

const HOME_PAGE = page(
  'ThinkBuild published projects',
  'Projects learners built on ThinkBuild open at their own addresses here.',
);
const NOT_FOUND_PAGE = page('Not found', 'No published project is at this address.');
const ERROR_PAGE = page('Something went wrong', 'Try again in a moment.');

/** A site's folder: core's siteName, `<category>-<project slug>`. */
const SITE_NAME = /^[a-z0-9-]{1,100}$/;

const named = (handle: string, site: string) =>
  handleProblem(handle) === null && SITE_NAME.test(site);

/** An HTML page with the footer before its last `</body>`, or at its end when it has none. */
function withFooter(html: string, footer: string) {
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at === -1 ? `${html}${footer}` : `${html.slice(0, at)}${footer}${html.slice(at)}`;
}

/** Whether If-None-Match names this strong ETag (or `*`); GET compares weakly (RFC 9110). */
function unchanged(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

type TSiteParams = { handle: string; site: string; '*'?: string };

type TServed = { body: string; etag: string; type: string };

const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/**
 * The exercise libraries (core's EXERCISE_LIBRARIES: `react.js`) from the web build, by the name
 * a page uses: a published page that says `<script src="react.js">` runs our React, as its
 * preview did, unless the learner published a file of that name. Null for one not built.
 */
function libraryFiles(webDistDir: string) {
  const files = new Map<string, TServed | null>();
  for (const [library, name] of Object.entries(EXERCISE_LIBRARIES)) {
    let body: string | null = null;
    try {
      body = readFileSync(join(webDistDir, libraryScript(library as TExerciseLibrary)), 'utf8');
    } catch {
      body = null;
    }
    files.set(
      name,
      body === null ? null : { body, etag: etagOf(body), type: siteContentType(name) },
    );
  }
  return files;
}

/** The sites origin for this app (not listening: main.ts listens, tests inject). */
/** How long a published file is kept in memory at most (an erased account's, say). */
const SITE_FILE_TTL_MS = 60_000;

export function buildSitesServer(app: FastifyInstance) {
  const { config } = app;
  const headers = sitesHeaders(new URL(config.publicUrl).origin);
  /** Also for what no hook saw (a malformed address), so the headers are set here too. */
  const notFound = (reply: FastifyReply) =>
    reply.code(404).headers(headers).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
  const footerWith = FOOTER.replace('{{url}}', () => escapeHtml(config.publicUrl));
  const footer = (handle: string, site: string) => {
    const report = `${config.publicUrl}/report-site?site=${encodeURIComponent(`${handle}/${site}`)}`;
    return footerWith.replace('{{report}}', () => escapeHtml(report));
  };
  /*
   * A published file as it is sent (footer and ETag included), kept in memory: a page is read
   * from the database once, not per request. Publishing, taking down and a new handle drop the
   * learner's entries on every server (routes.ts, sitesTag); a miss is never kept, so a new
   * site answers at once. The TTL bounds what an erased account leaves behind.
   */
  const servedFile = (handle: string, site: string, path: string) =>
    app.cache.get(
      `site-file:${handle}/${site}/${path}`,
      async () => {
        const file = await findPublishedFile(app.db, handle, site, path);
        if (!file) return null;
        const type = siteContentType(path);
        const body = type.startsWith('text/html')
          ? withFooter(file.content, footer(handle, site))
          : file.content;
        return { body, etag: etagOf(body), type, userId: file.userId };
      },
      {
        tags: (file) => (file ? [sitesTag(file.userId)] : []),
        keep: (file) => file !== null,
        // PUBLIC_CACHE_TTL_SECONDS=0 turns the server's caches off: this one too.
        ttlMs: config.publicCacheTtlSeconds === 0 ? 0 : SITE_FILE_TTL_MS,
      },
    );

  const libraries = libraryFiles(config.webDistDir);
  /** A library a site's page names at its root, when the site is online and has no such file. */
  const servedLibrary = async (handle: string, site: string, path: string) => {
    const library = libraries.get(path);
    return library && (await siteExists(app.db, handle, site)) ? library : null;
  };

  const sites = Fastify({
    loggerInstance: app.log.child({ origin: 'sites' }),
    trustProxy: config.trustProxy,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    // Only GET and HEAD are served: no request needs a body.
    bodyLimit: 1024,
    ...requestIdOptions,
    // A malformed address (`%zz`) is one more address with nothing at it.
    frameworkErrors: (_error, _request, reply) => notFound(reply),
  });

  sites.addHook('onRequest', async (request, reply) => {
    // Whatever a browser sends for this origin, nothing here reads it.
    delete request.headers.cookie;
    reply.headers(headers);
  });
  sites.addHook('onSend', async (_request, reply) => {
    reply.removeHeader('set-cookie');
  });
  sites.setNotFoundHandler((_request, reply) => notFound(reply));
  sites.setErrorHandler((error: FastifyError, request, reply) => {
    // Nothing here takes input: whatever a client got wrong, nothing is at that address.
    if (error.statusCode && error.statusCode < 500) return notFound(reply);
    request.log.error({ err: error }, 'sites: could not answer');
    return reply.code(500).headers(headers).type('text/html; charset=utf-8').send(ERROR_PAGE);
  });

  sites.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(HOME_PAGE));

  // A site's address without its slash: its relative links must resolve inside the folder.
  sites.get<{ Params: TSiteParams }>('/:handle/:site', async (request, reply) => {
    const { handle, site } = request.params;
    if (!named(handle, site) || !(await siteExists(app.db, handle, site))) return notFound(reply);
    return reply.redirect(`/${handle}/${site}/`, 301);
  });

  sites.get<{ Params: TSiteParams }>('/:handle/:site/*', async (request, reply) => {
    const { handle, site } = request.params;
    // Only a path core would store is looked up, and only that exact path matches.
    const path = sitePath(request.params['*'] ?? '');
    if (!path || !named(handle, site)) return notFound(reply);
    const file =
      (await servedFile(handle, site, path)) ?? (await servedLibrary(handle, site, path));
    if (!file) return notFound(reply);
    const { body, etag, type } = file;
    reply.header('etag', etag).type(type);
    if (unchanged(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(body);
  });

  return sites;
}
