import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lesson, project } from '../src/db/schema.ts';
import { adminCall } from './admin-helpers.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { makeCategories, makeProject } from './factories.ts';

// The admin edits a course's level, outcomes and prerequisites (docs/decisions/023); the
// public course page shows the change at its next request.
let app: TTestApp;
let admin: ReturnType<typeof adminCall>;
let learner = '';

// Public answers are cached for a minute here: only the admin write's drop shows the change.
withTestApp(
  { env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_CACHE_TTL_SECONDS: '60' } },
  async (built) => {
    app = built;
    admin = adminCall(app, (await signInAs(app, 'admin')).cookie);
    learner = (await signInAs(app, 'creator')).cookie;
    await makeCategories(app.db);
    const p = await makeProject(app.db, { title: 'Grid Garden' });
    await app.db
      .insert(lesson)
      .values({ projectId: p.id, section: 'build', number: 1, title: 'Rows', published: true });
    await makeProject(app.db, { category: 'game', title: 'Space Race', status: 'coming_soon' });
  },
);

const URL = '/api/admin/course-pages/web/grid-garden';
const facts = {
  level: 'Intermediate',
  outcomes: ['Lay out a page with CSS grid', 'Name grid areas'],
  prerequisites: ['Some HTML'],
};

describe('/api/admin/course-pages/:category/:project', () => {
  it('loads the facts of a course, coming-soon ones too', async () => {
    const res = await admin('GET', URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      category: 'web',
      slug: 'grid-garden',
      title: 'Grid Garden',
      status: 'published',
      level: 'Beginner',
      outcomes: [],
      prerequisites: [],
    });
    const soon = await admin('GET', '/api/admin/course-pages/game/space-race');
    expect(soon.json()).toMatchObject({ title: 'Space Race', status: 'coming_soon' });
  });

  it('saves them, and the cached public course page shows them at once', async () => {
    const before = await app.inject({ url: '/api/course-pages/web/grid-garden' });
    expect(before.json()).toMatchObject({ level: 'Beginner', outcomes: [] });
    // A change behind the API's back stays unseen while the answer is cached.
    await app.db
      .update(project)
      .set({ description: 'Grids.' })
      .where(eq(project.slug, 'grid-garden'));
    const cached = await app.inject({ url: '/api/course-pages/web/grid-garden' });
    expect(cached.json().description).toBe('');

    const res = await admin('PUT', URL, {
      ...facts,
      outcomes: ['  Lay out a page with CSS grid ', 'Name grid areas'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(facts);

    const after = await app.inject({ url: '/api/course-pages/web/grid-garden' });
    expect(after.json()).toMatchObject({ ...facts, description: 'Grids.' });
    const list = await app.inject({ url: '/api/course-pages' });
    expect(list.json().courses).toEqual([
      expect.objectContaining({ slug: 'grid-garden', level: 'Intermediate' }),
    ]);
  });

  it('refuses bad input with a message per field, and changes nothing', async () => {
    const res = await admin('PUT', URL, {
      level: 'Expert',
      outcomes: ['Name grid areas', ''],
      prerequisites: ['Some HTML', 'some html'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      level: 'Choose a level',
      'outcomes.1': 'An outcome needs some text (or remove it)',
      'prerequisites.1': 'A prerequisite is listed twice',
    });
    const none = await admin('PUT', URL, { ...facts, outcomes: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ outcomes: 'Add at least one outcome' });
    expect((await admin('GET', URL)).json()).toMatchObject(facts);
  });

  it('answers 404 for a course that does not exist and 400 for a bad category', async () => {
    const missing = await admin('PUT', '/api/admin/course-pages/web/nope', facts);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This course does not exist');
    const bad = await admin('GET', '/api/admin/course-pages/cooking/grid-garden');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['category']);
  });

  it('refuses a signed-out visitor (401) and a learner (403), whatever they send', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const out = await app.inject({ method, url: URL, headers: { origin: ORIGIN }, payload: {} });
      expect(out.statusCode).toBe(401);
      const mine = await app.inject({
        method,
        url: URL,
        headers: { origin: ORIGIN, cookie: learner },
        payload: facts,
      });
      expect(mine.statusCode).toBe(403);
    }
    expect((await admin('GET', URL)).json().outcomes).toEqual(facts.outcomes);
  });
});
