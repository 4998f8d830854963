import type { FastifyInstance } from 'fastify';
import type { TFetch } from './paystack-client.ts';

/**
 * A fetch that sends the request through this server's own router (light-my-request) instead
 * of the network: the sandbox lives in this process, so the Paystack client reaches it without
 * knowing the port, in tests and in development alike. Full HTTP semantics, no socket.
 */
export function injectFetch(app: FastifyInstance): TFetch {
  return async (input, init = {}) => {
    const url = new URL(input);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value !== undefined)
        out.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: out });
  };
}
