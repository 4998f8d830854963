import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** A request id from the proxy (nginx's $request_id) is kept when it looks like one. */
const SAFE_ID = /^[\w.:-]{8,128}$/;

/**
 * Every log line of a request carries its id (`reqId`); the id comes from X-Request-Id when
 * the load balancer sent one, else a new UUID, and goes back in the response's X-Request-Id.
 */
export const requestIdOptions = {
  requestIdHeader: false as const,
  genReqId: (req: IncomingMessage) => {
    const given = req.headers['x-request-id'];
    return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
  },
};

export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    // Hijacked replies (tus uploads) carry it too: see hijackWithHeaders.
    reply.header('x-request-id', request.id);
    done();
  });
}
