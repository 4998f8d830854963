import { SEED_EXERCISES } from '@thinkbuild/demo/exercises';
import { SEED_SITE_CHECKS } from '@thinkbuild/demo/site-checks';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blog, category, lesson, lessonExercise, project, quizQuestion } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { videoKey } from '../src/storage/storage.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';

let app: TTestApp;
withTestApp({}, (built) => {
  app = built;
});

const total = async (
  table:
    | typeof blog
    | typeof category
    | typeof lesson
    | typeof lessonExercise
    | typeof project
    | typeof quizQuestion,
) => (await app.db.select({ n: count() }).from(table))[0]?.n;

describe('demo content', () => {
  it('is seeded into an empty database once, never twice', async () => {
    const log = { info: () => {} };
    const first = await seedIfEmpty(app.db, app.storage, log);
    expect(first).toMatchObject({
      seeded: true,
      exercises: SEED_EXERCISES.length + SEED_SITE_CHECKS.length,
    });
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
    expect(await total(lessonExercise)).toBe(SEED_EXERCISES.length + SEED_SITE_CHECKS.length);
  });

  it('puts each demo exercise after its lesson, and a paying learner gets it to run', async () => {
    const lessonId = async (
      category: 'web' | 'mobile' | 'game',
      slug: string,
      section: string,
      number: number,
    ) => {
      const rows = await app.db
        .select({ id: lesson.id, title: lesson.title, section: lesson.section })
        .from(lesson)
        .innerJoin(project, eq(project.id, lesson.projectId))
        .where(
          and(eq(project.category, category), eq(project.slug, slug), eq(lesson.number, number)),
        );
      return rows.find((r) => r.section === section);
    };
    for (const { lesson: at } of SEED_EXERCISES) {
      const found = await lessonId(at.category, at.project, at.section, at.number);
      expect(found?.title).toBe(at.title);
      const [exercise] = await app.db
        .select()
        .from(lessonExercise)
        .where(eq(lessonExercise.lessonId, found?.id ?? ''));
      expect(exercise?.starterFiles.length, at.title).toBeGreaterThan(0);
      expect(exercise?.hints.length, at.title).toBeGreaterThanOrEqual(2);
    }

    // The mobile Portfolio's Explanation lesson 1: a component rendered with React.
    const { cookie } = await signInAs(app, 'creator');
    const mobile = await lessonId('mobile', 'portfolio', 'explanation', 1);
    const res = await app.inject({
      url: `/api/lessons/${mobile?.id}/exercise`,
      headers: { origin: ORIGIN, cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.canRun).toBe(true);
    expect(body.instructions).toContain('ProfileCard');
    expect(body.starterFiles.map((f: { name: string }) => f.name)).toEqual([
      'index.html',
      'style.css',
      'app.js',
    ]);
    expect(body.starterFiles[0].content).toContain('<script src="react.js"></script>');
    expect(body.checks).toContain("test('");
    expect(body.solutionFiles).toBeNull();

    // Verified, as a passing Try checks leaves it: the admin can edit the lesson as it is.
    const admin = await signInAs(app, 'admin');
    const adminView = await app.inject({
      url: `/api/admin/lessons/${mobile?.id}/exercise`,
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(adminView.statusCode, adminView.body).toBe(200);
    expect(adminView.json().verifiedAt).toEqual(expect.any(String));
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
