import {
  VERIFY_EMAIL_MESSAGES,
  VERIFY_EMAIL_RESEND_LIMIT,
  ZResendVerificationRequest,
} from '@thinkbuild/core/schemas/email-verification';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { getViewer } from '../../http/guards.ts';
import { CLIENT_IP_HEADER, type TAuth } from './auth.ts';
import { refuseBadRedirects } from './callback-url.ts';
import { translateAuthError } from './error-answers.ts';
import { AUTH_BODY_SCHEMAS } from './passwords.ts';
import { emailTaken } from './repo.ts';
import { requireCodeToTurnOff } from './two-factor.ts';

const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** Node request → Fetch Request, so better-auth's handler can answer it. */
function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  refuseBadRedirects(request);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Deeper than any answer better-auth gives; what lies below is dropped, not walked. */
const MAX_ANSWER_DEPTH = 64;

/**
 * Removes every `token` key, at any depth (sessions in get-session, list-sessions, …). Bounded,
 * so no answer can overflow the stack: past MAX_ANSWER_DEPTH a value becomes null, which can
 * only hide a token, never show one.
 */
function withoutTokens(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object') return value;
  if (depth >= MAX_ANSWER_DEPTH) return null;
  if (Array.isArray(value)) return value.map((item) => withoutTokens(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, v]) => [key, withoutTokens(v, depth + 1)]),
  );
}

/**
 * better-auth puts session tokens in JSON bodies too (sign-in and sign-up for bearer clients,
 * `session.token` in get-session, each session's in list-sessions). We use only the HttpOnly
 * cookie, so every token is removed: page scripts never see one.
 */
function bodyWithoutToken(raw: Buffer, type: string | null): Buffer {
  if (!type?.includes('application/json')) return raw;
  try {
    return Buffer.from(JSON.stringify(withoutTokens(JSON.parse(raw.toString('utf8')))));
  } catch {
    // not JSON after all: pass it on untouched
  }
  return raw;
}

/** Its headers, less those that describe a body we replace or re-measure. */
const BODY_HEADERS = new Set(['set-cookie', 'content-length', 'content-type']);

async function sendFetchResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  const raw = response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
  response.headers.forEach((value, key) => {
    if (!BODY_HEADERS.has(key)) reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (response.status >= 400) {
    // Its errors leave in our `{ code, message, fields? }` shape, like all others (error-answers.ts).
    const path = request.url.split('?')[0] ?? request.url;
    const ours = translateAuthError(response.status, raw, request.method, path);
    if (ours.status >= 500) request.log.error({ status: response.status }, 'better-auth failed');
    reply.removeHeader('content-encoding');
    return reply.status(ours.status).send(ours.body);
  }
  const type = response.headers.get('content-type');
  if (type) reply.type(type);
  return reply
    .status(response.status)
    .send(response.body ? bodyWithoutToken(raw, type) : undefined);
}

/** Attempts with a password or an email in them: limited per client address and per email. */
const LIMITED_PATHS = [
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
] as const;

/**
 * Attempts with the current password of a signed-in user, and the account's own changes (its
 * email, its deletion): per client address and per user.
 */
const SIGNED_IN_LIMITED_PATHS = [
  '/change-password',
  '/verify-password',
  '/change-email',
  '/delete-user',
] as const;

/**
 * Codes of two-factor sign-in and passkey ceremonies: per client address and per signed-in user
 * (a sign-in's code has no user yet; better-auth also ends a challenge after 5 wrong codes and
 * locks the codes after 10, two-factor.ts). Turning two-factor off also takes a code first.
 */
const FACTOR_LIMITED_PATHS = [
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/generate-backup-codes',
  '/passkey/register-options',
  '/passkey/register',
  '/passkey/sign-in-options',
  '/passkey/sign-in',
] as const;

/**
 * The path better-auth acts on: it parses the URL with WHATWG rules, which resolve `.`, `..`
 * and their `%2e` spellings. Our router does not, so a path that changes under this parsing
 * would slip past the per-path limits: such paths are refused instead (see the onRequest below).
 */
export const normalisedPath = (url: string) => new URL(url, 'http://x').pathname;
const rawPath = (url: string) => url.split('?')[0] ?? url;

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

type TLimitKey = {
  name: string;
  key: (r: FastifyRequest) => string | Promise<string>;
  /** Its own limit instead of AUTH_RATE_LIMIT_PER_MINUTE a minute. */
  limit?: { max: number; minutes: number; message: string };
};
/** request.ip as Fastify computes it with TRUST_PROXY: a client cannot pick its own bucket. */
const BY_ADDRESS: TLimitKey = { name: 'ip', key: (r) => r.ip };
const BY_EMAIL: TLimitKey = { name: 'email', key: emailOf };
const BY_USER: TLimitKey = { name: 'user', key: async (r) => (await getViewer(r))?.id ?? '' };
/** Resend of the verification link: a few mails per address, whoever asks (decisions/034). */
const BY_EMAIL_RESEND: TLimitKey = {
  ...BY_EMAIL,
  limit: { ...VERIFY_EMAIL_RESEND_LIMIT, message: VERIFY_EMAIL_MESSAGES.resendLimited },
};

/**
 * Mounts better-auth at /api/auth/*. Sign-in, sign-up and the two reset endpoints get their own
 * routes so they can carry two rate limits each: per client address and per email address;
 * change-password and verify-password likewise, per client address and per signed-in user.
 */
export async function authRoutes(app: FastifyInstance, auth: TAuth) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const fetchRequest = toFetchRequest(request, app.config.publicUrl);
    // better-auth's session ipAddress is the address our limits use (decisions/015).
    fetchRequest.headers.set(CLIENT_IP_HEADER, request.ip);
    const response = await auth.handler(fetchRequest);
    return sendFetchResponse(request, reply, await lostSignUpRace(request, response));
  };

  /**
   * Two sign-ups with one email at the same moment (a double click, two tabs): both find no
   * account, one insert wins and better-auth answers the other "Failed to create user". That
   * one is told what a later attempt would be: the email is taken.
   */
  const lostSignUpRace = async (request: FastifyRequest, response: Response) => {
    if (response.status < 400 || rawPath(request.url) !== '/api/auth/sign-up/email')
      return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: unknown } | null;
    if (body?.code !== 'FAILED_TO_CREATE_USER' || !(await emailTaken(app.db, emailOf(request))))
      return response;
    return new Response(
      JSON.stringify({
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        message: 'User already exists. Use another email.',
      }),
      { status: 422, headers: { 'content-type': 'application/json' } },
    );
  };

  // Each limit in its own bucket; an empty key (no email, not signed in) is not counted there.
  const limiters = (path: string, keys: readonly TLimitKey[]) =>
    keys.map(({ name, key, limit }) => ({
      message: limit?.message ?? RATE_LIMITED_MESSAGE,
      check: app.createRateLimit({
        max: limit?.max ?? app.config.authRateLimitPerMinute,
        timeWindow: (limit?.minutes ?? 1) * 60_000,
        keyGenerator: async (r) => `auth${path}:${name}:${await key(r)}`,
        ...(name === 'user' && { allowList: (_r, k) => k === `auth${path}:user:` }),
      }),
    }));

  const limited = (path: string, keys: readonly TLimitKey[]) => {
    const checks = limiters(path, keys);
    return async (request: FastifyRequest, reply: FastifyReply) => {
      for (const { check, message } of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', Math.ceil(result.ttl / 1000));
          throw new AppError('RATE_LIMITED', message);
        }
      }
    };
  };

  // Bodies better-auth would take too freely (a 1 MB name, an `image` URL, `12345678`) are
  // checked against core's schemas first: a 400 with field messages, as our own routes give.
  const bodySchema = (path: string) =>
    path in AUTH_BODY_SCHEMAS
      ? { body: AUTH_BODY_SCHEMAS[path as keyof typeof AUTH_BODY_SCHEMAS] }
      : undefined;
  for (const path of LIMITED_PATHS) {
    const preHandler = limited(path, [BY_ADDRESS, BY_EMAIL]);
    app.post(`/auth${path}`, { schema: bodySchema(path), preHandler, handler });
  }
  for (const path of SIGNED_IN_LIMITED_PATHS) {
    const preHandler = limited(path, [BY_ADDRESS, BY_USER]);
    app.post(`/auth${path}`, { schema: bodySchema(path), preHandler, handler });
  }
  // Resend of the link mailed at sign-up: per client address, and a few per email address.
  app.post('/auth/send-verification-email', {
    schema: { body: ZResendVerificationRequest },
    preHandler: limited('/send-verification-email', [BY_ADDRESS, BY_EMAIL_RESEND]),
    handler,
  });
  for (const path of FACTOR_LIMITED_PATHS) {
    const checks = [limited(path, [BY_ADDRESS, BY_USER])];
    if (path === '/two-factor/disable') checks.push(requireCodeToTurnOff(auth));
    app.post(`/auth${path}`, { schema: bodySchema(path), preHandler: checks, handler });
  }
  for (const path of ['/update-user', '/passkey/rename', '/passkey/remove']) {
    app.post(`/auth${path}`, { schema: bodySchema(path), handler });
  }
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    // `/api/auth/x/../sign-in/email` and the like: not ours, and a way around the limits (ADR 003).
    onRequest: async (request) => {
      if (normalisedPath(request.url) !== rawPath(request.url)) {
        throw new AppError('NOT_FOUND', `No route for ${request.method} ${rawPath(request.url)}`);
      }
    },
    handler,
  });
}
