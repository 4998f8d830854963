import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blog, category, lesson, project, quizQuestion } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { videoKey } from '../src/storage/storage.ts';
import { buildTestApp, type TTestApp } from './app.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.cleanup());

const total = async (
  table: typeof blog | typeof category | typeof lesson | typeof project | typeof quizQuestion,
) => (await app.db.select({ n: count() }).from(table))[0]?.n;

describe('demo content', () => {
  it('is seeded into an empty database once, never twice', async () => {
    const log = { info: () => {} };
    const first = await seedIfEmpty(app.db, app.storage, log);
    expect(first.seeded).toBe(true);
    const counts = {
      categories: await total(category),
      lessons: await total(lesson),
      blogs: await total(blog),
    };
    expect(counts.categories).toBe(3);
    expect(await total(quizQuestion)).toBe((counts.lessons ?? 0) * 5);

    expect(await seedIfEmpty(app.db, app.storage, log)).toEqual({ seeded: false });
    expect(await total(lesson)).toBe(counts.lessons);
    expect(await total(blog)).toBe(counts.blogs);
  });

  it('matches SPEC.md: 19 web and 6 mobile portfolio lessons, coming-soon labels', async () => {
    const projects = await app.db.select().from(project);
    const lessons = await app.db.select().from(lesson);
    const countFor = (cat: string, slug: string) => {
      const p = projects.find((x) => x.category === cat && x.slug === slug);
      return lessons.filter((l) => l.projectId === p?.id).length;
    };
    expect(countFor('web', 'portfolio')).toBe(19);
    expect(countFor('mobile', 'portfolio')).toBe(6);
    const labels = Object.fromEntries(
      projects
        .filter((p) => p.comingSoonLabel)
        .map((p) => [`${p.category}/${p.slug}`, p.comingSoonLabel]),
    );
    expect(labels).toEqual({
      'web/project-management': 'Coming 14 September',
      'web/online-store': 'Coming 28 September',
      'mobile/project-manager': 'Coming 14 September',
      'mobile/online-store': 'Coming 28 September',
    });
    const game = (await app.db.select().from(category)).find((c) => c.slug === 'game');
    expect(game?.comingSoonLabel).toBe('Coming 19 October');
  });

  it('puts every lesson video in storage at videos/{category}/{project}/{section}/{lesson}', async () => {
    const key = videoKey('web', 'portfolio', 'build', 10);
    const stored = await app.storage.stat(key);
    expect(stored?.size).toBeGreaterThan(1000);
    expect(stored?.contentType).toBe('video/mp4');
    const withoutVideo = (await app.db.select().from(lesson)).filter((l) => !l.videoKey);
    expect(withoutVideo).toEqual([]);
  });

  it('has at least three posts per category, each with at most five blocks', async () => {
    for (const c of ['web', 'mobile', 'game'] as const) {
      const res = await app.inject(`/api/blogs?category=${c}`);
      expect(res.json().blogs.length).toBeGreaterThanOrEqual(3);
    }
    const posts = await app.db.select().from(blog);
    expect(posts.every((p) => p.blocks.length <= 5)).toBe(true);
  });
});
