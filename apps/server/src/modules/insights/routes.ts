import {
  ZErrorBody,
  ZInsightsDropOff,
  ZInsightsExercises,
  ZInsightsFunnel,
  ZInsightsLessonQuery,
  ZInsightsMoney,
  ZInsightsProjectQuery,
  ZInsightsProjects,
  ZInsightsQuiz,
  ZInsightsRetention,
} from '@thinkbuild/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dropOffCsv, exercisesCsv, funnelCsv, moneyCsv, quizCsv, retentionCsv } from './csv.ts';
import {
  dropOff,
  exercises,
  funnel,
  money,
  projectsForInsights,
  quiz,
  retention,
  spanOf,
} from './service.ts';

const errors = { 401: ZErrorBody, 403: ZErrorBody };
const withBadInput = { 400: ZErrorBody, 404: ZErrorBody, ...errors };
// A text/csv string is sent as it is: Fastify serializes only JSON answers.
const csvResponse = { 200: z.string(), ...withBadInput };

function sendCsv(
  reply: FastifyReply,
  name: string,
  range: { from: string; to: string },
  body: string,
) {
  return reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="thinkbuild-insights-${name}-${range.from}-to-${range.to}.csv"`,
    )
    .send(body);
}

/**
 * /api/admin/insights: the author's views of a project or a lesson over a range of days, each as
 * JSON (the charts and tables) and as CSV, behind the admin guard of every /api/admin route.
 */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const span = (q: Parameters<typeof spanOf>[0]) => spanOf(q, new Date(), app.config.timeZone);

  app.get(
    '/insights/projects',
    { schema: { response: { 200: ZInsightsProjects, ...errors } } },
    () => projectsForInsights(app.db),
  );

  const project = { querystring: ZInsightsProjectQuery };
  const lesson = { querystring: ZInsightsLessonQuery };

  app.get(
    '/insights/funnel',
    { schema: { ...project, response: { 200: ZInsightsFunnel, ...withBadInput } } },
    (r) => funnel(app.db, r.query.project, span(r.query)),
  );
  app.get(
    '/insights/funnel.csv',
    { schema: { ...project, response: csvResponse } },
    async (r, reply) => {
      const v = await funnel(app.db, r.query.project, span(r.query));
      return sendCsv(reply, 'funnel', v.range, funnelCsv(v));
    },
  );

  app.get(
    '/insights/drop-off',
    { schema: { ...project, response: { 200: ZInsightsDropOff, ...withBadInput } } },
    (r) => dropOff(app.db, r.query.project, span(r.query)),
  );
  app.get(
    '/insights/drop-off.csv',
    { schema: { ...project, response: csvResponse } },
    async (r, reply) => {
      const v = await dropOff(app.db, r.query.project, span(r.query));
      return sendCsv(reply, 'drop-off', v.range, dropOffCsv(v));
    },
  );

  app.get(
    '/insights/exercises',
    { schema: { ...project, response: { 200: ZInsightsExercises, ...withBadInput } } },
    (r) => exercises(app.db, r.query.project, span(r.query)),
  );
  app.get(
    '/insights/exercises.csv',
    { schema: { ...project, response: csvResponse } },
    async (r, reply) => {
      const v = await exercises(app.db, r.query.project, span(r.query));
      return sendCsv(reply, 'exercises', v.range, exercisesCsv(v));
    },
  );

  app.get(
    '/insights/retention',
    { schema: { ...lesson, response: { 200: ZInsightsRetention, ...withBadInput } } },
    // The batches this server still holds count too (learning's buffer, decisions/045).
    async (r) => {
      await app.watching.flush();
      return retention(app.db, r.query.lesson, span(r.query));
    },
  );
  app.get(
    '/insights/retention.csv',
    { schema: { ...lesson, response: csvResponse } },
    async (r, reply) => {
      await app.watching.flush();
      const v = await retention(app.db, r.query.lesson, span(r.query));
      return sendCsv(reply, 'retention', v.range, retentionCsv(v));
    },
  );

  app.get(
    '/insights/quiz',
    { schema: { ...lesson, response: { 200: ZInsightsQuiz, ...withBadInput } } },
    (r) => quiz(app.db, r.query.lesson, span(r.query)),
  );
  app.get(
    '/insights/quiz.csv',
    { schema: { ...lesson, response: csvResponse } },
    async (r, reply) => {
      const v = await quiz(app.db, r.query.lesson, span(r.query));
      return sendCsv(reply, 'quiz', v.range, quizCsv(v));
    },
  );

  app.get('/insights/money', { schema: { response: { 200: ZInsightsMoney, ...errors } } }, () =>
    money(app.db, app.config.timeZone),
  );
  app.get(
    '/insights/money.csv',
    { schema: { response: { 200: z.string(), ...errors } } },
    async (_r, reply) => {
      const v = await money(app.db, app.config.timeZone);
      const range = { from: v.months[0]?.month ?? '', to: v.months.at(-1)?.month ?? '' };
      return sendCsv(reply, 'money', range, moneyCsv(v));
    },
  );
};
