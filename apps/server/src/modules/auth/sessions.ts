import type { TSessionSummary } from '@thinkbuild/core/schemas/account-security';
import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import type { TAuth } from './auth.ts';

/*
 * The account's signed-in sessions for /account, through better-auth's own listSessions,
 * revokeSession and revokeOtherSessions, called with the browser's cookie so they act for the
 * signed-in user only. Tokens stay on the server: a session is named by its id.
 */

/** The request's headers for better-auth: its cookie says whose sessions these are. */
function headersOf(request: FastifyRequest) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

const DEVICES = new Set(['desktop', 'mobile', 'tablet']);

/** "Chrome", "Windows", "mobile" from a user agent; null for what it does not say. */
export function describeUserAgent(userAgent: string | null | undefined) {
  const parsed = Bowser.parse(userAgent ?? '');
  const type = parsed.platform.type ?? '';
  return {
    browser: parsed.browser.name || null,
    os: parsed.os.name || null,
    device: (DEVICES.has(type) ? type : 'other') as TSessionSummary['device'],
  };
}

type TSessionRow = {
  id: string;
  token: string;
  userAgent?: string | null;
  createdAt: Date;
  updatedAt: Date;
};

async function sessionsAndCurrent(auth: TAuth, request: FastifyRequest) {
  const headers = headersOf(request);
  const [current, sessions] = await Promise.all([
    auth.api.getSession({ headers, query: { disableCookieCache: true } }),
    auth.api.listSessions({ headers }) as Promise<TSessionRow[]>,
  ]);
  return { headers, currentId: current?.session.id ?? null, sessions };
}

/** The signed-in user's live sessions, the most recently used first, this one marked. */
export async function listSignedInSessions(
  auth: TAuth,
  request: FastifyRequest,
): Promise<TSessionSummary[]> {
  const { currentId, sessions } = await sessionsAndCurrent(auth, request);
  return sessions
    .map((s) => ({
      id: s.id,
      ...describeUserAgent(s.userAgent),
      lastActiveAt: new Date(s.updatedAt).toISOString(),
      createdAt: new Date(s.createdAt).toISOString(),
      current: s.id === currentId,
    }))
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt),
    );
}

/** Ends one of the signed-in user's sessions; false when it is not theirs or already over. */
export async function revokeSignedInSession(auth: TAuth, request: FastifyRequest, id: string) {
  const { headers, sessions } = await sessionsAndCurrent(auth, request);
  const target = sessions.find((s) => s.id === id);
  if (!target) return false;
  await auth.api.revokeSession({ headers, body: { token: target.token } });
  return true;
}

/** Ends every session of the signed-in user but this one; how many there were. */
export async function revokeOtherSignedInSessions(auth: TAuth, request: FastifyRequest) {
  const { headers, currentId, sessions } = await sessionsAndCurrent(auth, request);
  await auth.api.revokeOtherSessions({ headers });
  return sessions.filter((s) => s.id !== currentId).length;
}
