import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  WORKSPACE_ENTRY,
  WORKSPACE_LIMITS,
  WORKSPACE_MESSAGES,
  workspaceProblem,
} from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  category,
  projectWorkspace,
  subscription,
  user,
  workspaceVersion,
} from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { PASSWORD } from './auth-helpers.ts';
import { makeProject } from './factories.ts';
import { caller, filesSaying, learnerAs, wsUrl } from './workspace-helpers.ts';

/** Who may not read or change a workspace, what is refused, and where a workspace goes. */
let app: TTestApp;
let call: ReturnType<typeof caller>;

withTestApp(
  { env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '10000' } },
  async (built) => {
    app = built;
    call = caller(app);
    await seedIfEmpty(app.db, app.storage, { info: () => {} });
  },
);

const ROUTES = (versionId: string) =>
  [
    ['GET', wsUrl()],
    ['PUT', wsUrl()],
    ['GET', wsUrl('/versions')],
    ['GET', wsUrl(`/versions/${versionId}`)],
    ['POST', wsUrl(`/versions/${versionId}/restore`)],
    ['GET', wsUrl('/download')],
  ] as const;
const body = { baseRevision: 0, files: filesSaying('x') };

describe('My project: refusals', () => {
  it('refuses a visitor (401) and a free learner (403, the plan’s offer) on every route', async () => {
    const free = await learnerAs(app, 'free');
    for (const [method, url] of ROUTES(randomUUID())) {
      const payload = method === 'PUT' ? body : undefined;
      const visitor = await call(method, url, undefined, payload);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(visitor.json().message).toBe(MESSAGES.signInRequired);
      const refused = await call(method, url, free.cookie, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe(WORKSPACE_MESSAGES.needsPlan);
    }
    expect(
      await app.db.select().from(projectWorkspace).where(eq(projectWorkspace.userId, free.userId)),
    ).toEqual([]);
  });

  it('answers 404 for an unknown project, one coming soon and one in a closed track', async () => {
    const { cookie } = await learnerAs(app, 'builder');
    const soon = await makeProject(app.db, { status: 'coming_soon' });
    const gameProject = await makeProject(app.db, { category: 'game' });
    await app.db.update(category).set({ status: 'coming_soon' }).where(eq(category.slug, 'game'));
    try {
      for (const url of [
        wsUrl('', 'no-such-project'),
        wsUrl('', soon.slug),
        wsUrl('/download', gameProject.slug, 'game'),
      ]) {
        const res = await call('GET', url, cookie);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe(WORKSPACE_MESSAGES.projectNotFound);
      }
    } finally {
      await app.db.update(category).set({ status: 'published' }).where(eq(category.slug, 'game'));
    }
    expect((await call('GET', wsUrl('', gameProject.slug, 'game'), cookie)).statusCode).toBe(200);
    expect((await call('GET', wsUrl('', 'x', 'nowhere'), cookie)).statusCode).toBe(400);
  });

  it("never shows or restores another learner's version (404)", async () => {
    const owner = await learnerAs(app);
    await call('GET', wsUrl(), owner.cookie);
    const [theirs] = await app.db
      .select()
      .from(workspaceVersion)
      .where(eq(workspaceVersion.userId, owner.userId));
    const other = await learnerAs(app);
    await call('GET', wsUrl(), other.cookie);
    for (const [method, url] of [
      ['GET', wsUrl(`/versions/${theirs?.id}`)],
      ['POST', wsUrl(`/versions/${theirs?.id}/restore`)],
      ['GET', wsUrl(`/versions/${randomUUID()}`)],
    ] as const) {
      const res = await call(method, url, other.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(WORKSPACE_MESSAGES.versionNotFound);
    }
    // Nor the owner's own version under another project's address.
    const elsewhere = await makeProject(app.db);
    const moved = await call('GET', wsUrl(`/versions/${theirs?.id}`, elsewhere.slug), owner.cookie);
    expect(moved.statusCode).toBe(404);
    expect((await call('GET', wsUrl('/versions/not-a-uuid'), owner.cookie)).statusCode).toBe(400);
  });

  it('refuses files core refuses (400 with the reason) and stores nothing', async () => {
    const { cookie, userId } = await learnerAs(app);
    await call('GET', wsUrl(), cookie);
    const page = { path: WORKSPACE_ENTRY, content: '<h1>Hi</h1>' };
    const cases = [
      [page, { path: '../evil.js', content: '' }],
      [page, { path: 'big.js', content: 'x'.repeat(WORKSPACE_LIMITS.fileBytes + 1) }],
      [{ path: 'about.html', content: '' }],
      [
        page,
        ...Array.from({ length: WORKSPACE_LIMITS.files }, (_, i) => ({
          path: `f${i}.js`,
          content: '',
        })),
      ],
    ];
    for (const files of cases) {
      const reason = workspaceProblem(files);
      expect(reason).not.toBeNull();
      const res = await call('PUT', wsUrl(), cookie, { baseRevision: 0, files });
      expect(res.statusCode, reason ?? '').toBe(400);
      expect(res.json().fields).toEqual({ files: reason });
    }
    const noBase = await call('PUT', wsUrl(), cookie, { files: filesSaying('x') });
    expect(noBase.statusCode).toBe(400);
    expect(Object.keys(noBase.json().fields)).toEqual(['baseRevision']);
    const [row] = await app.db
      .select()
      .from(projectWorkspace)
      .where(eq(projectWorkspace.userId, userId));
    expect(row?.revision).toBe(0);
  });

  it('takes a save of the full 500 KB even when JSON escaping makes it over 1 MiB', async () => {
    const { cookie } = await learnerAs(app);
    // 100 KB per file of quotes (two characters each in JSON) and control characters (six).
    const content = '\u0001'.repeat(20_000) + '"'.repeat(WORKSPACE_LIMITS.fileBytes - 20_000);
    const files = [
      { path: WORKSPACE_ENTRY, content },
      ...Array.from({ length: 4 }, (_, i) => ({ path: `part${i}.js`, content })),
    ];
    expect(workspaceProblem(files)).toBeNull();
    const payload = { baseRevision: 0, files };
    expect(JSON.stringify(payload).length).toBeGreaterThan(1024 * 1024);
    const res = await call('PUT', wsUrl(), cookie, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().revision).toBe(1);
  });
});

describe('My project: the learner’s data', () => {
  it('is in "Download my data" and goes with the account', async () => {
    const { cookie, userId, email } = await learnerAs(app);
    await call('PUT', wsUrl(), cookie, { baseRevision: 0, files: filesSaying('mine') });
    const data = await call('GET', '/api/account/data', cookie);
    expect(data.statusCode).toBe(200);
    const { myProjects } = data.json().learning;
    expect(myProjects.workspaces).toEqual([
      expect.objectContaining({
        project: expect.objectContaining({ category: 'web', slug: 'portfolio' }),
        revision: 1,
        files: filesSaying('mine'),
      }),
    ]);
    expect(myProjects.versions).toEqual([
      expect.objectContaining({
        project: expect.objectContaining({ slug: 'portfolio' }),
        kind: 'start',
        files: expect.any(Array),
      }),
    ]);

    // The test plan has no Paystack side to stop before deletion: it ends first. The workspace
    // stays the learner's without a plan, until the account goes.
    await app.db.delete(subscription).where(eq(subscription.userId, userId));
    const gone = await call('POST', '/api/auth/delete-user', cookie, { password: PASSWORD });
    expect(gone.statusCode).toBe(200);
    expect(await app.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    expect(
      await app.db.select().from(projectWorkspace).where(eq(projectWorkspace.userId, userId)),
    ).toEqual([]);
    expect(
      await app.db.select().from(workspaceVersion).where(eq(workspaceVersion.userId, userId)),
    ).toEqual([]);
  });
});
