import { randomUUID } from 'node:crypto';
import { DOWNLOAD_GRANT_DAYS, MESSAGES, SYNC_MESSAGES } from '@thinkbuild/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  lessonProgress,
  offlineSync,
  quizAttempt,
  quizQuestion,
  subscription,
  user,
} from '../src/db/schema.ts';
import { forgetUser } from '../src/http/viewer-cache.ts';
import { adminCall } from './admin-helpers.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { withPassingTry } from './exercise-helpers.ts';
import { seedWithRoles, type TAttempt, type TCookies, type TLessonIn } from './learning-helpers.ts';

/** POST /api/offline/sync: items made offline, acted on once per id (decisions/022). */
let app: TTestApp;
let lessonIn: TLessonIn;
let cookies: TCookies;

withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, async (built) => {
  app = built;
  ({ lessonIn, cookies } = await seedWithRoles(app));
});

const sync = (payload: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/offline/sync',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });

/** The attempt a download keeps: the one the lesson page opens (its order fixed then). */
const downloadedAttempt = async (lessonId: string, cookie: string): Promise<TAttempt> =>
  (await app.inject({ url: `/api/lessons/${lessonId}`, headers: { cookie } })).json().quiz;

/** The right option ids of an attempt, found by text from the answer key. */
async function rightAnswers(lessonId: string, attempt: TAttempt) {
  const rows = await app.db
    .select()
    .from(quizQuestion)
    .where(eq(quizQuestion.lessonId, lessonId))
    .orderBy(quizQuestion.position);
  return attempt.questions.map((q, i) => {
    const text = rows[i]?.options[rows[i]?.correctOption ?? 0];
    return q.options.find((o) => o.text === text)?.id ?? '';
  });
}

const quizItem = (lessonId: string, attempt: TAttempt, answers: string[], madeAt = new Date()) => ({
  kind: 'quiz',
  id: randomUUID(),
  lessonId,
  madeAt: madeAt.toISOString(),
  attemptId: attempt.id,
  answers,
});

const userIdOf = async (email: string) =>
  (await app.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id ?? '';

describe('POST /api/offline/sync', () => {
  it('scores an answer made offline as online, once: a replay gets the first result and adds no row', async () => {
    const lessonId = lessonIn.build ?? '';
    const { email, cookie } = await signInAs(app, 'free');
    const attempt = await downloadedAttempt(lessonId, cookie);
    const item = quizItem(lessonId, attempt, await rightAnswers(lessonId, attempt));

    const first = await sync(item, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json()).toMatchObject({
      id: item.id,
      replayed: false,
      result: { kind: 'quiz', quiz: { score: 5, total: 5, passed: true, completed: true } },
    });
    const again = await sync(item, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), replayed: true });

    const userId = await userIdOf(email);
    const rows = await app.db.select().from(offlineSync).where(eq(offlineSync.userId, userId));
    expect(rows.map((r) => r.clientId)).toEqual([item.id]);
    const submitted = await app.db
      .select()
      .from(quizAttempt)
      .where(and(eq(quizAttempt.userId, userId), eq(quizAttempt.lessonId, lessonId)));
    expect(submitted.filter((a) => a.submittedAt).map((a) => a.score)).toEqual([5]);
    const [progress] = await app.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
    expect(progress?.completedAt).not.toBeNull();
  });

  it('scores a wrong answer by the order fixed at download, and keeps offline progress', async () => {
    const lessonId = lessonIn.build ?? '';
    const { cookie } = await signInAs(app, 'free');
    const attempt = await downloadedAttempt(lessonId, cookie);
    const right = await rightAnswers(lessonId, attempt);
    // The first question answered with another option of the same attempt.
    const wrong = attempt.questions[0]?.options.find((o) => o.id !== right[0])?.id ?? '';
    const res = await sync(quizItem(lessonId, attempt, [wrong, ...right.slice(1)]), cookie);
    expect(res.json().result.quiz).toMatchObject({ score: 4, passed: true });
    expect(res.json().result.quiz.results[0]).toMatchObject({ chosen: wrong, correct: false });

    const position = {
      kind: 'progress',
      id: randomUUID(),
      lessonId,
      madeAt: new Date().toISOString(),
      positionSeconds: 12,
    };
    const saved = await sync(position, cookie);
    expect(saved.json()).toMatchObject({
      replayed: false,
      result: { kind: 'progress', progress: { positionSeconds: 12 } },
    });
    expect((await sync(position, cookie)).json().replayed).toBe(true);
  });

  it('refuses a signed-out visitor', async () => {
    const res = await sync({
      kind: 'progress',
      id: randomUUID(),
      lessonId: lessonIn.build,
      madeAt: new Date().toISOString(),
      positionSeconds: 1,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: MESSAGES.signInRequired });
  });

  it('refuses a lesson the plan does not open, and leaves no row', async () => {
    const res = await sync(
      {
        kind: 'progress',
        id: randomUUID(),
        lessonId: lessonIn.deployment,
        madeAt: new Date().toISOString(),
        positionSeconds: 5,
      },
      cookies.free,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: MESSAGES.deploymentCreatorOnly,
    });
    expect(
      await app.db
        .select()
        .from(offlineSync)
        .where(eq(offlineSync.lessonId, lessonIn.deployment ?? '')),
    ).toEqual([]);
  });

  it('refuses an answer to a lesson whose access ended after the download', async () => {
    const lessonId = lessonIn.planning ?? '';
    const { email, cookie } = await signInAs(app, 'creator');
    const attempt = await downloadedAttempt(lessonId, cookie);
    expect(attempt.questions).toHaveLength(5);
    const userId = await userIdOf(email);
    await app.db
      .update(subscription)
      .set({ status: 'completed' })
      .where(eq(subscription.userId, userId));
    await forgetUser(app.cache, userId);
    const res = await sync(
      quizItem(lessonId, attempt, await rightAnswers(lessonId, attempt)),
      cookie,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.planningCreatorsOnly });
  });

  it('refuses an answer made after any download of it had expired', async () => {
    const lessonId = lessonIn.build ?? '';
    const { cookie } = await signInAs(app, 'free');
    const attempt = await downloadedAttempt(lessonId, cookie);
    const longAgo = new Date(Date.now() - (DOWNLOAD_GRANT_DAYS + 1) * 86_400_000);
    const item = quizItem(lessonId, attempt, await rightAnswers(lessonId, attempt), longAgo);
    const res = await sync(item, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: SYNC_MESSAGES.tooOld });
    // Refused, not spent: the attempt is still open.
    const [row] = await app.db.select().from(quizAttempt).where(eq(quizAttempt.id, attempt.id));
    expect(row?.submittedAt).toBeNull();
  });

  it('answers bad input with 400 and field messages', async () => {
    const res = await sync(
      { kind: 'quiz', id: 'nope', lessonId: 'x', madeAt: 'today', attemptId: 'y', answers: [] },
      cookies.free,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        id: 'Not a valid sync id',
        lessonId: 'Not a valid lesson id',
        madeAt: 'Not a valid time',
        attemptId: 'Not a valid attempt',
        answers: 'Answer all 5 questions',
      },
    });
    const kind = await sync({ kind: 'exercise' }, cookies.free);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().fields).toMatchObject({
      kind: 'Kind must be quiz, progress, review, draft, note, note-delete or watch',
    });
    const future = await sync(
      {
        kind: 'progress',
        id: randomUUID(),
        lessonId: lessonIn.build,
        madeAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        positionSeconds: 1,
      },
      cookies.free,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ madeAt: SYNC_MESSAGES.future });
  });

  it('refuses an id reused for another item, and an unknown lesson as not found', async () => {
    const { cookie } = await signInAs(app, 'free');
    const item = {
      kind: 'progress',
      id: randomUUID(),
      lessonId: lessonIn.build,
      madeAt: new Date().toISOString(),
      positionSeconds: 3,
    };
    expect((await sync(item, cookie)).statusCode).toBe(200);
    const reused = await sync({ ...item, lessonId: lessonIn.planning }, cookie);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(SYNC_MESSAGES.otherItem);
    const unknown = await sync(
      { ...item, id: randomUUID(), lessonId: '00000000-0000-4000-8000-000000000000' },
      cookie,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("grades a review answer made offline once, on the server's day, from the lesson it names", async () => {
    const lessonId = lessonIn.build ?? '';
    const { cookie } = await signInAs(app, 'free');
    // A failed quiz puts its questions in review.
    const attempt = await downloadedAttempt(lessonId, cookie);
    const right = await rightAnswers(lessonId, attempt);
    const wrong = attempt.questions.map(
      (q, i) => q.options.find((o) => o.id !== right[i])?.id ?? '',
    );
    expect((await sync(quizItem(lessonId, attempt, wrong), cookie)).json().result.quiz.score).toBe(
      0,
    );
    const review = (
      await app.inject({ url: '/api/review?timeZone=UTC', headers: { cookie } })
    ).json();
    const question = review.questions[0];
    const item = {
      kind: 'review',
      id: randomUUID(),
      lessonId,
      madeAt: new Date().toISOString(),
      reviewId: question.id,
      optionId: question.options[0].id,
    };
    const first = await sync(item, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      replayed: false,
      result: { kind: 'review', review: { chosen: question.options[0].id, waiting: 4 } },
    });
    expect((await sync(item, cookie)).json()).toEqual({ ...first.json(), replayed: true });

    const other = review.questions[1];
    const elsewhere = await sync(
      {
        ...item,
        id: randomUUID(),
        reviewId: other.id,
        optionId: other.options[0].id,
        lessonId: lessonIn.planning,
      },
      cookie,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields).toEqual({ lessonId: 'Not the lesson of this review question' });
  });

  it('saves an exercise draft written offline as online, once, and refuses it to a plan without the lesson', async () => {
    const lessonId = lessonIn.explanation ?? '';
    const html = { name: 'index.html', language: 'html', content: '<nav></nav>' } as const;
    const put = await adminCall(app, cookies.admin ?? '')(
      'PUT',
      `/api/admin/lessons/${lessonId}/exercise`,
      withPassingTry({
        instructions: 'Add three links to the `<nav>`.',
        starterFiles: [html],
        solutionFiles: [{ ...html, content: '<nav><a>1</a><a>2</a><a>3</a></nav>' }],
        checks: "expect(document.querySelectorAll('nav a')).toHaveLength(3);",
        hints: [],
      }),
    );
    expect(put.statusCode, put.body).toBe(200);
    const files = [{ ...html, content: '<nav><a>Home</a></nav>' }];
    const item = {
      kind: 'draft',
      id: randomUUID(),
      lessonId,
      madeAt: new Date().toISOString(),
      files,
    };
    const { cookie } = await signInAs(app, 'builder');
    const first = await sync(item, cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      replayed: false,
      result: { kind: 'draft', draft: { files } },
    });
    expect((await sync(item, cookie)).json()).toEqual({ ...first.json(), replayed: true });
    const exercise = await app.inject({
      url: `/api/lessons/${lessonId}/exercise`,
      headers: { cookie },
    });
    expect(exercise.json().draft.files).toEqual(files);

    const free = await sync({ ...item, id: randomUUID() }, cookies.free);
    expect(free.statusCode).toBe(403);
    expect(free.json().code).toBe('FORBIDDEN');
    const bad = await sync({ ...item, id: randomUUID(), files: 'x' }, cookie);
    expect(bad.statusCode).toBe(400);
  });
});
