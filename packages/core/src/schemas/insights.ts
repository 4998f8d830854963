import { z } from 'zod';
import { INSIGHTS_PRESETS, type TInsightsRangeInput } from '../insights.ts';
import { SECTIONS } from '../sections.ts';

/*
 * The admin's Insights (/api/admin/insights, docs/decisions/046): what each view asks and
 * answers. A count is a number of at least 5 or null ("fewer than 5"); a share is a percentage
 * to one decimal or null when it would tell a hidden count.
 */

const ZDay = z.iso.date();

/** ?days=7|30|90 or ?from=YYYY-MM-DD&to=YYYY-MM-DD (the site's calendar); the last 30 days when none. */
export const ZInsightsRangeQuery = z
  .object({
    days: z
      .enum(INSIGHTS_PRESETS.map(String) as ['7', '30', '90'])
      .optional()
      .describe('the last 7, 30 or 90 days, today included'),
    from: ZDay.optional(),
    to: ZDay.optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    message: 'Give both from and to, or neither',
    path: ['to'],
  })
  .refine((q) => !(q.days && q.from), {
    message: 'Give either days or from and to',
    path: ['days'],
  });
export type TInsightsRangeQuery = z.infer<typeof ZInsightsRangeQuery>;

/** The range a query asks for, before it is checked against today (core's resolveRange). */
export function rangeInput(q: TInsightsRangeQuery): TInsightsRangeInput {
  if (q.from && q.to) return { from: q.from, to: q.to };
  return {
    days: Number(q.days ?? 30) as TInsightsRangeInput extends { days: infer D } ? D : never,
  };
}

export const ZInsightsProjectQuery = ZInsightsRangeQuery.and(z.object({ project: z.uuid() }));
export type TInsightsProjectQuery = z.infer<typeof ZInsightsProjectQuery>;
export const ZInsightsLessonQuery = ZInsightsRangeQuery.and(z.object({ lesson: z.uuid() }));
export type TInsightsLessonQuery = z.infer<typeof ZInsightsLessonQuery>;

const ZCount = z.number().int().min(5).nullable();
const ZShare = z.number().min(0).nullable();
const ZRange = z.object({ from: ZDay, to: ZDay });

export const ZInsightsProjects = z.object({
  projects: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      category: z.string(),
      slug: z.string(),
      lessons: z.array(
        z.object({
          id: z.uuid(),
          title: z.string(),
          section: z.enum(SECTIONS),
          number: z.number().int(),
          durationSeconds: z.number().nullable(),
        }),
      ),
    }),
  ),
});
export type TInsightsProjects = z.infer<typeof ZInsightsProjects>;

/**
 * How a view was counted (decisions/046): the range's days up to `through` from the daily
 * rollup made at `at`, the later days (today among them) as they stand; null when every day of
 * the range was counted as it stands.
 */
export const ZInsightsRolledUp = z.object({ through: ZDay, at: z.iso.datetime() }).nullable();

export const ZInsightsFunnel = z.object({
  range: ZRange,
  rolledUp: ZInsightsRolledUp,
  steps: z.array(
    z.object({
      label: z.string(),
      count: ZCount,
      keptFromPrevious: ZShare,
      keptFromStart: ZShare,
    }),
  ),
});
export type TInsightsFunnel = z.infer<typeof ZInsightsFunnel>;

export const ZInsightsDropOff = z.object({
  range: ZRange,
  rolledUp: ZInsightsRolledUp,
  lessons: z.array(
    z.object({
      lessonId: z.uuid(),
      title: z.string(),
      started: ZCount,
      completed: ZCount,
      completedShare: ZShare,
      mostLeftAfter: z.boolean(),
    }),
  ),
});
export type TInsightsDropOff = z.infer<typeof ZInsightsDropOff>;

export const ZInsightsRetention = z.object({
  range: ZRange,
  rolledUp: ZInsightsRolledUp,
  lesson: z.object({
    id: z.uuid(),
    title: z.string(),
    durationSeconds: z.number().nullable(),
    /** Where the lesson opens (a moment is ?t=<seconds> on it). */
    category: z.string(),
    project: z.string(),
    section: z.enum(SECTIONS),
    number: z.number().int(),
  }),
  starters: ZCount,
  points: z.array(
    z.object({
      second: z.number().int(),
      viewers: ZCount,
      share: ZShare,
      rewatch: z.number().nullable(),
      mostRewatched: z.boolean(),
    }),
  ),
});
export type TInsightsRetention = z.infer<typeof ZInsightsRetention>;

export const ZInsightsQuiz = z.object({
  range: ZRange,
  rolledUp: ZInsightsRolledUp,
  lesson: z.object({ id: z.uuid(), title: z.string() }),
  questions: z.array(
    z.object({
      position: z.number().int(),
      question: z.string(),
      answered: ZCount,
      firstAttemptCorrect: ZShare,
      options: z.array(
        z.object({
          text: z.string(),
          correct: z.boolean(),
          picked: ZCount,
          share: ZShare,
          mostPickedWrong: z.boolean(),
        }),
      ),
    }),
  ),
});
export type TInsightsQuiz = z.infer<typeof ZInsightsQuiz>;

export const ZInsightsExercises = z.object({
  range: ZRange,
  rolledUp: ZInsightsRolledUp,
  exercises: z.array(
    z.object({
      exerciseId: z.uuid(),
      lessonId: z.uuid(),
      lessonTitle: z.string(),
      learners: ZCount,
      passed: ZCount,
      passRate: ZShare,
      medianAttemptsToPass: z.number().int().nullable(),
      mostFailedCheck: z.string().nullable(),
      mostFailedCheckCount: ZCount,
      openedHints: ZCount,
      openedSolution: ZCount,
    }),
  ),
});
export type TInsightsExercises = z.infer<typeof ZInsightsExercises>;

export const ZInsightsMoney = z.object({
  currency: z.string(),
  /** Today's MRR, as /admin/billing shows it. */
  mrrNow: z.number().int(),
  months: z.array(
    z.object({
      /** "2027-03", the site's calendar. */
      month: z.string(),
      mrr: z.number().int(),
      newSubscribers: ZCount,
      lostSubscribers: ZCount,
      offerRevenue: z.number().int(),
      passRevenue: z.number().int(),
      refunds: z.number().int(),
    }),
  ),
});
export type TInsightsMoney = z.infer<typeof ZInsightsMoney>;
