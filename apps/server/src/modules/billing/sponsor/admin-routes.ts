import { isoInZone, ZErrorBody } from '@thinkbuild/core';
import {
  ZRevokeSponsorBatchResponse,
  ZSponsorBatch,
  ZSponsorBatches,
  ZSponsorBatchParams,
  ZSponsorBatchRequest,
} from '@thinkbuild/core/schemas/sponsor-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../http/guards.ts';
import { batchCsv, batchList, createBatch, revokeBatch } from './batches.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/**
 * /api/admin/billing/sponsor-batches (decisions/043): make a batch of codes someone paid for,
 * list the batches with their redemptions, download a batch's codes, revoke its unused ones.
 * Behind the admin guard of every /api/admin route (http/admin-scope.ts).
 */
export const sponsorAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/sponsor-batches',
    { schema: { response: { 200: ZSponsorBatches, ...errors } } },
    () => batchList(app.db),
  );

  app.post(
    '/billing/sponsor-batches',
    { schema: { body: ZSponsorBatchRequest, response: { 201: ZSponsorBatch, ...errors } } },
    async (request, reply) => {
      const admin = await requireUser(request);
      const batch = await createBatch(app.db, admin.id, request.body);
      request.log.info(
        { batch: batch.id, tier: batch.tier, months: batch.months, size: batch.size },
        'admin made a batch of sponsor codes',
      );
      return reply.status(201).send(batch);
    },
  );

  // A text/csv string is sent as it is: Fastify serializes only JSON answers.
  app.get(
    '/billing/sponsor-batches/:id/codes.csv',
    { schema: { params: ZSponsorBatchParams, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      const { timeZone } = app.config;
      const { batch, csv } = await batchCsv(app.db, request.params.id, timeZone);
      const day = isoInZone(batch.createdAt, timeZone).slice(0, 10);
      const name = `thinkbuild-sponsor-codes-${batch.tier}-${batch.months}m-${day}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );

  app.post(
    '/billing/sponsor-batches/:id/revoke',
    {
      schema: {
        params: ZSponsorBatchParams,
        response: { 200: ZRevokeSponsorBatchResponse, ...errors },
      },
    },
    async (request) => {
      const revoked = await revokeBatch(app.db, request.params.id);
      request.log.info({ batch: request.params.id, ...revoked }, 'admin revoked sponsor codes');
      return revoked;
    },
  );
};
