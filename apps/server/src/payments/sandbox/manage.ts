import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/escape-html.ts';
import { TEST_CARDS } from './cards.ts';
import { SandboxError, type TSandboxEngine } from './engine.ts';
import { page } from './pages.ts';
import {
  newAuthorization,
  type TAuthorizationRecord,
  type TSubscriptionRecord,
} from './records.ts';

const managePath = (sub: TSubscriptionRecord) =>
  `/sandbox/paystack/manage/${encodeURIComponent(sub.subscription_code)}/${encodeURIComponent(sub.email_token)}`;

/** `GET /subscription/:code/manage/link`: Paystack's page where the customer changes the card. */
export function registerSandboxManageApi(
  app: FastifyInstance,
  options: { engine: TSandboxEngine; publicUrl: string },
) {
  app.get<{ Params: { code: string } }>(
    '/sandbox/paystack/subscription/:code/manage/link',
    async (request) => {
      const sub = await options.engine.store.get<TSubscriptionRecord>(
        'subscription',
        request.params.code,
      );
      if (!sub) throw new SandboxError(404, 'Subscription not found');
      return {
        status: true,
        message: 'Link generated',
        data: { link: `${options.publicUrl}${managePath(sub)}` },
      };
    },
  );
}

/**
 * The card-update page the manage link opens (plain HTML form, works under our CSP): it shows
 * the card on the subscription and replaces it with another Paystack test card, a Mastercard
 * ending in 2950, which later renewals charge.
 */
export function registerSandboxManagePage(app: FastifyInstance, engine: TSandboxEngine) {
  const find = async (params: { code: string; token: string }) => {
    const sub = await engine.store.get<TSubscriptionRecord>('subscription', params.code);
    if (!sub || sub.email_token !== params.token) {
      throw new SandboxError(404, 'This link is not valid');
    }
    return sub;
  };

  app.get<{ Params: { code: string; token: string } }>(
    '/sandbox/paystack/manage/:code/:token',
    async (request, reply) => {
      const sub = await find(request.params);
      const card = await engine.need<TAuthorizationRecord>(
        'authorization',
        sub.authorization_code,
        'Authorization',
      );
      const done = (request.query as { updated?: string }).updated === '1';
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Update your card',
            `<span class="badge">Sandbox · test mode, no money moves</span>
<h1>Update your card</h1>
${done ? '<p role="status"><strong>Your card was updated.</strong> Your next payment uses it.</p>' : ''}
<dl><div><dt>Card on this subscription</dt><dd>${escapeHtml(card.brand)} •••• ${escapeHtml(card.last4)}</dd></div></dl>
<form method="post" action="${managePath(sub)}"><div class="actions"><button class="pay" type="submit">Use the Mastercard test card •••• 2950</button></div></form>`,
          ),
        );
    },
  );

  app.post<{ Params: { code: string; token: string } }>(
    '/sandbox/paystack/manage/:code/:token',
    async (request, reply) => {
      const sub = await find(request.params);
      const card = newAuthorization(TEST_CARDS['2950'], sub.customer_code, 5);
      await engine.store.put('authorization', card.authorization_code, card);
      await engine.store.put('subscription', sub.subscription_code, {
        ...sub,
        authorization_code: card.authorization_code,
      });
      return reply.redirect(`${managePath(sub)}?updated=1`, 303);
    },
  );
}
