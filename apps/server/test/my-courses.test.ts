import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lesson } from '../src/db/schema.ts';
import { setUpLearning } from './learning-helpers.ts';

/** GET /api/my-courses: /home's My courses, and where each track starts for the learner. */
const { ctx, as, takeQuiz } = setUpLearning();

const myCourses = async (learner: Awaited<ReturnType<typeof as>>) => {
  const res = await learner.call('GET', '/api/my-courses');
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/my-courses', () => {
  it('refuses a signed-out visitor', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/my-courses' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('a new free learner has nothing started, and each track starts at a Build lesson 1', async () => {
    const body = await myCourses(await as('free'));
    expect(body.courses).toEqual([]);
    expect(body.review).toEqual({ waiting: 0, first: false });
    expect(
      body.tracks.map((t: { slug: string; status: string; start: unknown }) => [
        t.slug,
        t.status,
        t.start,
      ]),
    ).toMatchObject([
      [
        'web',
        'published',
        {
          project: 'portfolio',
          title: 'Web Portfolio',
          lessonCount: 19,
          lesson: { id: ctx.build[1], section: 'build', number: 1 },
        },
      ],
      ['mobile', 'published', { project: 'portfolio', lesson: { section: 'build', number: 1 } }],
      // Stored as coming, but it has lessons, so it is live (core's catalogStanding).
      [
        'game',
        'published',
        { project: '3d-shooter-unity', lesson: { section: 'build', number: 1 } },
      ],
    ]);
  });

  it("a Creator's track starts at Planning lesson 1, the first lesson their plan opens", async () => {
    const body = await myCourses(await as('creator'));
    expect(body.tracks[0].start.lesson).toMatchObject({ id: ctx.planning1, section: 'planning' });
  });

  it('after one lesson: the project with lessons done per section and Continue at the next', async () => {
    const learner = await as('free');
    await takeQuiz(learner, ctx.build[1] ?? '', 5);
    const [course, ...rest] = (await myCourses(learner)).courses;
    expect(rest).toEqual([]);
    expect(course).toMatchObject({
      category: 'web',
      project: 'portfolio',
      title: 'Web Portfolio',
      done: 1,
      total: 19,
      sections: [
        { section: 'planning', done: 0, total: 3, open: false },
        { section: 'build', done: 1, total: 11, open: true },
        { section: 'explanation', done: 0, total: 3, open: false },
        { section: 'deployment', done: 0, total: 2, open: false },
      ],
      next: { id: ctx.build[2], section: 'build', number: 2, title: 'Building the Navigation Bar' },
    });

    // A lesson merely watched a little starts a project too, and the last one worked in leads.
    const put = await learner.call('PUT', `/api/lessons/${ctx.mobile2}/progress`, {
      positionSeconds: 2,
      durationSeconds: 100,
    });
    expect(put.statusCode).toBe(200);
    const courses = (await myCourses(learner)).courses;
    expect(courses.map((c: { category: string; done: number }) => [c.category, c.done])).toEqual([
      ['mobile', 0],
      ['web', 1],
    ]);
    // Nothing in mobile is complete: Continue opens its first Build lesson, not lesson 2.
    expect(courses[0].next).toMatchObject({ section: 'build', number: 1 });
  });

  it('says review comes first once a quiz-worth of questions wait', async () => {
    const learner = await as('free');
    await takeQuiz(learner, ctx.build[1] ?? '', 0);
    const body = await myCourses(learner);
    expect(body.review).toEqual({ waiting: 5, first: true });
    // Started, not complete: the failed lesson is still the one to continue with.
    expect(body.courses[0].next).toMatchObject({ id: ctx.build[1] });
  });

  it('counts and starts only published lessons', async () => {
    const learner = await as('free');
    await ctx.app.db
      .update(lesson)
      .set({ published: false })
      .where(eq(lesson.id, ctx.build[1] ?? ''));
    try {
      const web = (await myCourses(learner)).tracks[0].start;
      expect(web).toMatchObject({ lessonCount: 18, lesson: { id: ctx.build[2], number: 2 } });
    } finally {
      await ctx.app.db
        .update(lesson)
        .set({ published: true })
        .where(eq(lesson.id, ctx.build[1] ?? ''));
    }
  });
});
