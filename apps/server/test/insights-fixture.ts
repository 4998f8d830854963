import { randomUUID } from 'node:crypto';
import { isoInZone } from '@thinkbuild/core';
import { addDays } from '@thinkbuild/core/calendar-days';
import type { TDb } from '../src/db/client.ts';
import {
  certificate,
  exerciseHintOpen,
  exerciseResult,
  exerciseSolutionOpen,
  lesson,
  lessonExercise,
  lessonProgress,
  lessonWatch,
  quizAttempt,
  quizQuestion,
  user,
} from '../src/db/schema.ts';
import { makeCategories, makeProject } from './factories.ts';

/*
 * Known learners, progress, watching, quiz answers and exercise results for the Insights tests
 * (insights.test.ts), so each view's figures can be asserted exactly. 16 learners signed up an
 * hour ago (the cohort of any range ending today) and 3 two months ago (outside a 30-day one).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ZONE = 'Africa/Johannesburg';

export async function seedInsights(db: TDb) {
  const now = Date.now();
  const today = isoInZone(new Date(now), ZONE).slice(0, 10);
  await makeCategories(db);
  const p = await makeProject(db, { title: 'Insights project' });
  const lessons = await db
    .insert(lesson)
    .values(
      [
        {
          projectId: p.id,
          section: 'build' as const,
          number: 1,
          title: 'Tags',
          durationSeconds: 60,
        },
        { projectId: p.id, section: 'build' as const, number: 2, title: 'Styles' },
        { projectId: p.id, section: 'deployment' as const, number: 1, title: 'Go live' },
      ].map((l) => ({ ...l, published: true })),
    )
    .returning();
  const titled = (title: string) => lessons.find((l) => l.title === title);
  const [l1, l2, l3] = [titled('Tags'), titled('Styles'), titled('Go live')];
  if (!l1 || !l2 || !l3) throw new Error('seedInsights: lessons');

  const person = (i: number, at: number) => ({
    id: `ins-${randomUUID()}`,
    name: `Learner ${i}`,
    email: `insights-${randomUUID()}@example.com`,
    createdAt: new Date(at),
  });
  const users = await db
    .insert(user)
    .values(Array.from({ length: 16 }, (_, i) => person(i, now - HOUR)))
    .returning({ id: user.id });
  const old = await db
    .insert(user)
    .values(Array.from({ length: 3 }, (_, i) => person(100 + i, now - 60 * DAY)))
    .returning({ id: user.id });
  const u = (i: number) => users[i]?.id ?? '';
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);
  const done = new Date(now - HOUR / 2);

  // Progress: L1 started by 0–13 (done by 0–12), L2 by 0–6 (done by 0–5), L3 by 0–5 (all done).
  const progress = [
    ...range(0, 14).map((i) => ({
      userId: u(i),
      lessonId: l1.id,
      completedAt: i < 13 ? done : null,
    })),
    ...range(0, 7).map((i) => ({
      userId: u(i),
      lessonId: l2.id,
      completedAt: i < 6 ? done : null,
    })),
    ...range(0, 6).map((i) => ({ userId: u(i), lessonId: l3.id, completedAt: done })),
    ...old.map((o) => ({ userId: o.id, lessonId: l1.id, completedAt: done })),
  ];
  await db.insert(lessonProgress).values(progress);
  await db.insert(certificate).values(
    [...range(0, 5).map(u), old[0]?.id ?? ''].map((userId) => ({
      code: randomUUID(),
      userId,
      projectId: p.id,
      section: 'build' as const,
      holderName: 'A learner',
      projectTitle: p.title,
    })),
  );

  // Watching L1 (60 s): 10 starters today; stretch 3 played twice by its 6 viewers.
  const viewers = [10, 10, 8, 6, 3];
  const watch = viewers.flatMap((n, bucket) =>
    range(0, n).map((i) => ({
      userId: u(i),
      lessonId: l1.id,
      bucket,
      plays: bucket === 3 ? 2 : 1,
      firstOn: today,
    })),
  );
  // One learner began 40 days ago: not a starter of a 30-day range, nor counted further on.
  watch.push(
    ...[0, 1, 2].map((bucket) => ({
      userId: u(15),
      lessonId: l1.id,
      bucket,
      plays: 1,
      firstOn: addDays(today, -40),
    })),
  );
  await db.insert(lessonWatch).values(watch);

  // L1's quiz: question p's right option is p − 1 (mod 5).
  await db.insert(quizQuestion).values(
    [1, 2, 3, 4, 5].map((position) => ({
      lessonId: l1.id,
      position,
      question: `Question ${position}?`,
      options: ['A', 'B', 'C', 'D', 'E'].map((o) => `${o}${position}`),
      correctOption: (position - 1) % 5,
    })),
  );
  // First attempts of learners 0–9: question 1 got A (right) from 3, C from 6 and E from 1.
  const q1 = [0, 0, 0, 2, 2, 2, 2, 2, 2, 4];
  const answers = (first: number) =>
    [1, 2, 3, 4, 5].map((position) => {
      const option = position === 1 ? first : (position - 1) % 5;
      return { position, option, correct: option === (position - 1) % 5 };
    });
  const allRight = answers(0);
  const attempts = range(0, 10).flatMap((i) => [
    {
      userId: u(i),
      lessonId: l1.id,
      options: [],
      answers: answers(q1[i] ?? 0),
      score: 0,
      submittedAt: new Date(now - 50 * 60_000),
    },
    {
      userId: u(i),
      lessonId: l1.id,
      options: [],
      answers: allRight,
      score: 5,
      submittedAt: new Date(now - 40 * 60_000),
    },
  ]);
  // Learner 15 first tried 40 days ago (wrong) and again today: not a first attempt in range.
  attempts.push(
    {
      userId: u(15),
      lessonId: l1.id,
      options: [],
      answers: answers(3),
      score: 4,
      submittedAt: new Date(now - 40 * DAY),
    },
    {
      userId: u(15),
      lessonId: l1.id,
      options: [],
      answers: answers(3),
      score: 4,
      submittedAt: new Date(now - HOUR / 4),
    },
  );
  await db.insert(quizAttempt).values(attempts);

  // L2's exercise: 8 results; 6 passed after 0,1,1,3,3,4 failed reports; 2 failing (3 and 5).
  const [exercise] = await db
    .insert(lessonExercise)
    .values({
      lessonId: l2.id,
      instructions: 'Style it',
      starterFiles: [],
      solutionFiles: [],
      checks: 'test("has a heading", () => {})',
      hints: ['One', 'Two'],
    })
    .returning();
  if (!exercise) throw new Error('seedInsights: exercise');
  const failed = [0, 1, 1, 3, 3, 4, 3, 5];
  await db.insert(exerciseResult).values(
    failed.map((failedCount, i) => ({
      userId: u(i),
      exerciseId: exercise.id,
      passed: i < 6,
      failedCount,
      checks: [
        { name: 'has a heading', passed: i < 3, message: '' },
        { name: 'links work', passed: i < 6, message: '' },
      ],
    })),
  );
  // Hint 1 opened by learners 2–7, hint 2 by 3–7: 3–7 were offered the solution and opened it.
  await db
    .insert(exerciseHintOpen)
    .values([
      ...range(2, 8).map((i) => ({ userId: u(i), exerciseId: exercise.id, hint: 1 })),
      ...range(3, 8).map((i) => ({ userId: u(i), exerciseId: exercise.id, hint: 2 })),
    ]);
  await db
    .insert(exerciseSolutionOpen)
    .values(range(3, 8).map((i) => ({ userId: u(i), exerciseId: exercise.id })));

  return { project: p, l1, l2, l3, exercise };
}
