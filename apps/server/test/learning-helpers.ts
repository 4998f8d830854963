import type { TSection } from '@thinkbuild/core';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { lesson, project, quizQuestion, user } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { buildTestApp, type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';

export type TLessonIn = Partial<Record<TSection, string>>;
export type TCookies = Record<string, string>;
/** GET `url` as one of the seeded roles (free, starter, builder, creator, admin), or signed out. */
export type TGetAs = (url: string, who?: string) => Promise<LightMyRequestResponse>;

/**
 * Seeds the demo content into `app`; answers the web Portfolio's lesson 1 id per section and a
 * session cookie per role (free, starter, builder, creator, admin), and a GET as one of them.
 */
export async function seedWithRoles(app: TTestApp) {
  const lessonIn: TLessonIn = {};
  const cookies: TCookies = {};
  await seedIfEmpty(app.db, app.storage, { info: () => {} });
  const [web] = await app.db
    .select()
    .from(project)
    .where(and(eq(project.category, 'web'), eq(project.slug, 'portfolio')));
  for (const section of ['planning', 'build', 'explanation', 'deployment'] as const) {
    const [row] = await app.db
      .select()
      .from(lesson)
      .where(
        and(eq(lesson.projectId, web?.id ?? ''), eq(lesson.section, section), eq(lesson.number, 1)),
      );
    lessonIn[section] = row?.id;
  }
  for (const role of ['free', 'starter', 'builder', 'creator', 'admin'] as const) {
    cookies[role] = (await signInAs(app, role)).cookie;
  }
  return { lessonIn, cookies, get: getAs(app, cookies) };
}

const getAs =
  (app: TTestApp, cookies: TCookies): TGetAs =>
  (url, who) =>
    app.inject({ url, headers: who ? { cookie: cookies[who] ?? '' } : {} });

/**
 * This file's app (sign-in limits out of the way) seeded as seedWithRoles does, before its tests:
 * `lessonIn` and `cookies` are filled in place, and `ready` gets the app once they are.
 */
export function withSeededRoles(ready: (app: TTestApp) => unknown) {
  const lessonIn: TLessonIn = {};
  const cookies: TCookies = {};
  let built: TTestApp | undefined;
  withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, async (app) => {
    built = app;
    const seeded = await seedWithRoles(app);
    Object.assign(lessonIn, seeded.lessonIn);
    Object.assign(cookies, seeded.cookies);
    await ready(app);
  });
  const get: TGetAs = (url, who) => {
    if (!built) throw new Error('withSeededRoles: GET before the app was built');
    return getAs(built, cookies)(url, who);
  };
  return { lessonIn, cookies, get };
}

export type TAttempt = { id: string; questions: { options: { id: string; text: string }[] }[] };

/**
 * A seeded app for the decisions/013 tests (explanations, "Learn in order", review): the web
 * Portfolio's Build lesson ids by number, and helpers to act as a learner and take quizzes.
 */
export function setUpLearning() {
  const ctx = {
    app: undefined as unknown as TTestApp,
    build: {} as Record<number, string>,
    planning1: '',
    mobile2: '',
  };
  beforeAll(async () => {
    ctx.app = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    await seedIfEmpty(ctx.app.db, ctx.app.storage, { info: () => {} });
    const rows = await ctx.app.db
      .select({
        id: lesson.id,
        section: lesson.section,
        number: lesson.number,
        slug: project.slug,
        category: project.category,
      })
      .from(lesson)
      .innerJoin(project, eq(project.id, lesson.projectId));
    for (const r of rows) {
      const portfolio = r.category === 'web' && r.slug === 'portfolio';
      if (portfolio && r.section === 'build') ctx.build[r.number] = r.id;
      if (portfolio && r.section === 'planning' && r.number === 1) ctx.planning1 = r.id;
      if (r.category === 'mobile' && r.section === 'build' && r.number === 2) ctx.mobile2 = r.id;
    }
  });
  afterAll(() => ctx.app.cleanup());

  const as = async (role: Parameters<typeof signInAs>[1] = 'free') => {
    const { cookie, email } = await signInAs(ctx.app, role);
    const [row] = await ctx.app.db.select().from(user).where(eq(user.email, email));
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: { cookie, origin: ORIGIN },
        ...(payload ? { payload } : {}),
      });
    return { call, userId: row?.id ?? '' };
  };

  const questionsOf = (id: string) =>
    ctx.app.db
      .select()
      .from(quizQuestion)
      .where(eq(quizQuestion.lessonId, id))
      .orderBy(quizQuestion.position);

  /** Option ids by their text: the right one and a wrong one, per question, with explanations. */
  async function keyFor(id: string, attempt: TAttempt) {
    const rows = await questionsOf(id);
    return attempt.questions.map((q, i) => {
      const row = rows[i];
      const rightText = row?.options[row.correctOption];
      const right = q.options.find((o) => o.text === rightText);
      const wrong = q.options.find((o) => o.text !== rightText);
      const explain = (text: string | undefined) =>
        row?.explanations[row.options.indexOf(text ?? '')] ?? '';
      return {
        right: right?.id ?? '',
        wrong: wrong?.id ?? '',
        rightExplanation: explain(right?.text),
        wrongExplanation: explain(wrong?.text),
      };
    });
  }

  /** One attempt with the first `rightCount` questions right and the rest wrong. */
  async function takeQuiz(learner: TLearner, id: string, rightCount: number) {
    const attempt: TAttempt = (
      await learner.call('POST', `/api/lessons/${id}/quiz/attempts`)
    ).json();
    const k = await keyFor(id, attempt);
    const answers = k.map((x, i) => (i < rightCount ? x.right : x.wrong));
    const res = await learner.call('POST', `/api/lessons/${id}/quiz`, {
      attemptId: attempt.id,
      answers,
    });
    return { res, k, attempt };
  }

  /** Every explanation written in the seed (to prove none leaks). */
  const allExplanations = async () =>
    (await ctx.app.db.select({ e: quizQuestion.explanations }).from(quizQuestion))
      .flatMap((r) => r.e)
      .filter((e) => e.length > 0);

  type TLearner = Awaited<ReturnType<typeof as>>;
  return { ctx, as, questionsOf, keyFor, takeQuiz, allExplanations };
}

export type TLearner = Awaited<ReturnType<ReturnType<typeof setUpLearning>['as']>>;
