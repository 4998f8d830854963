import { MESSAGES } from '@thinkbuild/core';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { type TViewer, viewerFromUser } from '../viewer/viewer.ts';
import { AppError } from './app-error.ts';
import { resolveViewer, sessionToken } from './viewer-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewerPromise?: Promise<TViewer | null>;
  }
}

/**
 * The signed-in user of this request (or null), looked up once per request, and for a few
 * seconds per session (http/viewer-cache.ts).
 */
export function getViewer(request: FastifyRequest): Promise<TViewer | null> {
  if (request.viewerPromise) return request.viewerPromise;
  const token = sessionToken(request);
  request.viewerPromise = token
    ? resolveViewer(request.server.cache, token, () => lookUpViewer(request))
    : lookUpViewer(request);
  return request.viewerPromise;
}

async function lookUpViewer(request: FastifyRequest): Promise<TViewer | null> {
  const app = request.server;
  const found = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) return null;
  const u = found.user;
  return viewerFromUser(app.db, {
    id: u.id,
    email: u.email,
    isAdmin: u.isAdmin === true,
    lifetimeAccess: u.lifetimeAccess === true,
    termsVersionAccepted:
      typeof u.termsVersionAccepted === 'string' ? u.termsVersionAccepted : null,
    ageConfirmed: u.ageConfirmed === true,
    dataSaver: typeof u.dataSaver === 'boolean' ? u.dataSaver : null,
  });
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
