import type { TExercise } from '@thinkbuild/core';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  exerciseResult,
  lessonExercise,
  lessonProgress,
  quizAttempt,
  reviewItem,
} from '../src/db/schema.ts';
import * as progressRepo from '../src/modules/learning/progress/repo.ts';
import * as reviewRepo from '../src/modules/learning/review/repo.ts';
import { adminCall } from './admin-helpers.ts';
import { signInAs } from './auth-helpers.ts';
import { withPassingTry } from './exercise-helpers.ts';
import { setUpLearning, type TAttempt } from './learning-helpers.ts';

/**
 * A quiz submission (the attempt closed, the score kept, the mistakes queued for review) and an
 * exercise result (the result, the completion it brings) are each one transaction: a write that
 * fails after the first leaves nothing half-done, and the same submission can be sent again.
 * The failure is the real repo function throwing once its turn comes, after the earlier writes.
 */
const { ctx, as, keyFor } = setUpLearning();
const one = () => ctx.build[1] ?? '';

afterEach(() => {
  vi.restoreAllMocks();
});

const progressOf = async (userId: string, lessonId: string) =>
  (
    await ctx.app.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)))
  )[0];

describe('a quiz submission', () => {
  it('keeps nothing when queueing its mistakes fails, and the attempt can be sent again', async () => {
    const learner = await as('free');
    const attempt: TAttempt = (
      await learner.call('POST', `/api/lessons/${one()}/quiz/attempts`)
    ).json();
    const k = await keyFor(one(), attempt);
    // Four right, one wrong: a score to keep and a mistake to queue.
    const answers = k.map((x, i) => (i < 4 ? x.right : x.wrong));
    const queue = vi
      .spyOn(reviewRepo, 'queueMistakes')
      .mockRejectedValueOnce(new Error('review_item insert failed'));

    const failed = await learner.call('POST', `/api/lessons/${one()}/quiz`, {
      attemptId: attempt.id,
      answers,
    });
    expect(failed.statusCode).toBe(500);
    expect(queue).toHaveBeenCalledTimes(1);
    const [row] = await ctx.app.db.select().from(quizAttempt).where(eq(quizAttempt.id, attempt.id));
    expect(row).toMatchObject({ submittedAt: null, score: null });
    expect(await progressOf(learner.userId, one())).toBeUndefined();
    expect(
      await ctx.app.db.select().from(reviewItem).where(eq(reviewItem.userId, learner.userId)),
    ).toEqual([]);

    const again = await learner.call('POST', `/api/lessons/${one()}/quiz`, {
      attemptId: attempt.id,
      answers,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ score: 4, passed: true });
    expect(await progressOf(learner.userId, one())).toMatchObject({ bestQuizScore: 4 });
    const queued = await ctx.app.db
      .select({ position: reviewItem.position })
      .from(reviewItem)
      .where(eq(reviewItem.userId, learner.userId));
    expect(queued).toEqual([{ position: 5 }]);
  });
});

describe('an exercise result', () => {
  const EXERCISE: TExercise = {
    instructions: 'Add a `<main>`.',
    starterFiles: [{ name: 'index.html', language: 'html', content: '<body></body>' }],
    solutionFiles: [{ name: 'index.html', language: 'html', content: '<main></main>' }],
    checks: "expect(document.querySelector('main')).toBeTruthy();",
    hints: [],
  };
  const pass = { passed: true, checks: [{ name: 'A main', passed: true, message: 'Yes' }] };

  it('keeps no result when completing the lesson fails, and the result can be sent again', async () => {
    const { cookie } = await signInAs(ctx.app, 'admin');
    const saved = await adminCall(ctx.app, cookie)(
      'PUT',
      `/api/admin/lessons/${one()}/exercise`,
      withPassingTry(EXERCISE),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const learner = await as('starter');
    // The quiz passed: the exercise's pass is what completes the lesson.
    const attempt: TAttempt = (
      await learner.call('POST', `/api/lessons/${one()}/quiz/attempts`)
    ).json();
    const answers = (await keyFor(one(), attempt)).map((x) => x.right);
    const quiz = await learner.call('POST', `/api/lessons/${one()}/quiz`, {
      attemptId: attempt.id,
      answers,
    });
    expect(quiz.json()).toMatchObject({ passed: true, completed: false });
    const complete = vi
      .spyOn(progressRepo, 'markComplete')
      .mockRejectedValueOnce(new Error('lesson_progress update failed'));

    const failed = await learner.call('POST', `/api/lessons/${one()}/exercise/result`, pass);
    expect(failed.statusCode).toBe(500);
    expect(complete).toHaveBeenCalledTimes(1);
    const [exercise] = await ctx.app.db
      .select({ id: lessonExercise.id })
      .from(lessonExercise)
      .where(eq(lessonExercise.lessonId, one()));
    const results = () =>
      ctx.app.db
        .select()
        .from(exerciseResult)
        .where(
          and(
            eq(exerciseResult.userId, learner.userId),
            eq(exerciseResult.exerciseId, exercise?.id ?? ''),
          ),
        );
    expect(await results()).toEqual([]);
    expect(await progressOf(learner.userId, one())).toMatchObject({ completedAt: null });

    const again = await learner.call('POST', `/api/lessons/${one()}/exercise/result`, pass);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ completed: true, result: { passed: true } });
    expect(await results()).toMatchObject([{ passed: true, failedCount: 0 }]);
    expect((await progressOf(learner.userId, one()))?.completedAt).not.toBeNull();
  });
});
