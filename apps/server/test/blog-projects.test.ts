import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { project } from '../src/db/schema.ts';
import { CATALOG_TAG } from '../src/modules/learning/service.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { makeBlog, makeCategories, makeProject } from './factories.ts';

/** A post's course project: chosen in the editor, shown at the end of the post. */

let app: TTestApp;
let admin = '';

// Caching on, as in production: a post's answer is kept until the blog or the catalog changes.
withTestApp({ env: { PUBLIC_CACHE_TTL_SECONDS: '600' } }, async (built) => {
  app = built;
  admin = (await signInAs(app, 'admin')).cookie;
  await makeCategories(app.db);
});

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, cookie = admin) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const body = (overrides: Record<string, unknown> = {}) => ({
  category: 'web',
  order: 1,
  title: `Post ${crypto.randomUUID().slice(0, 8)}`,
  summary: 'A summary.',
  blocks: [{ paragraph: 'Text' }],
  ...overrides,
});

beforeAll(async () => {
  await makeProject(app.db, { category: 'web', title: 'Web Portfolio' });
  await makeProject(app.db, { category: 'mobile', title: 'Mobile Store' });
  await makeProject(app.db, { category: 'web', title: 'Later Shop', status: 'coming_soon' });
});

describe('saving a post with a course project', () => {
  it('keeps the project, gives it back for the edit form, and shows it to readers', async () => {
    const created = await send('POST', '/api/admin/blogs', body({ project: 'web-portfolio' }));
    expect(created.statusCode).toBe(201);
    const { id, slug } = created.json();
    expect(created.json().project).toBe('web-portfolio');
    expect((await send('GET', `/api/admin/blogs/${id}`)).json().project).toBe('web-portfolio');

    const read = await app.inject(`/api/blogs/${slug}`);
    expect(read.json().project).toEqual({
      category: 'web',
      slug: 'web-portfolio',
      title: 'Web Portfolio',
    });
  });

  it('clears the project when an edit leaves it out, and the post has none', async () => {
    const { id, slug } = (
      await send('POST', '/api/admin/blogs', body({ project: 'web-portfolio' }))
    ).json();
    expect((await app.inject(`/api/blogs/${slug}`)).json().project).not.toBeNull();
    const edited = await send('PUT', `/api/admin/blogs/${id}`, body({ project: null }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().project).toBeNull();
    expect((await app.inject(`/api/blogs/${slug}`)).json().project).toBeNull();
  });

  it('treats an empty project as none', async () => {
    const created = await send('POST', '/api/admin/blogs', body({ project: '' }));
    expect(created.statusCode).toBe(201);
    expect(created.json().project).toBeNull();
  });

  it('names no project to readers while it is coming soon, then names it once published', async () => {
    const { slug } = (
      await send('POST', '/api/admin/blogs', body({ project: 'later-shop' }))
    ).json();
    expect((await app.inject(`/api/blogs/${slug}`)).json().project).toBeNull();

    await app.db.update(project).set({ status: 'published' }).where(eq(project.slug, 'later-shop'));
    await app.cache.invalidate([CATALOG_TAG]);
    expect((await app.inject(`/api/blogs/${slug}`)).json().project).toMatchObject({
      slug: 'later-shop',
      title: 'Later Shop',
    });
  });
});

describe('refused projects: 400 with the field named', () => {
  it('refuses a project that does not exist, on create and on edit', async () => {
    const { id } = (await send('POST', '/api/admin/blogs', body())).json();
    for (const [method, url] of [
      ['POST', '/api/admin/blogs'],
      ['PUT', `/api/admin/blogs/${id}`],
    ] as const) {
      const res = await send(method, url, body({ project: 'no-such-project' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().fields).toEqual({ project: 'There is no project "no-such-project"' });
    }
  });

  it("refuses another category's project", async () => {
    const res = await send(
      'POST',
      '/api/admin/blogs',
      body({ category: 'web', project: 'mobile-store' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      project: "This project is not in Web Development: choose one of that category's projects",
    });
  });

  it('refuses a project that is not text', async () => {
    const res = await send('POST', '/api/admin/blogs', body({ project: 42 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ project: 'Choose a project from the list' });
  });

  it('refuses a signed-out caller (401) and a learner (403) whatever the project', async () => {
    const learner = (await signInAs(app, 'free')).cookie;
    const payload = body({ project: 'web-portfolio' });
    expect((await send('POST', '/api/admin/blogs', payload, '')).statusCode).toBe(401);
    expect((await send('POST', '/api/admin/blogs', payload, learner)).statusCode).toBe(403);
  });
});

describe('a post whose project changes', () => {
  it("shows the project's new title once the catalog changes, though the post was cached", async () => {
    const proj = await makeProject(app.db, { category: 'game', title: 'Space Game' });
    const post = await makeBlog(app.db, { category: 'game', projectId: proj.id });
    const url = `/api/blogs/${post.slug}`;
    expect((await app.inject(url)).json().project.title).toBe('Space Game');

    await app.db.update(project).set({ title: 'Space Shooter' }).where(eq(project.id, proj.id));
    // Kept until the catalog changes: the answer is cached (decisions/008).
    expect((await app.inject(url)).json().project.title).toBe('Space Game');
    await app.cache.invalidate([CATALOG_TAG]);
    expect((await app.inject(url)).json().project.title).toBe('Space Shooter');
  });

  it('keeps the post when its project is removed, and links it to nothing', async () => {
    const proj = await makeProject(app.db, { category: 'game', title: 'Gone Game' });
    const post = await makeBlog(app.db, { category: 'game', projectId: proj.id });
    await app.db.delete(project).where(eq(project.id, proj.id));
    await app.cache.invalidate([CATALOG_TAG]);
    const res = await app.inject(`/api/blogs/${post.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().project).toBeNull();
  });
});
