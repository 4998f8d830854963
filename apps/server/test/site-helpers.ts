import { type IncomingHttpHeaders, request } from 'node:http';
import type { TWorkspaceFile } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { user } from '../src/db/schema.ts';
import { buildSitesServer } from '../src/modules/sites/index.ts';
import type { TTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { type caller, wsUrl } from './workspace-helpers.ts';

/** Published projects (modules/sites): the app's routes, on the seeded web Portfolio unless told. */
export const siteApi = (slug = 'portfolio', category = 'web') =>
  `/api/projects/${category}/${slug}/site`;

/**
 * The exact headers every answer of the sites origin carries (modules/sites/server.ts): only the
 * app (PUBLIC_URL) may frame it, for the public profile's thumbnails.
 */
export const SITE_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline' https:; img-src 'self' data: https:; font-src 'self' data: https:; media-src 'self' https:; connect-src 'self'; form-action 'self'; base-uri 'self'; frame-ancestors http://localhost:3000; object-src 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-cache',
};

let n = 0;
/** A handle nobody has yet: 3–30 lowercase letters, digits and hyphens. */
export const newHandle = (prefix = 'maker') => `${prefix}-${Date.now().toString(36)}${n++}`;

type TCall = ReturnType<typeof caller>;

/** A signed-in learner of `role` with their user id, and a handle of their own unless told. */
export async function publisher(
  app: TTestApp,
  call: TCall,
  role: 'free' | 'starter' | 'builder' | 'creator' = 'creator',
  { handle = newHandle() as string | null } = {},
) {
  const { email, cookie } = await signInAs(app, role);
  const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error('publisher: no user row');
  if (handle) {
    const set = await call('PUT', '/api/sites/handle', cookie, { handle });
    if (set.statusCode !== 200) throw new Error(`publisher: handle ${set.body}`);
  }
  return { email, cookie, userId: row.id, handle };
}

/** The sites origin of this test app, closed after the file's tests. */
export function sitesOrigin(app: () => TTestApp) {
  let sites: ReturnType<typeof buildSitesServer> | undefined;
  afterAll(() => sites?.close());
  return (
    url: string,
    headers: Record<string, string> = {},
    method: 'GET' | 'HEAD' | 'POST' = 'GET',
  ) => {
    sites ??= buildSitesServer(app());
    return sites.inject({ method, url, headers });
  };
}

/** Saves `text`'s site (siteFiles) as the workspace, from whatever revision is stored. */
export async function saveSite(call: TCall, cookie: string, text: string) {
  const { revision } = (await call('GET', wsUrl(), cookie)).json();
  const res = await call('PUT', wsUrl(), cookie, {
    baseRevision: revision,
    files: siteFiles(text),
  });
  expect(res.statusCode).toBe(200);
}

/** A small site: a page that links its stylesheet and script, and a page in a folder. */
export const siteFiles = (text: string): TWorkspaceFile[] => [
  {
    path: 'index.html',
    content: `<!doctype html><html><head><link rel="stylesheet" href="css/style.css"></head><body><h1>${text}</h1><script src="js/app.js"></script></body></html>`,
  },
  { path: 'css/style.css', content: `h1 { color: teal; } /* ${text} */` },
  { path: 'js/app.js', content: `console.log(${JSON.stringify(text)});` },
  { path: 'about/index.html', content: `<p>About ${text}</p>` },
];

/**
 * A GET with its path sent exactly as written: inject and fetch resolve `..` and `%2e%2e` first,
 * as a browser does, but a client of its own need not.
 */
export function rawGet(port: number, path: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}
