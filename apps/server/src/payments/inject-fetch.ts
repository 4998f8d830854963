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
    const answer = app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    // The client's time limit (AbortSignal.timeout) ends the wait as it ends a real fetch.
    const res = await abortable(answer, init.signal);
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value !== undefined)
        out.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: out });
  };
}

/** Rejects with the signal's reason (TimeoutError, AbortError) when it fires first. */
function abortable<T>(work: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
