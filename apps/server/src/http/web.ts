import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  isClientRoute,
  PRERENDERED_PATHS,
  prerenderedFile,
  shellFile,
} from '@thinkbuild/core/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCached } from './cached-answer.ts';
import { sendLessonPageWithAnswers } from './lesson-answers.ts';
import { registerSandboxRunner } from './sandbox-runner.ts';
import { staticPagesFor } from './static-pages.ts';
import { HTML_TYPE, sendHtmlFile, themeOf } from './theme.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Serves the built SPA: hashed assets cached for a year, HTML always revalidated, prerendered
 * public pages as static HTML, other client routes through the SPA shell, and unknown paths as
 * the 404 view with a real 404 status. HTML carries the visitor's theme (http/theme.ts). The
 * prerendered pages are rendered again when the server's offer price differs from the build's
 * (static-pages.ts). The exercise runner page has its own route and CSP (sandbox-runner.ts).
 */
export async function registerWeb(app: FastifyInstance, distDir: string) {
  registerSandboxRunner(app, distDir);
  const hasBuild = existsSync(join(distDir, 'spa.html'));
  if (!hasBuild) {
    app.log.warn({ distDir }, 'No web build found: only the API is served (run npm run build)');
  } else {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // One route per built file: directories and unknown paths fall through to the handler below.
      wildcard: false,
      redirect: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : NO_CACHE);
      },
    });
  }

  const offer = { ...app.config.offer, vat: app.config.vat !== null };
  const staticPages = hasBuild ? staticPagesFor(distDir, offer, app.log) : null;
  const prerendered = new Set<string>(PRERENDERED_PATHS);
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    status: number,
  ) => {
    if (staticPages && prerendered.has(path)) {
      reply.status(status).header('cache-control', NO_CACHE).type(HTML_TYPE);
      const cached = await staticPages(path, themeOf(request));
      return status === 200 ? sendCached(request, reply, cached) : reply.send(cached.identity);
    }
    const file = prerenderedFile(path);
    const shell = shellFile(path);
    const hasShell = shell !== 'spa.html' && existsSync(join(distDir, shell));
    if (existsSync(join(distDir, file))) return sendHtmlFile(request, reply, distDir, file, status);
    // A lesson opened from its link comes with its first API answers (lesson-answers.ts).
    if (hasShell && status === 200) {
      if (await sendLessonPageWithAnswers(app, request, reply, join(distDir, shell))) return reply;
    }
    return sendHtmlFile(request, reply, distDir, hasShell ? shell : 'spa.html', status);
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (pathname === '/api' || pathname.startsWith('/api/') || !hasBuild || !wantsPage) {
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}` });
    }
    if (!isClientRoute(pathname)) return sendPage(request, reply, '/error', 404);
    return sendPage(request, reply, pathname.replace(/\/$/, '') || '/', 200);
  });
}
