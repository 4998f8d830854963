import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { getViewer } from './guards.ts';
import { registerSameOriginCheck } from './same-origin.ts';

export const LOCAL_OR_ADMIN_MESSAGE =
  'This development page opens only on the computer running ThinkBuild (localhost) or for a signed-in admin';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (how Node reports them on a dual stack). */
export const isLoopback = (ip: string) =>
  ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

/** Headers a proxy adds to say whom it forwards for; any of them means "not from this machine". */
const FORWARDING_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
]);
const isForwardingHeader = (name: string) =>
  FORWARDING_HEADERS.has(name) || name.startsWith('x-forwarded-');

/**
 * A request whose TCP peer is this machine and that no proxy forwarded: the socket's own address
 * (never `request.ip`, which TRUST_PROXY lets a proxy or a client choose), and none of the
 * headers a proxy adds. A same-host nginx connects from loopback too (decisions/015).
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress ?? '')) return false;
  return !Object.keys(request.headers).some(isForwardingHeader);
}

/**
 * Development pages that hand out power (the outbox shows every reset link, the sandbox makes
 * time pass on any subscription): only for a direct client on this machine or a signed-in
 * admin, even when `npm start` listens on 0.0.0.0 or sits behind a proxy (decisions/015).
 * Their POSTs get the API's cross-site check. `open` lets through what must stay public, such
 * as the sandbox checkout a learner pays on.
 */
export function registerLocalOrAdminGuard(
  scope: FastifyInstance,
  trustedOrigins: readonly string[],
  open: (request: FastifyRequest) => boolean = () => false,
) {
  registerSameOriginCheck(scope, trustedOrigins, { forms: true });
  scope.addHook('onRequest', async (request) => {
    if (open(request) || isDirectLoopback(request)) return;
    if ((await getViewer(request))?.isAdmin) return;
    throw new AppError('FORBIDDEN', LOCAL_OR_ADMIN_MESSAGE);
  });
}
