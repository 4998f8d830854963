import { MESSAGES, SITE_MESSAGES, SITES_PER_LEARNER } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  learnerHandle,
  publishedSite,
  subscription,
  user,
  workspaceVersion,
} from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { PASSWORD } from './auth-helpers.ts';
import { makeProject } from './factories.ts';
import { publisher, SITE_HEADERS, siteApi, sitesOrigin } from './site-helpers.ts';
import { caller } from './workspace-helpers.ts';

/** Who may not publish, the limits, and where a learner's sites go with their account. */
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

const sitesOf = (userId: string) =>
  app.db.select().from(publishedSite).where(eq(publishedSite.userId, userId));

describe('Published projects: refusals', () => {
  it('refuses a visitor on every route (401)', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/sites/handle'],
      ['PUT', '/api/sites/handle', { handle: 'visitor' }],
      ['GET', siteApi()],
      ['POST', siteApi()],
      ['DELETE', siteApi()],
    ] as const) {
      const res = await call(method, url, undefined, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe(MESSAGES.signInRequired);
    }
  });

  it('publishes only with Creator (403 before anything else), and records nothing', async () => {
    for (const role of ['free', 'starter', 'builder'] as const) {
      // Without a handle too: the plan is said first.
      for (const handle of [undefined, null]) {
        const { cookie, userId } = await publisher(app, call, role, { handle });
        const res = await call('POST', siteApi(), cookie);
        expect(res.statusCode, role).toBe(403);
        expect(res.json().message).toBe(SITE_MESSAGES.needsPlan);
        expect(await sitesOf(userId)).toEqual([]);
        // A handle and the status are theirs to read all the same.
        expect((await call('GET', siteApi(), cookie)).json().site).toBeNull();
      }
    }
  });

  it('needs a handle first (400), and a project open for a workspace (404)', async () => {
    const noHandle = await publisher(app, call, 'creator', { handle: null });
    const res = await call('POST', siteApi(), noHandle.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SITE_MESSAGES.needsHandle);
    expect(
      await app.db
        .select()
        .from(workspaceVersion)
        .where(eq(workspaceVersion.userId, noHandle.userId)),
    ).toEqual([]);

    const { cookie, userId } = await publisher(app, call);
    const soon = await makeProject(app.db, { status: 'coming_soon' });
    for (const url of [siteApi('no-such-project'), siteApi(soon.slug)]) {
      const unknown = await call('POST', url, cookie);
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.json().message).toBe('This project is not open for a workspace');
    }
    expect((await call('POST', siteApi('x', 'nowhere'), cookie)).statusCode).toBe(400);
    expect(await sitesOf(userId)).toEqual([]);
  });

  it(`keeps at most ${SITES_PER_LEARNER} sites online; re-publishing one is no new site`, async () => {
    const { cookie, userId, handle } = await publisher(app, call);
    const projects = await Promise.all(
      Array.from({ length: SITES_PER_LEARNER + 1 }, () => makeProject(app.db)),
    );
    const [extra, first, second, ...rest] = projects;
    if (!extra || !first || !second) throw new Error('no projects');
    const online = [first, second, ...rest];
    for (const p of online)
      expect((await call('POST', siteApi(p.slug), cookie)).statusCode).toBe(200);
    const refused = await call('POST', siteApi(extra.slug), cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SITE_MESSAGES.tooMany);
    // The refused publish left no 'publish' version behind.
    const versions = await app.db
      .select({ projectId: workspaceVersion.projectId, kind: workspaceVersion.kind })
      .from(workspaceVersion)
      .where(eq(workspaceVersion.userId, userId));
    expect(versions.filter((v) => v.projectId === extra.id)).toEqual([]);
    expect(versions.filter((v) => v.kind === 'publish')).toHaveLength(SITES_PER_LEARNER);

    const again = await call('POST', siteApi(first.slug), cookie);
    expect(again.statusCode).toBe(200);
    expect(await sitesOf(userId)).toHaveLength(SITES_PER_LEARNER);
    // Taking one down makes room.
    expect((await call('DELETE', siteApi(second.slug), cookie)).statusCode).toBe(200);
    expect((await call('POST', siteApi(extra.slug), cookie)).statusCode).toBe(200);
    expect((await visit(`/${handle}/web-${extra.slug}/`)).statusCode).toBe(200);
  });

  it('answers 404 when taking down a project that is not online', async () => {
    const { cookie } = await publisher(app, call);
    for (const url of [siteApi(), siteApi('no-such-project')]) {
      const res = await call('DELETE', url, cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(SITE_MESSAGES.notPublished);
    }
  });

  it('lets a learner whose plan ended read and take down their site', async () => {
    const { cookie, userId, handle } = await publisher(app, call);
    expect((await call('POST', siteApi(), cookie)).statusCode).toBe(200);
    await app.db.delete(subscription).where(eq(subscription.userId, userId));
    expect((await call('POST', siteApi(), cookie)).statusCode).toBe(403);
    expect((await call('GET', siteApi(), cookie)).json().site).not.toBeNull();
    expect((await call('DELETE', siteApi(), cookie)).statusCode).toBe(200);
    expect((await visit(`/${handle}/web-portfolio/`)).statusCode).toBe(404);
  });
});

describe('Published projects: the learner’s data', () => {
  it('is in "Download my data" and goes with the account', async () => {
    const { cookie, userId, email, handle } = await publisher(app, call);
    const published = (await call('POST', siteApi(), cookie)).json();
    const data = await call('GET', '/api/account/data', cookie);
    expect(data.statusCode).toBe(200);
    expect(data.json().learning.myProjects.published).toEqual({
      handle,
      sites: [
        {
          siteName: 'web-portfolio',
          url: `http://127.0.0.1:3001/${handle}/web-portfolio/`,
          publishedAt: published.site.publishedAt,
          files: expect.arrayContaining([expect.objectContaining({ path: 'index.html' })]),
        },
      ],
    });

    // The test plan has no Paystack side to stop before deletion: it ends first.
    await app.db.delete(subscription).where(eq(subscription.userId, userId));
    const gone = await call('POST', '/api/auth/delete-user', cookie, { password: PASSWORD });
    expect(gone.statusCode).toBe(200);
    expect(await app.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    expect(await sitesOf(userId)).toEqual([]);
    expect(
      await app.db.select().from(learnerHandle).where(eq(learnerHandle.userId, userId)),
    ).toEqual([]);
    const site = await visit(`/${handle}/web-portfolio/`);
    expect(site.statusCode).toBe(404);
    expect(site.headers).toMatchObject(SITE_HEADERS);
  });
});
