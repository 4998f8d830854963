import { MESSAGES } from '@thinkbuild/core';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { loadViewer, type TViewer } from '../modules/auth/service.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewerPromise?: Promise<TViewer | null>;
  }
}

/** The signed-in user of this request (or null), looked up once per request. */
export function getViewer(request: FastifyRequest): Promise<TViewer | null> {
  request.viewerPromise ??= (async () => {
    const app = request.server;
    const found = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    return found ? loadViewer(app.db, found.user.id) : null;
  })();
  return request.viewerPromise;
}

export async function requireUser(request: FastifyRequest): Promise<TViewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
  return viewer;
}

/** Admin rights come from the user row on the server, never from the client. */
export async function requireAdmin(request: FastifyRequest): Promise<TViewer> {
  const viewer = await requireUser(request);
  if (!viewer.isAdmin) throw new AppError('FORBIDDEN', 'Only admins can do this');
  return viewer;
}
