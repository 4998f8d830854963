import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options. Ours are the same on every response (no nonces, no
 * per-request directives), so helmet runs once here and each response gets the recorded list:
 * @fastify/helmet rebuilt helmet (parsing every CSP directive) on each request, 8% of a cached
 * read's CPU (bench/RESULTS.md, 2026-11-25).
 */
export function helmetHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let passed = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
    passed = true;
  });
  if (!passed) throw new Error('helmet did not finish synchronously');
  return [...headers];
}

/**
 * Every response carries helmet's security headers. They go on the reply, not the raw response:
 * a raw setHeader per header cost ~12% more per request (a hijacked reply copies them over
 * with `hijackWithHeaders`).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = Object.fromEntries(helmetHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  return headers;
}

/**
 * Hands the response to code that writes it itself (tus), with the headers the hooks have set
 * so far (security headers, X-Request-Id), which Fastify would otherwise send only with its own reply.
 */
export function hijackWithHeaders(reply: FastifyReply) {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.hijack();
}
