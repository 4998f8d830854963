import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EXERCISE_LIBRARIES,
  EXERCISE_RUNNER_PATH,
  isExerciseLibrary,
  type TExerciseLibrary,
} from '@thinkbuild/core/sandbox';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { RUNNER_CSP } from './csp.ts';
import { HTML_TYPE } from './theme.ts';

/** Where the web build puts the runner's scripts (apps/web/vite.runner.config.ts). */
export const RUNNER_SCRIPT = 'sandbox/runner.js';
/** The preview's first script: the runner reads it as text and puts it in each preview. */
export const AGENT_SCRIPT = 'sandbox/agent.js';
/** A library's bundle, e.g. sandbox/react.js (React and ReactDOM as globals). */
export const libraryScript = (library: TExerciseLibrary) => `sandbox/${library}.js`;

/** `</script` inside code would end its element early. */
const scriptSafe = (code: string) => code.replace(/<\/(script)/gi, '<\\/$1');

/**
 * The runner page's HTML: one document with the runner's script inline. Inline because the page
 * has an opaque origin, for which a script of ours from /assets is cross-origin and refused by
 * our own Cross-Origin-Resource-Policy; and because a `srcdoc` preview inherits this page's CSP,
 * which must allow inline scripts for the learner's anyway. The agent and any library go in as
 * text (`type="text/plain"`, never run here): the runner puts them in each preview.
 */
export function runnerHtml(
  script: string,
  agent: string,
  libraries: Partial<Record<TExerciseLibrary, string>> = {},
) {
  const texts = Object.entries(libraries)
    .map(
      ([name, code]) =>
        `<script type="text/plain" data-library="${name}">${scriptSafe(code ?? '')}</script>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Exercise preview</title><style>html,body{margin:0;height:100%;background:#fff}iframe{display:block;border:0;width:100%;height:100%}</style></head><body><script type="text/plain" id="agent">${scriptSafe(agent)}</script>${texts}<script>${scriptSafe(script)}</script></body></html>`;
}

type TPage = { html: string; etag: string };

const pageOf = (html: string): TPage => ({
  html,
  etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
});

const readIf = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);

/** `?with=react` as a sorted list of known libraries, or a 400 naming the unknown one. */
function librariesAsked(value: unknown): TExerciseLibrary[] {
  if (value === undefined || value === '') return [];
  const names = (Array.isArray(value) ? value.join(',') : String(value)).split(',');
  const unknown = names.find((name) => !isExerciseLibrary(name));
  if (unknown !== undefined) {
    const known = Object.keys(EXERCISE_LIBRARIES).join(', ');
    throw new AppError('VALIDATION', 'This library is not available to exercises', {
      with: `Use one of: ${known}`,
    });
  }
  return [...new Set(names as TExerciseLibrary[])].sort();
}

/**
 * GET /sandbox/runner: the page the lesson's exercise frames to run learner code
 * (docs/decisions/019), with its own strict CSP instead of the site's. `?with=react` adds React
 * inline for the exercises whose HTML asks for it, so other lessons never download it. Without
 * a web build (or without that library's bundle) it answers 404 like any page that is not there.
 */
export function registerSandboxRunner(app: FastifyInstance, distDir: string) {
  const runner = readIf(join(distDir, RUNNER_SCRIPT));
  const agent = readIf(join(distDir, AGENT_SCRIPT));
  const bundles = new Map<TExerciseLibrary, string>();
  for (const library of Object.keys(EXERCISE_LIBRARIES) as TExerciseLibrary[]) {
    const code = readIf(join(distDir, libraryScript(library)));
    if (code !== null) bundles.set(library, code);
  }
  // Built once per set of libraries asked for (a handful at most: the names are known).
  const pages = new Map<string, TPage | null>();
  const pageFor = (libraries: TExerciseLibrary[]) => {
    const key = libraries.join(',');
    if (!pages.has(key)) {
      const codes = libraries.map((name) => [name, bundles.get(name)] as const);
      const complete = runner !== null && agent !== null && codes.every(([, c]) => c !== undefined);
      pages.set(
        key,
        complete ? pageOf(runnerHtml(runner, agent, Object.fromEntries(codes))) : null,
      );
    }
    return pages.get(key) ?? null;
  };

  app.get(EXERCISE_RUNNER_PATH, async (request, reply) => {
    const page = pageFor(librariesAsked((request.query as { with?: unknown } | undefined)?.with));
    if (!page) {
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: 'No exercise runner in this build' });
    }
    reply
      .header('content-security-policy', RUNNER_CSP)
      .header('cache-control', 'no-cache')
      .header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    return reply.type(HTML_TYPE).send(page.html);
  });
}
