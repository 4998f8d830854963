import type { TExercise } from '@thinkbuild/core';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exerciseResult, lessonExercise, lessonProgress } from '../src/db/schema.ts';
import { adminCall } from './admin-helpers.ts';
import { signInAs } from './auth-helpers.ts';
import { withPassingTry } from './exercise-helpers.ts';
import { setUpLearning } from './learning-helpers.ts';

/**
 * A lesson with a code exercise is complete only when its quiz and its exercise are passed
 * (core's completesWithExercise): progress, "Learn in order" and certificates follow. The web
 * Portfolio is learnt in order; its Build lesson 1 gets an exercise.
 */
const { ctx, as, takeQuiz } = setUpLearning();

const EXERCISE: TExercise = {
  instructions: 'Add a `<main>`.',
  starterFiles: [{ name: 'index.html', language: 'html', content: '<body></body>' }],
  solutionFiles: [{ name: 'index.html', language: 'html', content: '<main></main>' }],
  checks: "expect(document.querySelector('main')).toBeTruthy();",
  hints: [],
};
const pass = { passed: true, checks: [{ name: 'A main', passed: true, message: 'Yes' }] };
const list = '/api/courses/web/portfolio/sections/build';
const one = () => ctx.build[1] ?? '';

beforeAll(async () => {
  const { cookie } = await signInAs(ctx.app, 'admin');
  const res = await adminCall(ctx.app, cookie)(
    'PUT',
    `/api/admin/lessons/${one()}/exercise`,
    withPassingTry(EXERCISE),
  );
  expect(res.statusCode, res.body).toBe(200);
});

describe('completing a lesson with an exercise', () => {
  it('a passed quiz alone does not complete it; the passed exercise then does', async () => {
    const learner = await as('starter');
    const quiz = await takeQuiz(learner, one(), 5);
    // The next step is the exercise, not the next lesson.
    expect(quiz.res.json()).toMatchObject({
      passed: true,
      completed: false,
      nextStep: { kind: 'exercise' },
    });
    const before = (await learner.call('GET', list)).json();
    expect(before.lessons[0]).toMatchObject({ completed: false });
    expect(before.lessons[1].lockedBy).toMatchObject({ number: 1 });
    expect((await learner.call('GET', `/api/lessons/${ctx.build[2]}/video`)).statusCode).toBe(403);

    const result = await learner.call('POST', `/api/lessons/${one()}/exercise/result`, pass);
    expect(result.json()).toMatchObject({ result: { passed: true }, completed: true });
    const after = (await learner.call('GET', list)).json();
    expect(after.lessons[0]).toMatchObject({ completed: true, state: 'complete' });
    expect(after.lessons[1].lockedBy).toBeNull();
    expect((await learner.call('GET', `/api/lessons/${ctx.build[2]}/video`)).statusCode).toBe(200);
  });

  it("a free learner's passed quiz completes it: their plan cannot run the exercise", async () => {
    const learner = await as('free');
    const quiz = await takeQuiz(learner, one(), 5);
    expect(quiz.res.json()).toMatchObject({ passed: true, completed: true });
    const after = (await learner.call('GET', list)).json();
    expect(after.lessons[0]).toMatchObject({ completed: true });
    expect(after.lessons[1].lockedBy).toBeNull();
    // Still no draft or result for them.
    const result = await learner.call('POST', `/api/lessons/${one()}/exercise/result`, pass);
    expect(result.statusCode).toBe(403);
  });

  it('the exercise first, then the quiz, completes it too', async () => {
    const learner = await as('starter');
    const result = await learner.call('POST', `/api/lessons/${one()}/exercise/result`, pass);
    expect(result.json()).toMatchObject({ completed: false });
    // Watching a lesson with a quiz never completes it, exercise or not.
    const watched = await learner.call('PUT', `/api/lessons/${one()}/progress`, {
      positionSeconds: 7,
      durationSeconds: 7,
    });
    expect(watched.json().completed).toBe(false);
    const quiz = await takeQuiz(learner, one(), 4);
    expect(quiz.res.json()).toMatchObject({ passed: true, completed: true });
  });

  it('a lesson locked until the one before is complete does not say it has an exercise', async () => {
    const { cookie } = await signInAs(ctx.app, 'admin');
    const admin = adminCall(ctx.app, cookie);
    const second = `/api/admin/lessons/${ctx.build[2]}/exercise`;
    expect((await admin('PUT', second, withPassingTry(EXERCISE))).statusCode).toBe(200);
    const learner = await as('starter');
    const locked = (await learner.call('GET', `/api/lessons/${ctx.build[2]}`)).json();
    expect(locked.lockedBy).toMatchObject({ number: 1 });
    expect(locked.hasExercise).toBe(false);
    expect((await learner.call('GET', `/api/lessons/${one()}`)).json().hasExercise).toBe(true);
    expect((await admin('DELETE', second)).statusCode).toBe(200);
  });

  it('a certificate needs the exercise passed too', async () => {
    const learner = await as('starter');
    // Every Build lesson's quiz passed: only the exercise is missing.
    const ids = Object.values(ctx.build);
    expect(ids.length).toBeGreaterThan(1);
    await ctx.app.db
      .insert(lessonProgress)
      .values(ids.map((lessonId) => ({ userId: learner.userId, lessonId, bestQuizScore: 5 })));
    // The demo content's own exercises on other Build lessons: passed as well.
    const others = await ctx.app.db
      .select({ id: lessonExercise.id })
      .from(lessonExercise)
      .where(
        inArray(
          lessonExercise.lessonId,
          ids.filter((id) => id !== one()),
        ),
      );
    if (others.length > 0)
      await ctx.app.db.insert(exerciseResult).values(
        others.map(({ id }) => ({
          userId: learner.userId,
          exerciseId: id,
          passed: true,
          checks: [],
          passedAt: new Date(),
        })),
      );
    const buildSection = async () =>
      (await learner.call('GET', '/api/courses/web/portfolio/certificates'))
        .json()
        .sections.find((s: { section: string }) => s.section === 'build');
    expect(await buildSection()).toMatchObject({ complete: false });
    await learner.call('POST', `/api/lessons/${one()}/exercise/result`, pass);
    expect(await buildSection()).toMatchObject({ complete: true });
  });
});
