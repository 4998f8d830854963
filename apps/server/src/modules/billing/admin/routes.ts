import {
  isoInZone,
  ZAdminBilling,
  ZAdminSubscribersPage,
  ZAdminSubscribersQuery,
  ZErrorBody,
  ZJobIdParams,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http/app-error.ts';
import { retryFailedJob } from '../../../jobs/admin-views.ts';
import { ledgerTaxColumns } from '../invoices/index.ts';
import { ledgerCsv, listLedger } from './ledger.ts';
import { enqueueReconcileNow } from './reconcile.ts';
import { subscribersPage } from './subscribers.ts';
import { billingSummary } from './summary.ts';

const errors = { 401: ZErrorBody, 403: ZErrorBody };

/**
 * /api/admin/billing: the revenue view, the subscribers list and the payments ledger, behind the
 * admin guard of every /api/admin route (http/admin-scope.ts).
 */
export const adminBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/billing', { schema: { response: { 200: ZAdminBilling, ...errors } } }, () =>
    billingSummary(app.db),
  );

  app.get(
    '/billing/subscribers',
    {
      schema: {
        querystring: ZAdminSubscribersQuery,
        response: { 200: ZAdminSubscribersPage, 400: ZErrorBody, ...errors },
      },
    },
    (request) => subscribersPage(app.db, request.query),
  );

  // "Reconcile with Paystack now": queued, so it runs on one server like the daily run.
  app.post(
    '/billing/reconcile',
    { schema: { response: { 202: z.object({ queued: z.literal(true) }), ...errors } } },
    async (request, reply) => {
      await enqueueReconcileNow(app.db);
      request.log.info('admin asked to reconcile with Paystack');
      return reply.status(202).send({ queued: true });
    },
  );

  // Retry a job that exhausted its attempts: it is due again, with its attempts afresh.
  app.post(
    '/billing/jobs/:id/retry',
    {
      schema: {
        params: ZJobIdParams,
        response: {
          200: z.object({ id: z.string(), type: z.string() }),
          400: ZErrorBody,
          404: ZErrorBody,
          ...errors,
        },
      },
    },
    async (request) => {
      const retried = await retryFailedJob(app.db, request.params.id, 'billing.');
      if (!retried) throw notFound('No failed job has that id');
      request.log.info({ job: retried.id, type: retried.type }, 'admin retried a failed job');
      return retried;
    },
  );

  // A text/csv string is sent as it is: Fastify serializes only JSON answers.
  const csv = { response: { 200: z.string(), ...errors } };
  app.get('/billing/payments.csv', { schema: csv }, async (_request, reply) => {
    const { timeZone } = app.config;
    const day = isoInZone(new Date(), timeZone).slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="thinkbuild-payments-${day}.csv"`)
      .send(ledgerCsv(await listLedger(app.db), timeZone, await ledgerTaxColumns(app.db)));
  });
};
