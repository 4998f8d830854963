import { isoInZone } from '@thinkbuild/core';
import { addDays } from '@thinkbuild/core/calendar-days';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rollUpInsights } from '../src/modules/learning/service.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { seedInsights } from './insights-fixture.ts';

/**
 * The admin's Insights (modules/insights, decisions/046): each view's exact figures and CSV over
 * known learners (insights-fixture.ts), the "fewer than 5" rule, and who may ask.
 */
let app: TTestApp;
let admin: string;
let seeded: Awaited<ReturnType<typeof seedInsights>>;

withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, async (built) => {
  app = built;
  seeded = await seedInsights(app.db);
  ({ cookie: admin } = await signInAs(app, 'admin'));
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

const ok = async (url: string) => {
  const res = await get(url, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('Insights views', () => {
  it('lists projects with their published lessons in course order', async () => {
    const { projects } = (await ok('/api/admin/insights/projects')).json();
    const mine = projects.find((p: { id: string }) => p.id === seeded.project.id);
    expect(mine.lessons.map((l: { title: string }) => l.title)).toEqual([
      'Tags',
      'Styles',
      'Go live',
    ]);
  });

  it('funnel: the sign-ups of the range followed to each section and the certificate', async () => {
    const q = `project=${seeded.project.id}&days=30`;
    const body = (await ok(`/api/admin/insights/funnel?${q}`)).json();
    expect(body.steps).toEqual([
      { label: 'Signed up', count: 16, keptFromPrevious: 100, keptFromStart: 100 },
      { label: 'Started the project', count: 14, keptFromPrevious: 87.5, keptFromStart: 87.5 },
      { label: 'Finished Build', count: 6, keptFromPrevious: 42.9, keptFromStart: 37.5 },
      { label: 'Finished Deployment', count: 6, keptFromPrevious: 100, keptFromStart: 37.5 },
      { label: 'Certificate', count: 5, keptFromPrevious: 83.3, keptFromStart: 31.3 },
    ]);
    const csv = await ok(`/api/admin/insights/funnel.csv?${q}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/thinkbuild-insights-funnel-.+\.csv/);
    expect(csv.body).toBe(
      [
        'step,learners,kept from previous %,kept from start %',
        'Signed up,16,100,100',
        'Started the project,14,87.5,87.5',
        'Finished Build,6,42.9,37.5',
        'Finished Deployment,6,100,37.5',
        'Certificate,5,83.3,31.3',
        '',
      ].join('\r\n'),
    );
  });

  it('funnel of a range before anyone signed up shows only "fewer than 5"', async () => {
    const body = (
      await ok(
        `/api/admin/insights/funnel?project=${seeded.project.id}&from=2020-01-01&to=2020-01-31`,
      )
    ).json();
    expect(body.range).toEqual({ from: '2020-01-01', to: '2020-01-31' });
    expect(body.steps.every((s: { count: null }) => s.count === null)).toBe(true);
  });

  it('drop-off: started and completed per lesson, the lesson most left after marked', async () => {
    const q = `project=${seeded.project.id}&days=7`;
    const body = (await ok(`/api/admin/insights/drop-off?${q}`)).json();
    expect(body.lessons).toEqual([
      {
        lessonId: seeded.l1.id,
        title: 'Tags',
        started: 14,
        completed: 13,
        completedShare: 92.9,
        mostLeftAfter: true,
      },
      {
        lessonId: seeded.l2.id,
        title: 'Styles',
        started: 7,
        completed: 6,
        completedShare: 85.7,
        mostLeftAfter: false,
      },
      {
        lessonId: seeded.l3.id,
        title: 'Go live',
        started: 6,
        completed: 6,
        completedShare: 100,
        mostLeftAfter: false,
      },
    ]);
    expect((await ok(`/api/admin/insights/drop-off.csv?${q}`)).body).toBe(
      [
        'lesson,started,completed,completed %,most left after',
        'Tags,14,13,92.9,yes',
        'Styles,7,6,85.7,',
        'Go live,6,6,100,',
        '',
      ].join('\r\n'),
    );
  });

  it('retention: the share of starters still watching each 10 seconds, the re-watched moment marked', async () => {
    const q = `lesson=${seeded.l1.id}&days=30`;
    const body = (await ok(`/api/admin/insights/retention?${q}`)).json();
    expect(body.starters).toBe(10);
    expect(body.lesson).toMatchObject({
      title: 'Tags',
      section: 'build',
      number: 1,
      durationSeconds: 60,
    });
    expect(body.points).toEqual([
      { second: 0, viewers: 10, share: 100, rewatch: 0, mostRewatched: false },
      { second: 10, viewers: 10, share: 100, rewatch: 0, mostRewatched: false },
      { second: 20, viewers: 8, share: 80, rewatch: 0, mostRewatched: false },
      { second: 30, viewers: 6, share: 60, rewatch: 1, mostRewatched: true },
      { second: 40, viewers: null, share: null, rewatch: null, mostRewatched: false },
      { second: 50, viewers: null, share: null, rewatch: null, mostRewatched: false },
    ]);
    expect((await ok(`/api/admin/insights/retention.csv?${q}`)).body).toBe(
      [
        'second,still watching,still watching %,re-watch per viewer,most re-watched',
        '0,10,100,0,',
        '10,10,100,0,',
        '20,8,80,0,',
        '30,6,60,1,yes',
        '40,fewer than 5,,,',
        '50,fewer than 5,,,',
        '',
      ].join('\r\n'),
    );
  });

  it('quiz: first-attempt correct per question and the most-picked wrong option flagged', async () => {
    const q = `lesson=${seeded.l1.id}&days=30`;
    const body = (await ok(`/api/admin/insights/quiz?${q}`)).json();
    const [first, second] = body.questions;
    expect(first).toMatchObject({ position: 1, answered: 10, firstAttemptCorrect: null });
    expect(first.options).toEqual([
      { text: 'A1', correct: true, picked: null, share: null, mostPickedWrong: false },
      { text: 'B1', correct: false, picked: null, share: null, mostPickedWrong: false },
      { text: 'C1', correct: false, picked: 6, share: 60, mostPickedWrong: true },
      { text: 'D1', correct: false, picked: null, share: null, mostPickedWrong: false },
      { text: 'E1', correct: false, picked: null, share: null, mostPickedWrong: false },
    ]);
    expect(second).toMatchObject({ position: 2, answered: 10, firstAttemptCorrect: 100 });
    expect(second.options.map((o: { picked: number | null }) => o.picked)).toEqual([
      null,
      10,
      null,
      null,
      null,
    ]);
    const csv = (await ok(`/api/admin/insights/quiz.csv?${q}`)).body.split('\r\n');
    expect(csv[0]).toBe(
      'question,option,correct,picked on first attempt,picked %,most-picked wrong',
    );
    expect(csv.slice(1, 6)).toEqual([
      '1. Question 1?,A1,yes,fewer than 5,,',
      '1. Question 1?,B1,,fewer than 5,,',
      '1. Question 1?,C1,,6,60,yes',
      '1. Question 1?,D1,,fewer than 5,,',
      '1. Question 1?,E1,,fewer than 5,,',
    ]);
    expect(csv).toHaveLength(1 + 25 + 1);
  });

  it('exercises: pass rate, median attempts, the check failing most, hints and the solution', async () => {
    const q = `project=${seeded.project.id}&days=90`;
    const body = (await ok(`/api/admin/insights/exercises?${q}`)).json();
    expect(body.exercises).toEqual([
      {
        exerciseId: seeded.exercise.id,
        lessonId: seeded.l2.id,
        lessonTitle: 'Styles',
        learners: 8,
        passed: 6,
        passRate: 75,
        medianAttemptsToPass: 2,
        mostFailedCheck: 'has a heading',
        mostFailedCheckCount: 5,
        openedHints: 6,
        openedSolution: 5,
      },
    ]);
    expect((await ok(`/api/admin/insights/exercises.csv?${q}`)).body).toBe(
      [
        'lesson,learners,passed,pass rate %,median attempts to pass,most failed check,failed it,opened hints,opened the solution',
        'Styles,8,6,75,2,has a heading,5,6,5',
        '',
      ].join('\r\n'),
    );
  });
});

describe('the nightly rollup', () => {
  // Every view over every preset range, as the admin reads it (rolledUp apart).
  const views = async () => {
    const p = `project=${seeded.project.id}`;
    const l = `lesson=${seeded.l1.id}`;
    const out: Record<string, unknown> = {};
    for (const days of [7, 30, 90])
      for (const [name, q] of [
        ['funnel', p],
        ['drop-off', p],
        ['exercises', p],
        ['retention', l],
        ['quiz', l],
      ] as const) {
        const { rolledUp, ...body } = (
          await ok(`/api/admin/insights/${name}?${q}&days=${days}`)
        ).json();
        out[`${name} ${days}`] = { ...body, rolled: rolledUp !== null };
      }
    return out;
  };
  const rolledEverywhere = (v: Record<string, unknown>, rolled: boolean) =>
    Object.fromEntries(Object.entries(v).map(([k, b]) => [k, { ...(b as object), rolled }]));

  it('gives the same figures rolled up to yesterday (today live) and to today as counted live', async () => {
    const live = await views();
    expect(Object.values(live).every((v) => !(v as { rolled: boolean }).rolled)).toBe(true);
    const zone = app.config.timeZone;
    const now = new Date();

    // The night's job: yesterday and before from the rollup, today as it stands.
    const night = await rollUpInsights(app.db, zone, now);
    expect(night.through).toBe(addDays(isoInZone(now, zone).slice(0, 10), -1));
    expect(night.subjects).toBeGreaterThanOrEqual(4);
    expect(await views()).toEqual(rolledEverywhere(live, true));

    // Rolled up through today (as tomorrow's job would): every day from the rollup.
    await rollUpInsights(app.db, zone, new Date(now.getTime() + 86_400_000));
    expect(await views()).toEqual(rolledEverywhere(live, true));
    const { rolledUp } = (
      await ok(`/api/admin/insights/funnel?project=${seeded.project.id}&days=7`)
    ).json();
    expect(rolledUp).toMatchObject({ through: isoInZone(now, zone).slice(0, 10) });

    // A range before the first learner reads no rollup day; the last count is kept per subject.
    const before = (
      await ok(
        `/api/admin/insights/funnel?project=${seeded.project.id}&from=2020-01-01&to=2020-01-31`,
      )
    ).json();
    expect(before.rolledUp).toMatchObject({ through: '2020-01-31' });
    await app.db.execute(sql`delete from insight_rollup`);
    await app.db.execute(sql`delete from insight_rolled`);
  });

  it('gives the same figures when two rollups of the same night run at once', async () => {
    const live = await views();
    const zone = app.config.timeZone;
    const now = new Date();
    // A job outliving its lease beside the next one (on PostgreSQL, two connections at once).
    const [one, two] = await Promise.all([
      rollUpInsights(app.db, zone, now),
      rollUpInsights(app.db, zone, now),
    ]);
    expect(two).toEqual(one);
    expect(await views()).toEqual(rolledEverywhere(live, true));
    await app.db.execute(sql`delete from insight_rollup`);
    await app.db.execute(sql`delete from insight_rolled`);
  });

  it('is a daily job queued at start for 01:00 in Johannesburg, which rolls up and queues the next', async () => {
    type TJobRow = { id: string; run_at: string | Date; status: string };
    const jobs = async () =>
      (
        (await app.db.execute(
          sql`select id, run_at, status from job where type = 'insights.rollup' order by run_at`,
        )) as unknown as { rows: TJobRow[] }
      ).rows;
    const [queued] = await jobs();
    expect(queued?.status).toBe('pending');
    expect(new Date(queued?.run_at ?? 0).getUTCHours()).toBe(23);

    // Its night comes (the server's clock at its hour; the database's made due): the queue runs
    // it, every subject is rolled up to the day before the night's, and the next night's is queued.
    const night = new Date(queued?.run_at ?? 0);
    await app.db.execute(sql`update job set run_at = now() where id = ${queued?.id}`);
    vi.useFakeTimers({ toFake: ['Date'], now: night.getTime() + 5_000 });
    try {
      await app.jobs.runDue();
    } finally {
      vi.useRealTimers();
    }
    const after = await jobs();
    expect(after.map((j) => j.status)).toEqual(['done', 'pending']);
    expect(new Date(after[1]?.run_at ?? 0).getTime() - night.getTime()).toBe(86_400_000);
    const { rolledUp } = (
      await ok(`/api/admin/insights/quiz?lesson=${seeded.l1.id}&days=7`)
    ).json();
    const nightDay = isoInZone(night, app.config.timeZone).slice(0, 10);
    expect(rolledUp).toMatchObject({ through: addDays(nightDay, -1) });
  });
});

describe('who may ask, and what', () => {
  it('refuses a signed-out caller (401), a learner (403) and bad ranges or ids (400, 404)', async () => {
    const url = `/api/admin/insights/funnel?project=${seeded.project.id}&days=7`;
    expect((await get(url)).statusCode).toBe(401);
    const { cookie } = await signInAs(app, 'free');
    expect((await get(url, cookie)).statusCode).toBe(403);
    expect(
      (await get(`/api/admin/insights/retention.csv?lesson=${seeded.l1.id}`, cookie)).statusCode,
    ).toBe(403);
    const p = seeded.project.id;
    for (const bad of [
      `/api/admin/insights/funnel?project=${p}&days=14`,
      `/api/admin/insights/funnel?project=${p}&from=2026-01-01`,
      `/api/admin/insights/funnel?project=${p}&from=2026-02-01&to=2026-01-01`,
      `/api/admin/insights/funnel?project=${p}&from=2020-01-01&to=2099-01-01`,
      `/api/admin/insights/funnel?project=${p}&days=7&from=2026-01-01&to=2026-01-02`,
      '/api/admin/insights/funnel?project=nope&days=7',
      '/api/admin/insights/quiz?days=7',
    ])
      expect((await get(bad, admin)).statusCode, bad).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/admin/insights/drop-off?project=${unknown}`, admin)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/admin/insights/retention?lesson=${unknown}`, admin)).statusCode).toBe(
      404,
    );
  });
});
