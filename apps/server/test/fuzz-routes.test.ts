import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blog, lesson } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { buildTestApp, makeWebDist, type TTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { bodies, PATH_VALUES, queryKeys, queryStrings } from './fuzz-values.ts';

/**
 * Walks the whole route table (every route Fastify registered, and every endpoint better-auth
 * serves behind /api/auth/*) signed out, as a learner and as an admin, sending odd path
 * parameters, query strings and bodies (fuzz-values.ts). No answer may be a 5xx, and every
 * 4xx of the API must be our `{ code, message }` shape. The admin goes last: its writes (a
 * deleted blog post…) cannot take away what the other passes read.
 */
let app: TTestApp;
/** Real values for path parameters, so odd bodies and queries reach past the 404s. */
let real: Record<string, string> = {};
const started = Date.now();
const cpuStart = process.cpuUsage();

beforeAll(async () => {
  app = await buildTestApp({
    webDistDir: await makeWebDist(),
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_PER_MINUTE: '1000000' },
  });
  await seedIfEmpty(app.db, app.storage, { info: () => {} });
  const [aLesson] = await app.db.select().from(lesson).limit(1);
  const [aBlog] = await app.db.select().from(blog).where(eq(blog.published, true)).limit(1);
  real = {
    category: 'web',
    project: 'portfolio',
    section: 'build',
    lesson: aLesson?.id ?? 'x',
    blog: aBlog?.id ?? 'x',
    slug: aBlog?.slug ?? 'x',
  };
});
afterAll(async () => {
  await app.cleanup();
  // The whole walk, reported so its budget in CI (under a minute) stays visible. CPU time too:
  // on a busy machine the wall time says more about the neighbours than about this file.
  const cpu = process.cpuUsage(cpuStart);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.info(
    `fuzz-routes: ${seconds(Date.now() - started)} s wall, ${seconds((cpu.user + cpu.system) / 1000)} s CPU`,
  );
});

type TTarget = { method: string; url: string; schema?: Record<string, unknown> };

/** Every route and method, with better-auth's endpoints in place of /api/auth/*. */
function targets(): TTarget[] {
  const list: TTarget[] = [];
  for (const { method, url, schema } of app.routes) {
    if (method === 'HEAD') continue;
    if (url !== '/api/auth/*') {
      list.push({ method, url, schema: schema as TTarget['schema'] });
      continue;
    }
    list.push({ method, url: '/api/auth/no-such-endpoint' });
    const endpoints = Object.values(app.auth.api) as {
      path?: string;
      options?: { method?: unknown };
    }[];
    for (const endpoint of endpoints) {
      const methods = [endpoint.options?.method].flat();
      if (endpoint.path && (methods.includes(method) || methods.includes('*')))
        list.push({ method, url: `/api/auth${endpoint.path}` });
    }
  }
  return list;
}

/** The URL with each `:param` (and `*`) set: real values where known, else `value`. */
function fillPath(url: string, value?: string) {
  return url
    .replace(/:([a-zA-Z]+)/g, (_m, name: string) => {
      if (value !== undefined) return value;
      if (name === 'id') return url.includes('/blogs/') ? (real.blog ?? 'x') : (real.lesson ?? 'x');
      return real[name] ?? 'x';
    })
    .replace('*', value ?? 'x/y.mp4');
}

type TWho = 'signed out' | 'learner' | 'admin';

function expectNoFailures(failures: string[]) {
  // One line per route and answer kind is enough to act on.
  const unique = [...new Set(failures)];
  expect(unique, unique.slice(0, 40).join('\n')).toEqual([]);
}

/** Answers in a shape that is not ours on purpose: a protocol or an API we speak for. */
function foreignShape(url: string, res: LightMyRequestResponse, body: unknown): boolean {
  // Pages outside the API answer people: an HTML error page is their shape.
  const type = String(res.headers['content-type'] ?? '');
  if (!url.startsWith('/api/') && type.startsWith('text/html')) return true;
  // tus uploads speak the tus protocol (Tus-Resumable on every answer), read by tus clients.
  if (res.headers['tus-resumable'] !== undefined) return true;
  // The Paystack emulator answers as Paystack does ({ status: false, message }), for our client.
  const paystack = body as { status?: unknown; message?: unknown } | null;
  return url.startsWith('/sandbox/paystack/') && paystack?.status === false;
}

/** What is wrong with an answer, or null: a 5xx, or a 4xx not in our shape. */
function problem(url: string, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 160)}`;
  if (res.statusCode < 400) return null;
  let body: unknown = null;
  try {
    body = JSON.parse(res.body);
  } catch {
    // not JSON
  }
  const ours = body as { code?: unknown; message?: unknown } | null;
  if (typeof ours?.code === 'string' && typeof ours.message === 'string') return null;
  if (foreignShape(url, res, body)) return null;
  const type = String(res.headers['content-type'] ?? '');
  return `${res.statusCode} not our shape (${type}): ${res.body.slice(0, 120)}`;
}

async function walk(who: TWho, cookieFor: () => Promise<string>) {
  const failures: string[] = [];
  const passStarted = Date.now();
  let sent = 0;
  let cookie = await cookieFor();
  const send = async (
    target: TTarget,
    variant: string,
    url: string,
    body?: { payload: string; type: string },
  ) => {
    sent++;
    const res = await app.inject({
      method: target.method as 'POST',
      url,
      headers: {
        origin: ORIGIN,
        ...(cookie && { cookie }),
        ...(body && { 'content-type': body.type }),
      },
      ...(body && { payload: body.payload }),
    });
    const found = problem(url, res);
    if (found) failures.push(`${who}: ${target.method} ${target.url} (${variant}) → ${found}`);
  };
  for (const target of targets()) {
    const { method, url, schema } = target;
    const hasBody = method !== 'GET' && method !== 'DELETE' && method !== 'OPTIONS';
    const plain = fillPath(url);
    if (/[:*]/.test(url)) {
      for (const value of PATH_VALUES)
        await send(target, `path ${value.slice(0, 12)}`, fillPath(url, value));
    }
    // Real ids from here on: no admin DELETE, or the seeded rows the walk reads would go.
    if (method === 'DELETE' && who === 'admin') continue;
    for (const { name, query } of queryStrings(queryKeys(schema?.querystring))) {
      await send(target, `query ${name}`, `${plain}?${query}`);
    }
    if (hasBody) {
      for (const body of bodies(schema?.body)) await send(target, `body ${body.name}`, plain, body);
    }
    // Sign-out, revoke-sessions and the like end the session: start a new one for what follows.
    if (cookie && (await app.inject({ url: '/api/me', headers: { cookie } })).statusCode !== 200)
      cookie = await cookieFor();
  }
  console.info(
    `fuzz-routes ${who}: ${sent} requests in ${((Date.now() - passStarted) / 1000).toFixed(1)} s`,
  );
  expectNoFailures(failures);
}

// Each pass sends thousands of requests through every route (it logs how many and how long):
// tens of seconds on a quiet machine, so 120 s each.
describe('every route with odd paths, queries and bodies', () => {
  it('signed out', async () => walk('signed out', async () => ''), 120_000);
  it('signed in as a learner', async () => {
    await walk('learner', async () => (await signInAs(app, 'creator')).cookie);
  }, 120_000);
  it('signed in as an admin (last: its writes change the seeded data)', async () => {
    expect(app.routes.length).toBeGreaterThan(80);
    await walk('admin', async () => (await signInAs(app, 'admin')).cookie);
  }, 120_000);
});
