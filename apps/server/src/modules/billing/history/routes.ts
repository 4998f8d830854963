import { ZBillingHistoryResponse, ZReceiptResponse } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES } from '../../../http/error-responses.ts';
import { requireUser } from '../../../http/guards.ts';
import { billingHistory, receiptOf } from './history.ts';

/** The signed-in learner's billing history and their receipts (decisions/031). */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/history',
    { schema: { response: { 200: ZBillingHistoryResponse, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return billingHistory(app.db, viewer.id, app.config.timeZone);
    },
  );

  app.get(
    '/billing/receipts/:reference',
    {
      schema: {
        params: z.object({ reference: z.string().min(1).max(100) }),
        response: { 200: ZReceiptResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header('cache-control', 'no-store');
      const receipt = await receiptOf(app.db, viewer.id, request.params.reference);
      return { ...receipt, vat: app.config.vat !== null };
    },
  );
};
