import { SITE_MESSAGES, versionLabel } from '@thinkbuild/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publishedSite, workspaceVersion } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { type TTestApp, withTestApp } from './app.ts';
import {
  newHandle,
  publisher,
  SITE_HEADERS,
  saveSite,
  siteApi,
  sitesOrigin,
} from './site-helpers.ts';
import { caller } from './workspace-helpers.ts';

/** Published projects (modules/sites, decisions/039): handles, publishing, the sites origin. */
let app: TTestApp;
let call: ReturnType<typeof caller>;
const visit = sitesOrigin(() => app);

// The public cache on, as in production: the origin keeps served files in memory, and every
// change below must reach it.
withTestApp(
  {
    env: {
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '10000',
      PUBLIC_CACHE_TTL_SECONDS: '60',
    },
  },
  async (built) => {
    app = built;
    call = caller(app);
    await seedIfEmpty(app.db, app.storage, { info: () => {} });
  },
);

const FOOTER_TEXT = 'Made by a learner on ThinkBuild';

describe('Published projects: the handle', () => {
  it('is none at first, then set, changed and kept per learner, privately', async () => {
    const { cookie } = await publisher(app, call, 'creator', { handle: null });
    const first = await call('GET', '/api/sites/handle', cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json()).toEqual({ handle: null });
    const handle = newHandle();
    const set = await call('PUT', '/api/sites/handle', cookie, {
      handle: ` ${handle.toUpperCase()} `,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ handle });
    const changed = newHandle('renamed');
    expect((await call('PUT', '/api/sites/handle', cookie, { handle: changed })).json()).toEqual({
      handle: changed,
    });
    // Setting one's own handle again is no conflict.
    expect((await call('PUT', '/api/sites/handle', cookie, { handle: changed })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/sites/handle', cookie)).json()).toEqual({ handle: changed });
  });

  it('refuses a bad or reserved handle (400 with the reason) and another learner’s (409)', async () => {
    const { cookie } = await publisher(app, call, 'starter', { handle: null });
    for (const [handle, reason] of [
      ['ab', 'Use 3 to 30 characters'],
      ['no spaces', 'Use lowercase letters'],
      ['-edge', 'Use lowercase letters'],
      ['two--hyphens', 'Use lowercase letters'],
      ['admin', 'kept for ThinkBuild'],
    ] as const) {
      const res = await call('PUT', '/api/sites/handle', cookie, { handle });
      expect(res.statusCode, handle).toBe(400);
      expect(res.json().fields.handle, handle).toContain(reason);
    }
    const other = await publisher(app, call, 'builder');
    const taken = await call('PUT', '/api/sites/handle', cookie, { handle: other.handle });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SITE_MESSAGES.handleTaken);
    expect((await call('GET', '/api/sites/handle', cookie)).json()).toEqual({ handle: null });
  });

  it('goes to one of two learners asking for it at once; the other gets a 409', async () => {
    const a = await publisher(app, call, 'creator', { handle: null });
    const b = await publisher(app, call, 'creator', { handle: null });
    const handle = newHandle('wanted');
    const answers = await Promise.all(
      [a, b].map((l) => call('PUT', '/api/sites/handle', l.cookie, { handle })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const holders = await Promise.all(
      [a, b].map(async (l) => (await call('GET', '/api/sites/handle', l.cookie)).json().handle),
    );
    expect(holders.filter((h) => h === handle)).toHaveLength(1);
  });
});

describe('Published projects: publishing and the sites origin', () => {
  it('publishes a frozen copy that the sites origin serves with its headers and footer', async () => {
    const { cookie, handle, userId } = await publisher(app, call);
    expect((await call('GET', siteApi(), cookie)).json()).toEqual({
      handle,
      address: { base: 'http://127.0.0.1:3001', site: 'web-portfolio' },
      site: null,
    });
    await saveSite(call, cookie, 'First');
    const published = await call('POST', siteApi(), cookie);
    expect(published.statusCode).toBe(200);
    expect(published.headers['cache-control']).toBe('private, no-store');
    const status = published.json();
    expect(status).toEqual({
      handle,
      address: { base: 'http://127.0.0.1:3001', site: 'web-portfolio' },
      site: {
        url: `http://127.0.0.1:3001/${handle}/web-portfolio/`,
        publishedAt: expect.any(String),
        versionId: expect.any(String),
        fileCount: 4,
      },
    });
    expect((await call('GET', siteApi(), cookie)).json()).toEqual(status);
    // The copy is a 'publish' version in History.
    const [version] = await app.db
      .select()
      .from(workspaceVersion)
      .where(and(eq(workspaceVersion.userId, userId), eq(workspaceVersion.kind, 'publish')));
    expect(version).toMatchObject({ id: status.site.versionId, label: versionLabel('publish') });

    const home = await visit(`/${handle}/web-portfolio/`, { cookie });
    expect(home.statusCode).toBe(200);
    expect(home.headers).toMatchObject({
      ...SITE_HEADERS,
      'content-type': 'text/html; charset=utf-8',
    });
    expect(home.headers['set-cookie']).toBeUndefined();
    expect(home.body).toContain('<h1>First</h1>');
    // The footer sits just before </body>, linking to the app and to its report page.
    const report = `http://localhost:3000/report-site\\?site=${handle}%2Fweb-portfolio`;
    expect(home.body).toMatch(
      new RegExp(
        `<div data-thinkbuild-footer style="all:initial;[^"]*"><a href="http://localhost:3000"[^>]*>${FOOTER_TEXT}</a><span[^>]*>&middot;</span><a href="${report}" rel="nofollow"[^>]*>Report this site</a></div></body></html>$`,
      ),
    );
    const css = await visit(`/${handle}/web-portfolio/css/style.css`);
    expect(css.statusCode).toBe(200);
    expect(css.headers).toMatchObject({
      ...SITE_HEADERS,
      'content-type': 'text/css; charset=utf-8',
    });
    expect(css.body).toBe('h1 { color: teal; } /* First */');
    const js = await visit(`/${handle}/web-portfolio/js/app.js`);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body).not.toContain(FOOTER_TEXT);
    const folder = await visit(`/${handle}/web-portfolio/about/`);
    expect(folder.statusCode).toBe(200);
    // A page without </body> gets the footer at its end.
    expect(folder.body).toMatch(
      new RegExp(
        `^<p>About First</p><div data-thinkbuild-footer.*${FOOTER_TEXT}</a>.*Report this site</a></div>$`,
      ),
    );

    // Its address without the slash moves to the folder, so relative links resolve inside it.
    const bare = await visit(`/${handle}/web-portfolio`);
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe(`/${handle}/web-portfolio/`);
    expect(bare.headers).toMatchObject(SITE_HEADERS);
  });

  it('answers with a strong ETag and 304 for it, HEAD without the body', async () => {
    const { cookie, handle } = await publisher(app, call);
    await saveSite(call, cookie, 'Tagged');
    await call('POST', siteApi(), cookie);
    const url = `/${handle}/web-portfolio/css/style.css`;
    const first = await visit(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await visit(url, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers).toMatchObject({ ...SITE_HEADERS, etag });
    }
    expect((await visit(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // Another file has another tag; HEAD has the headers and no body.
    expect((await visit(`/${handle}/web-portfolio/`)).headers.etag).not.toBe(etag);
    const head = await visit(url, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers).toMatchObject({ ...SITE_HEADERS, etag });
  });

  it('keeps the copy through later saves until the learner publishes again', async () => {
    const { cookie, handle, userId } = await publisher(app, call);
    await saveSite(call, cookie, 'Before');
    const first = (await call('POST', siteApi(), cookie)).json();
    await saveSite(call, cookie, 'After');
    const home = `/${handle}/web-portfolio/`;
    expect((await visit(home)).body).toContain('<h1>Before</h1>');
    const oldTag = (await visit(home)).headers.etag;
    const again = await call('POST', siteApi(), cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().site.versionId).not.toBe(first.site.versionId);
    const now = await visit(home, { 'if-none-match': String(oldTag) });
    expect(now.statusCode).toBe(200);
    expect(now.body).toContain('<h1>After</h1>');
    // Re-publishing replaced the copy: still one site.
    expect(
      await app.db.select().from(publishedSite).where(eq(publishedSite.userId, userId)),
    ).toHaveLength(1);
  });

  it('opens under a changed handle, and is gone at once when taken down', async () => {
    const { cookie, handle } = await publisher(app, call);
    await saveSite(call, cookie, 'Moving');
    await call('POST', siteApi(), cookie);
    // Served once first: what the origin keeps in memory must go with the rename and the take-down.
    expect((await visit(`/${handle}/web-portfolio/`)).statusCode).toBe(200);
    const renamed = newHandle('moved');
    await call('PUT', '/api/sites/handle', cookie, { handle: renamed });
    expect((await visit(`/${handle}/web-portfolio/`)).statusCode).toBe(404);
    expect((await visit(`/${renamed}/web-portfolio/`)).statusCode).toBe(200);
    expect((await call('GET', siteApi(), cookie)).json().site.url).toBe(
      `http://127.0.0.1:3001/${renamed}/web-portfolio/`,
    );

    for (const path of ['', 'css/style.css'])
      expect((await visit(`/${renamed}/web-portfolio/${path}`)).statusCode, path).toBe(200);
    const down = await call('DELETE', siteApi(), cookie);
    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({ deleted: true });
    for (const path of ['', 'css/style.css']) {
      const gone = await visit(`/${renamed}/web-portfolio/${path}`);
      expect(gone.statusCode, path).toBe(404);
      expect(gone.headers).toMatchObject(SITE_HEADERS);
      expect(gone.body).toContain('Not found');
    }
    expect((await visit(`/${renamed}/web-portfolio`)).statusCode).toBe(404);
    expect((await call('GET', siteApi(), cookie)).json()).toEqual({
      handle: renamed,
      address: { base: 'http://127.0.0.1:3001', site: 'web-portfolio' },
      site: null,
    });
  });
});
