import { ZErrorBody } from '@thinkbuild/core';
import {
  ZAdminCoupon,
  ZAdminCoupons,
  ZCouponIdParams,
  ZCreateCouponRequest,
} from '@thinkbuild/core/schemas/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../../http/guards.ts';
import { createCoupon, disableCoupon, listCoupons } from './admin.ts';

const errors = { 401: ZErrorBody, 403: ZErrorBody };

/**
 * /api/admin/billing/coupons: the admin's coupons (decisions/043), behind the admin guard of every
 * /api/admin route (http/admin-scope.ts).
 */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/billing/coupons', { schema: { response: { 200: ZAdminCoupons, ...errors } } }, () =>
    listCoupons(app.db, app.config.timeZone),
  );

  app.post(
    '/billing/coupons',
    {
      schema: {
        body: ZCreateCouponRequest,
        response: { 201: ZAdminCoupon, 400: ZErrorBody, 409: ZErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const created = await createCoupon(app.db, admin.id, request.body, app.config.timeZone);
      request.log.info({ coupon: created.code }, 'admin made a coupon');
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/billing/coupons/:id/disable',
    {
      schema: {
        params: ZCouponIdParams,
        response: { 200: ZAdminCoupon, 400: ZErrorBody, 404: ZErrorBody, ...errors },
      },
    },
    async (request) => {
      const disabled = await disableCoupon(app.db, request.params.id, app.config.timeZone);
      request.log.info({ coupon: disabled.code }, 'admin disabled a coupon');
      return disabled;
    },
  );
};
