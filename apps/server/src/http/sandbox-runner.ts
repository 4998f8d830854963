import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXERCISE_RUNNER_PATH } from '@thinkbuild/core/sandbox';
import type { FastifyInstance } from 'fastify';
import { RUNNER_CSP } from './csp.ts';
import { HTML_TYPE } from './theme.ts';

/** Where the web build puts the runner's scripts (apps/web/vite.runner.config.ts). */
export const RUNNER_SCRIPT = 'sandbox/runner.js';
/** The preview's first script: the runner reads it as text and puts it in each preview. */
export const AGENT_SCRIPT = 'sandbox/agent.js';

/**
 * The runner page's HTML: one document with the runner's script inline. Inline because the page
 * has an opaque origin, for which a script of ours from /assets is cross-origin and refused by
 * our own Cross-Origin-Resource-Policy; and because a `srcdoc` preview inherits this page's CSP,
 * which must allow inline scripts for the learner's anyway.
 */
export function runnerHtml(script: string, agent: string) {
  // `</script` inside the code would end the element early.
  const safe = (code: string) => code.replace(/<\/(script)/gi, '<\\/$1');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Exercise preview</title><style>html,body{margin:0;height:100%;background:#fff}iframe{display:block;border:0;width:100%;height:100%}</style></head><body><script type="text/plain" id="agent">${safe(agent)}</script><script>${safe(script)}</script></body></html>`;
}

/**
 * GET /sandbox/runner: the page the lesson's exercise frames to run learner code
 * (docs/decisions/019), with its own strict CSP instead of the site's. Without a web build it
 * answers 404 like any other page that is not there.
 */
export function registerSandboxRunner(app: FastifyInstance, distDir: string) {
  const [runner, agent] = [RUNNER_SCRIPT, AGENT_SCRIPT].map((name) => join(distDir, name));
  const html =
    runner && agent && existsSync(runner) && existsSync(agent)
      ? runnerHtml(readFileSync(runner, 'utf8'), readFileSync(agent, 'utf8'))
      : null;
  const etag = html && `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  app.get(EXERCISE_RUNNER_PATH, async (request, reply) => {
    if (!html || !etag) {
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: 'No exercise runner in this build' });
    }
    reply
      .header('content-security-policy', RUNNER_CSP)
      .header('cache-control', 'no-cache')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(HTML_TYPE).send(html);
  });
}
