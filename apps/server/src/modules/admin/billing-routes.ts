import { ZAdminBilling, ZErrorBody } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingSummary, paymentsCsv } from './billing-service.ts';

const errors = { 401: ZErrorBody, 403: ZErrorBody };

/** /api/admin/billing: the revenue view and the payments export (the admin guard is the parent's). */
export const adminBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/billing', { schema: { response: { 200: ZAdminBilling, ...errors } } }, () =>
    billingSummary(app.db),
  );

  // A text/csv string is sent as it is: Fastify serializes only JSON answers.
  const csv = { response: { 200: z.string(), ...errors } };
  app.get('/billing/payments.csv', { schema: csv }, async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="thinkbuild-payments-${day}.csv"`)
      .send(await paymentsCsv(app.db));
  });
};
