import {
  ZRedeemSponsorCodeRequest,
  ZRedeemSponsorCodeResponse,
} from '@thinkbuild/core/schemas/sponsor-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../http/error-responses.ts';
import { requireUser } from '../../../http/guards.ts';
import { limitedPerUser } from '../../../http/user-limits.ts';
import { forgetUser } from '../../../http/viewer-cache.ts';
import { redeemSponsorCode } from './redeem.ts';

/**
 * Redeem attempts a minute: a learner types a few codes at most; an address may be a whole
 * classroom redeeming its batch at once. With 60-bit codes neither leaves guessing any chance.
 */
export const REDEEMS_PER_LEARNER = 10;
export const REDEEMS_PER_ADDRESS = 60;

/** POST /api/sponsor-codes/redeem: a learner redeems a code for its pass (decisions/043). */
export const sponsorRoutes: FastifyPluginAsyncZod = async (app) => {
  const perLearner = limitedPerUser(app, 'sponsor-codes/redeem', REDEEMS_PER_LEARNER, ['user']);
  const perAddress = limitedPerUser(app, 'sponsor-codes/redeem', REDEEMS_PER_ADDRESS, ['ip']);

  app.post(
    '/sponsor-codes/redeem',
    {
      schema: {
        body: ZRedeemSponsorCodeRequest,
        response: { 200: ZRedeemSponsorCodeResponse, ...ERROR_RESPONSES },
      },
      // Signed in first, so a visitor's tries count nowhere and get their 401.
      onRequest: async (request) => {
        await requireUser(request);
      },
      preHandler: [perAddress, perLearner],
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const redeemed = await redeemSponsorCode(
        { db: app.db, timeZone: app.config.timeZone },
        viewer,
        request.body.code,
      );
      // The learner's next /api/me must carry the pass's tier, not a session cached before it.
      await forgetUser(app.cache, viewer.id);
      reply.header('cache-control', 'no-store');
      return redeemed;
    },
  );
};
