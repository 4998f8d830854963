import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';

let app: TTestApp;
let cookie: string;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, async (built) => {
  app = built;
  await seedIfEmpty(app.db, app.storage, { info: () => {} });
  ({ cookie } = await signInAs(app, 'free'));
});

describe('GET /api/catalog', () => {
  it('lists the categories with course counts; a track with lessons is live whatever it stored', async () => {
    const res = await app.inject({ url: '/api/catalog', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().categories).toEqual([
      {
        slug: 'web',
        title: 'Web Development',
        status: 'published',
        comingSoonLabel: null,
        courseCount: 1,
      },
      {
        slug: 'mobile',
        title: 'Mobile Development',
        status: 'published',
        comingSoonLabel: null,
        courseCount: 1,
      },
      {
        slug: 'game',
        title: 'Game Development',
        // The seed still stores "Coming 19 October", but its two courses have lessons.
        status: 'published',
        comingSoonLabel: null,
        courseCount: 2,
      },
    ]);
  });

  it('refuses signed-out visitors', async () => {
    expect((await app.inject('/api/catalog')).statusCode).toBe(401);
    expect((await app.inject('/api/catalog/web')).statusCode).toBe(401);
  });
});

describe('GET /api/catalog/:category', () => {
  it('lists the projects with their episode counts in order', async () => {
    const res = await app.inject({ url: '/api/catalog/web', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const projects = res
      .json()
      .projects.map((p: Record<string, unknown>) => [
        p.slug,
        p.status,
        p.comingSoonLabel,
        p.episodeCount,
      ]);
    expect(projects).toEqual([
      ['portfolio', 'published', null, 19],
      ['project-management', 'coming_soon', 'Coming 14 September', 0],
      ['online-store', 'coming_soon', 'Coming 28 September', 0],
    ]);
    const mobile = await app.inject({ url: '/api/catalog/mobile', headers: { cookie } });
    expect(mobile.json().projects[0]).toMatchObject({ slug: 'portfolio', episodeCount: 6 });
  });

  it('refuses an unknown category with 400', async () => {
    const res = await app.inject({ url: '/api/catalog/cooking', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('category');
  });
});
