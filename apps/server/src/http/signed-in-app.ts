import type { FastifyReply, FastifyRequest } from 'fastify';
import { getViewer } from './guards.ts';
import { sendHtmlFile } from './theme.ts';
import { sessionToken } from './viewer-cache.ts';

/**
 * A public page rendered on the server (the course pages, the blog) is written for a visitor:
 * its header says Log In and its buttons Sign up free. A signed-in learner who opens one gets
 * the app instead (decisions/047), whose header and next steps are theirs, as on /search and
 * the sign-in screens. Answers the request and returns the reply for a live session; null for
 * a visitor, also one whose session cookie has ended, without reading a session it does not have.
 */
export async function sendAppWhenSignedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  distDir: string,
) {
  if (!sessionToken(request) || !(await getViewer(request))) return null;
  return sendHtmlFile(request, reply, distDir, 'spa.html', 200);
}
