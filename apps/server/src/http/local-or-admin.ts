import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { getViewer } from './guards.ts';
import { registerSameOriginCheck } from './same-origin.ts';

export const LOCAL_OR_ADMIN_MESSAGE =
  'This development page opens only on the computer running ThinkBuild (localhost) or for a signed-in admin';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (how Node reports them on a dual stack). */
export const isLoopback = (ip: string) =>
  ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

/**
 * Development pages that hand out power (the outbox shows every reset link, the sandbox makes
 * time pass on any subscription): only for a client on this machine or a signed-in admin, even
 * when `npm start` listens on 0.0.0.0 (issue 11 #3). Their POSTs get the API's cross-site check.
 * `open` lets through what must stay public, such as the sandbox checkout a learner pays on.
 */
export function registerLocalOrAdminGuard(
  scope: FastifyInstance,
  trustedOrigins: readonly string[],
  open: (request: FastifyRequest) => boolean = () => false,
) {
  registerSameOriginCheck(scope, trustedOrigins, { forms: true });
  scope.addHook('onRequest', async (request) => {
    if (open(request) || isLoopback(request.ip)) return;
    if ((await getViewer(request))?.isAdmin) return;
    throw new AppError('FORBIDDEN', LOCAL_OR_ADMIN_MESSAGE);
  });
}
