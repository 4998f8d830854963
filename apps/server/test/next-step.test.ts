import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lesson, project } from '../src/db/schema.ts';
import { setUpLearning } from './learning-helpers.ts';

/** "Always a next step": what a quiz answer, a locked lesson and /home's Continue point to. */
const { ctx, as, takeQuiz } = setUpLearning();

const titleOf = async (id: string) =>
  (await ctx.app.db.select({ title: lesson.title }).from(lesson).where(eq(lesson.id, id)))[0]
    ?.title;

describe('the step after a quiz', () => {
  it('a pass names the next lesson by title; a fail asks for another try', async () => {
    const learner = await as('free');
    const failed = await takeQuiz(learner, ctx.build[1] ?? '', 1);
    expect(failed.res.json().nextStep).toEqual({ kind: 'retry' });
    const passed = await takeQuiz(learner, ctx.build[1] ?? '', 5);
    expect(passed.res.json().nextStep).toEqual({
      kind: 'lesson',
      lesson: {
        id: ctx.build[2],
        section: 'build',
        number: 2,
        title: await titleOf(ctx.build[2] ?? ''),
      },
    });
    // The lesson's own Next carries the title too.
    const frame = (await learner.call('GET', `/api/lessons/${ctx.build[1]}`)).json();
    expect(frame.next).toMatchObject({ number: 2, title: await titleOf(ctx.build[2] ?? '') });
  });

  it('the last lesson left completes the section and points on to the next one', async () => {
    const [mobile] = await ctx.app.db
      .select({ id: project.id })
      .from(project)
      .where(and(eq(project.category, 'mobile'), eq(project.slug, 'portfolio')));
    const lessons = await ctx.app.db
      .select({ id: lesson.id, section: lesson.section })
      .from(lesson)
      .where(and(eq(lesson.projectId, mobile?.id ?? ''), eq(lesson.published, true)))
      .orderBy(asc(lesson.number));
    const build = lessons.filter((l) => l.section === 'build');
    expect(build.length).toBeGreaterThan(1);
    const learner = await as('creator');
    for (const l of build.slice(0, -1)) await takeQuiz(learner, l.id, 5);
    const last = await takeQuiz(learner, build.at(-1)?.id ?? '', 5);
    const step = last.res.json().nextStep;
    expect(step).toMatchObject({ kind: 'section', section: 'build' });
    const rest = lessons.filter((l) => l.section !== 'build');
    if (rest.length === 0) expect(step.next).toBeNull();
    else expect(rest.map((l) => l.id)).toContain(step.next.id);
  });
});

describe('Learn in order names the first unfinished lesson', () => {
  it('in the lesson, its refusals and the list alike, as lessons are completed', async () => {
    const learner = await as('free');
    const four = ctx.build[4] ?? '';
    const listLock = async () =>
      (await learner.call('GET', '/api/courses/web/portfolio/sections/build')).json().lessons[3]
        .lockedBy;
    // Nothing done: lesson 4 waits for lesson 1, not lesson 3 (itself locked).
    expect((await learner.call('GET', `/api/lessons/${four}`)).json().lockedBy).toMatchObject({
      id: ctx.build[1],
      number: 1,
    });
    expect(await listLock()).toMatchObject({ id: ctx.build[1], number: 1 });
    const refused = await learner.call('GET', `/api/lessons/${four}/video`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Up next after lesson 1, /);

    await takeQuiz(learner, ctx.build[1] ?? '', 5);
    const frame = (await learner.call('GET', `/api/lessons/${four}`)).json();
    expect(frame.lockedBy).toEqual({
      id: ctx.build[2],
      number: 2,
      title: await titleOf(ctx.build[2] ?? ''),
    });
    expect(await listLock()).toEqual(frame.lockedBy);
    // The lesson named is open: following the link never lands on another lock.
    expect((await learner.call('GET', `/api/lessons/${ctx.build[2]}`)).json().lockedBy).toBeNull();
  });
});

describe('GET /api/progress/recent (Continue on /home)', () => {
  it('refuses a signed-out visitor', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/progress/recent' });
    expect(res.statusCode).toBe(401);
  });

  it('has nothing to continue before any progress', async () => {
    const learner = await as('free');
    expect((await learner.call('GET', '/api/progress/recent')).json()).toEqual({
      recent: null,
      waiting: 0,
      next: null,
    });
  });

  it('goes to the first lesson not yet complete, never one already complete', async () => {
    const learner = await as('free');
    // Lesson 1 is the last one touched, and it is complete.
    await takeQuiz(learner, ctx.build[1] ?? '', 5);
    const body = (await learner.call('GET', '/api/progress/recent')).json();
    expect(body).toMatchObject({
      recent: {
        category: 'web',
        project: 'portfolio',
        lesson: { id: ctx.build[2], section: 'build', number: 2 },
      },
      waiting: 0,
      next: 'lesson',
    });
    expect(body.recent.lesson.title).toBe(await titleOf(ctx.build[2] ?? ''));
  });

  it('says review first once a quiz-worth of questions wait', async () => {
    const learner = await as('free');
    await takeQuiz(learner, ctx.build[1] ?? '', 2);
    expect((await learner.call('GET', '/api/progress/recent')).json()).toMatchObject({
      waiting: 3,
      next: 'lesson',
      recent: { lesson: { id: ctx.build[1] } },
    });
    await takeQuiz(learner, ctx.build[1] ?? '', 0);
    expect((await learner.call('GET', '/api/progress/recent')).json()).toMatchObject({
      waiting: 5,
      next: 'review',
      recent: { lesson: { id: ctx.build[1] } },
    });
  });
});
