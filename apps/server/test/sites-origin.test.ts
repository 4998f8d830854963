import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { buildSitesServer } from '../src/modules/sites/index.ts';
import { sitePath } from '../src/modules/sites/service.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { publisher, rawGet, SITE_HEADERS, saveSite, siteApi, sitesOrigin } from './site-helpers.ts';
import { caller } from './workspace-helpers.ts';

/** The sites origin (modules/sites/server.ts): nothing but published files, whatever is asked. */
let app: TTestApp;
let call: ReturnType<typeof caller>;
const visit = sitesOrigin(() => app);

withTestApp(
  { env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '10000' } },
  async (built) => {
    app = built;
    call = caller(app);
    await seedIfEmpty(app.db, app.storage, { info: () => {} });
  },
);

describe('Published projects: what the sites origin refuses', () => {
  it('answers 404 for paths outside the copy, traversal and files it does not have', async () => {
    const { cookie, handle } = await publisher(app, call);
    await saveSite(call, cookie, 'Safe');
    await call('POST', siteApi(), cookie);
    const base = `/${handle}/web-portfolio`;
    // Over a real socket, so the paths arrive as written.
    const server = buildSitesServer(app);
    await server.listen({ host: '127.0.0.1', port: 0 });
    try {
      const port = (server.server.address() as AddressInfo).port;
      expect((await rawGet(port, `${base}/css/style.css`)).status).toBe(200);
      for (const path of [
        `${base}/../../etc/passwd`,
        `${base}/css/../index.html`,
        `${base}/%2e%2e/%2e%2e/etc/passwd`,
        `${base}/css/%2e%2e/index.html`,
        `${base}/css/..%2findex.html`,
        `${base}/css%5c..%5cindex.html`,
        `${base}/css\\style.css`,
        `${base}//index.html`,
        `${base}/%2findex.html`,
        `${base}/./index.html`,
        `${base}/CSS/style.css`,
        `${base}/css/missing.css`,
        `${base}/index.html%00.css`,
        `${base}/.env`,
        `/${handle}/web-nothing/`,
        `/${handle}/WEB-PORTFOLIO/`,
        '/nobody-here/web-portfolio/',
        '/admin/web-portfolio/',
        `/${handle}`,
        '/%zz/x/',
      ]) {
        const res = await rawGet(port, path);
        expect(res.status, path).toBe(404);
        expect(res.headers, path).toMatchObject(SITE_HEADERS);
        expect(res.headers['set-cookie'], path).toBeUndefined();
        expect(res.body, path).toContain('Not found');
      }
    } finally {
      await server.close();
    }
    // The stored paths are core's safe ones: only those are looked up.
    for (const rest of [
      '..',
      '../index.html',
      'css/../index.html',
      'css\\style.css',
      '/index.html',
    ])
      expect(sitePath(rest), rest).toBeNull();
    expect(sitePath('')).toBe('index.html');
    expect(sitePath('about/')).toBe('about/index.html');
  });

  it('says what it is at /, with the same headers, and serves nothing but GET and HEAD', async () => {
    const home = await visit('/', { cookie: 'better-auth.session_token=x' });
    expect(home.statusCode).toBe(200);
    expect(home.headers).toMatchObject({
      ...SITE_HEADERS,
      'content-type': 'text/html; charset=utf-8',
    });
    expect(home.body).toContain('ThinkBuild published projects');
    expect(home.headers['set-cookie']).toBeUndefined();
    // None of the app's routes is here.
    for (const [url, method] of [
      ['/api/health', 'GET'],
      ['/api/me', 'GET'],
      ['/login', 'GET'],
      ['/', 'POST'],
    ] as const) {
      const res = await visit(url, {}, method);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers, url).toMatchObject(SITE_HEADERS);
    }
  });
});
