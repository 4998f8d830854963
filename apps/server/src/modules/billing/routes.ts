import {
  ZCardLinkResponse,
  ZChangePreviewResponse,
  ZChangeSubscriptionRequest,
  ZCustomerResponse,
  ZErrorBody,
  ZOfferQuoteResponse,
  ZOfferResponse,
  ZPassQuoteResponse,
  ZPassRequest,
  ZPaymentStatusResponse,
  ZSubscribeRequest,
  ZSubscribeResponse,
  ZSubscriptionActionResponse,
} from '@thinkbuild/core';
import { ZOfferQuoteQuery } from '@thinkbuild/core/schemas/coupons';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { ERROR_RESPONSES } from '../../http/error-responses.ts';
import { requireGuardianConsent, requireUser, requireVerifiedEmail } from '../../http/guards.ts';
import { forgetUser } from '../../http/viewer-cache.ts';
import { isValidPaystackSignature } from '../../payments/webhook-signature.ts';
import {
  cancelSubscription,
  changePreview,
  changeSubscription,
  resumeSubscription,
} from './change/index.ts';
import {
  cardUpdateLink,
  customerView,
  offerQuote,
  paymentStatus,
  subscribe,
} from './checkout/index.ts';
import { offerCoupon } from './coupons/apply.ts';
import { buyPass, passQuote } from './passes/buy.ts';
import { billingContext as context, idempotencyKeyOf, learnerAction } from './shared/index.ts';
import { receiveWebhook } from './webhooks/index.ts';

const errors = { ...ERROR_RESPONSES, 503: ZErrorBody };

/** Subscriptions, the once-off offer, the customer view and payment status (SPEC.md §7). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Checkout (plans and the offer), change, cancel and resume: one at a time per learner, once per
   * Idempotency-Key (ADR 006, "One change at a time").
   */
  const once = <T>(
    request: FastifyRequest,
    userId: string,
    action: string,
    run: () => Promise<T>,
  ) =>
    learnerAction(
      app.database,
      { userId, key: idempotencyKeyOf(request), action, body: request.body },
      run,
    );

  app.post(
    '/subscription',
    { schema: { body: ZSubscribeRequest, response: { 200: ZSubscribeResponse, ...errors } } },
    async (request) => {
      // Paying needs a proven address (decisions/034) and, under 18, a parent's or guardian's
      // consent (POPIA, decisions/036): both refused before any Paystack call.
      const viewer = requireVerifiedEmail(await requireGuardianConsent(request), 'pay');
      return once(request, viewer.id, 'subscribe', () =>
        subscribe(context(app), viewer, request.body),
      );
    },
  );

  // A prepaid pass (decisions/043): what buying it does, said before paying, then its one payment.
  app.get(
    '/passes/quote',
    { schema: { querystring: ZPassRequest, response: { 200: ZPassQuoteResponse, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { pass, coupon } = request.query;
      return passQuote(context(app), await requireUser(request), pass, coupon);
    },
  );

  app.post(
    '/passes',
    { schema: { body: ZPassRequest, response: { 200: ZSubscribeResponse, ...errors } } },
    async (request) => {
      const viewer = requireVerifiedEmail(await requireGuardianConsent(request), 'pay');
      return once(request, viewer.id, 'pass', () =>
        buyPass(context(app), viewer, request.body.pass, request.body.coupon, request.body.channel),
      );
    },
  );

  app.get('/offer', { schema: { response: { 200: ZOfferResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    // `vat`: prices are shown "incl. 15% VAT" while VAT_NUMBER is set (decisions/044).
    return { ...app.config.offer, vat: app.config.vat !== null };
  });

  // What buying the offer does to the learner's subscription, said before paying (decisions/028).
  app.get(
    '/offer/quote',
    {
      schema: {
        querystring: ZOfferQuoteQuery,
        response: { 200: ZOfferQuoteResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const viewer = await requireUser(request);
      const quote = await offerQuote(context(app), viewer);
      const { coupon } = request.query;
      // What a typed code does to the offer's price (decisions/043).
      return coupon ? { ...quote, coupon: await offerCoupon(context(app), viewer, coupon) } : quote;
    },
  );

  app.get(
    '/subscription/change',
    {
      schema: {
        querystring: ZChangeSubscriptionRequest,
        response: { 200: ZChangePreviewResponse, ...errors },
      },
    },
    async (request) => changePreview(context(app), await requireUser(request), request.query.plan),
  );

  app.post(
    '/subscription/change',
    {
      schema: {
        body: ZChangeSubscriptionRequest,
        response: { 200: ZSubscriptionActionResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = requireVerifiedEmail(await requireGuardianConsent(request), 'pay');
      return once(request, viewer.id, 'change', () =>
        changeSubscription(context(app), viewer, request.body.plan),
      );
    },
  );

  app.post(
    '/subscription/card',
    { schema: { response: { 200: ZCardLinkResponse, ...errors } } },
    async (request) => cardUpdateLink(context(app), await requireUser(request)),
  );

  app.post(
    '/subscription/cancel',
    { schema: { response: { 200: ZSubscriptionActionResponse, ...errors } } },
    async (request) => {
      const viewer = await requireUser(request);
      return once(request, viewer.id, 'cancel', () =>
        cancelSubscription(context(app), viewer, app.config.timeZone),
      );
    },
  );

  // Undoes a cancel while the paid period lasts: the same renewal date, nothing charged now.
  app.post(
    '/subscription/resume',
    { schema: { response: { 200: ZSubscriptionActionResponse, ...errors } } },
    async (request) => {
      const viewer = await requireUser(request);
      return once(request, viewer.id, 'resume', () => resumeSubscription(context(app), viewer));
    },
  );

  app.get(
    '/customer/:email',
    {
      schema: {
        params: z.object({ email: z.string().min(1).max(254) }),
        response: { 200: ZCustomerResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return customerView(context(app), await requireUser(request), request.params.email);
    },
  );

  app.get(
    '/payments/:reference',
    {
      schema: {
        params: z.object({ reference: z.string().min(1).max(100) }),
        response: { 200: ZPaymentStatusResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await requireUser(request);
      const status = await paymentStatus(context(app), user, request.params.reference);
      // Reading the status may have applied the payment (verify): the learner's next /api/me
      // must show the new access, not a session cached before it.
      void forgetUser(app.cache, user.id);
      return status;
    },
  );

  // Paystack's webhook: the signature is checked on the exact bytes before anything is parsed.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_r, body, done) => done(null, body),
    );
    // Paystack sends every learner's renewals from a few addresses: the per-address limit of
    // the API would turn a busy renewal day into refused webhooks. The signature check is the
    // gate here, and it runs before any parsing or database work.
    hook.post('/webhooks/paystack', { config: { rateLimit: false } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-paystack-signature'];
      if (!isValidPaystackSignature(app.payments.webhookSecret, raw, signature)) {
        request.log.warn('paystack webhook refused: bad or missing signature');
        throw new AppError('UNAUTHENTICATED', 'Invalid signature');
      }
      const outcome = await receiveWebhook(app, raw);
      return { received: true, outcome };
    });
  });
};
