import {
  isoInZone,
  rangeInput,
  resolveRange,
  type TInsightsDropOff,
  type TInsightsExercises,
  type TInsightsFunnel,
  type TInsightsMoney,
  type TInsightsQuiz,
  type TInsightsRangeQuery,
  type TInsightsRetention,
} from '@thinkbuild/core';
import { addDays, startOfDay } from '@thinkbuild/core/calendar-days';
import type { TDb } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { moneyByMonth } from '../billing/service.ts';
import {
  dropOffView,
  exercisesView,
  funnelView,
  insightsProjects,
  quizView,
  retentionView,
  type TSpan,
} from '../learning/service.ts';

/*
 * The admin's Insights (decisions/046): each view for a project or a lesson over a range of days
 * in the site's calendar (TIME_ZONE, Johannesburg's by default). The figures come from learning
 * (the course tables) and billing (money); this module owns no table.
 */

export const NO_SUCH_PROJECT = 'No project has that id';
export const NO_SUCH_LESSON = 'No lesson has that id';

/** The moments and days a range query covers, today being `now` in `timeZone`; 400 when it cannot. */
export function spanOf(query: TInsightsRangeQuery, now: Date, timeZone: string): TSpan {
  const today = isoInZone(now, timeZone).slice(0, 10);
  const range = resolveRange(rangeInput(query), today);
  if ('error' in range) throw new AppError('VALIDATION', range.error, { from: range.error });
  return {
    fromDay: range.from,
    toDay: range.to,
    fromAt: startOfDay(range.from, timeZone),
    toAt: startOfDay(addDays(range.to, 1), timeZone),
    timeZone,
  };
}

const rangeOf = (span: TSpan) => ({ from: span.fromDay, to: span.toDay });

export const projectsForInsights = async (db: TDb) => ({ projects: await insightsProjects(db) });

/** The project's title and slug, or 404. */
export async function requireProject(db: TDb, projectId: string) {
  const found = (await insightsProjects(db)).find((p) => p.id === projectId);
  if (!found) throw notFound(NO_SUCH_PROJECT);
  return found;
}

export async function funnel(db: TDb, projectId: string, span: TSpan): Promise<TInsightsFunnel> {
  await requireProject(db, projectId);
  return { range: rangeOf(span), ...(await funnelView(db, projectId, span)) };
}

export async function dropOff(db: TDb, projectId: string, span: TSpan): Promise<TInsightsDropOff> {
  await requireProject(db, projectId);
  return { range: rangeOf(span), ...(await dropOffView(db, projectId, span)) };
}

export async function exercises(
  db: TDb,
  projectId: string,
  span: TSpan,
): Promise<TInsightsExercises> {
  await requireProject(db, projectId);
  return { range: rangeOf(span), ...(await exercisesView(db, projectId, span)) };
}

export async function retention(
  db: TDb,
  lessonId: string,
  span: TSpan,
): Promise<TInsightsRetention> {
  const view = await retentionView(db, lessonId, span);
  if (!view) throw notFound(NO_SUCH_LESSON);
  return { range: rangeOf(span), ...view };
}

export async function quiz(db: TDb, lessonId: string, span: TSpan): Promise<TInsightsQuiz> {
  const view = await quizView(db, lessonId, span);
  if (!view) throw notFound(NO_SUCH_LESSON);
  return { range: rangeOf(span), ...view };
}

/** The last 12 months of money, from billing by the same rules as /admin/billing. */
export const money = (db: TDb, timeZone: string, now = new Date()): Promise<TInsightsMoney> =>
  moneyByMonth(db, timeZone, now);
