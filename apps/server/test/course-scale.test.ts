import { LESSON_PAGE_SIZE, MAX_LESSON_PAGE_SIZE } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lesson, lessonProgress, user } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { makeCategories, makeProject } from './factories.ts';

// A course far bigger than the demo: 450 build lessons, 3 planning lessons.
const BUILD = 450;
let app: TTestApp;
let builder = '';
let slug = '';

withTestApp({}, async (built) => {
  app = built;
  await makeCategories(app.db);
  const p = await makeProject(app.db, { title: 'Huge course' });
  slug = p.slug;
  const row = (section: 'build' | 'planning', number: number) => ({
    projectId: p.id,
    section,
    number,
    title: `${section} lesson ${number}`,
    published: true,
  });
  await app.db
    .insert(lesson)
    .values([
      ...Array.from({ length: BUILD }, (_, i) => row('build', i + 1)),
      ...[1, 2, 3].map((n) => row('planning', n)),
    ]);
  const signedIn = await signInAs(app, 'builder');
  builder = signedIn.cookie;
  // The builder finished build lessons 1 and 2.
  const [u] = await app.db.select().from(user).where(eq(user.email, signedIn.email));
  const done = await app.db.select().from(lesson).where(eq(lesson.projectId, p.id));
  const first = done.filter((l) => l.section === 'build' && l.number <= 2);
  await app.db
    .insert(lessonProgress)
    .values(first.map((l) => ({ userId: u?.id ?? '', lessonId: l.id, completedAt: new Date() })));
});

const get = (url: string) => app.inject({ url, headers: { cookie: builder } });

describe('a course with hundreds of lessons', () => {
  it('frames the course with counts and where to resume', async () => {
    const res = await get(`/api/courses/web/${slug}`);
    expect(res.statusCode).toBe(200);
    const frame = res.json();
    expect(frame.lessonCount).toBe(BUILD + 3);
    expect(frame.doneCount).toBe(2);
    expect(frame.sections.map((s: { lessonCount: number }) => s.lessonCount)).toEqual([
      3,
      BUILD,
      0,
      0,
    ]);
    // A builder may not open planning: resume at the first unfinished build lesson.
    expect(frame.resume).toMatchObject({ section: 'build', number: 3 });
  });

  it('lists a section a page at a time, each page well under 50 KB', async () => {
    const numbers: number[] = [];
    let after = 0;
    let pages = 0;
    for (;;) {
      const res = await get(`/api/courses/web/${slug}/sections/build?after=${after}`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeLessThan(50 * 1024);
      const page = res.json();
      expect(page.lessons.length).toBeLessThanOrEqual(LESSON_PAGE_SIZE);
      numbers.push(...page.lessons.map((l: { number: number }) => l.number));
      pages++;
      if (page.nextAfter === null) break;
      after = page.nextAfter;
    }
    expect(pages).toBe(Math.ceil(BUILD / LESSON_PAGE_SIZE));
    expect(numbers).toEqual(Array.from({ length: BUILD }, (_, i) => i + 1));
  });

  it('marks completed lessons and refuses a page size over the maximum', async () => {
    const first = (await get(`/api/courses/web/${slug}/sections/build?limit=3`)).json();
    expect(first.lessons.map((l: { completed: boolean }) => l.completed)).toEqual([
      true,
      true,
      false,
    ]);
    expect(first.nextAfter).toBe(3);
    const tooMany = await get(
      `/api/courses/web/${slug}/sections/build?limit=${MAX_LESSON_PAGE_SIZE + 1}`,
    );
    expect(tooMany.statusCode).toBe(400);
    expect((await get(`/api/courses/web/${slug}/sections/build?after=-1`)).statusCode).toBe(400);
  });

  it('still refuses the signed-out', async () => {
    const res = await app.inject({ url: `/api/courses/web/${slug}/sections/build` });
    expect(res.statusCode).toBe(401);
  });
});
