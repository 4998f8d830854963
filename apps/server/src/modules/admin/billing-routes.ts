import {
  isoInZone,
  ZAdminBilling,
  ZAdminSubscribersPage,
  ZAdminSubscribersQuery,
  ZErrorBody,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ledgerCsv, listLedger } from './billing-ledger.ts';
import { billingSummary } from './billing-service.ts';
import { subscribersPage } from './billing-subscribers.ts';

const errors = { 401: ZErrorBody, 403: ZErrorBody };

/**
 * /api/admin/billing: the revenue view, the subscribers list and the payments ledger (the
 * admin guard is the parent's, and runs before the query is validated).
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

  // A text/csv string is sent as it is: Fastify serializes only JSON answers.
  const csv = { response: { 200: z.string(), ...errors } };
  app.get('/billing/payments.csv', { schema: csv }, async (_request, reply) => {
    const { timeZone } = app.config;
    const day = isoInZone(new Date(), timeZone).slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="thinkbuild-payments-${day}.csv"`)
      .send(ledgerCsv(await listLedger(app.db), timeZone));
  });
};
