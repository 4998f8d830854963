import { DEFAULT_TIME_ZONE, formatPaymentDate, formatPrice } from '@thinkbuild/core';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { shownPlanName } from '../provider.ts';
import { bankChoicesHtml } from './bank-choices.ts';
import type { TSandboxControls } from './controls.ts';
import type { TSandboxDisputes } from './disputes.ts';
import { SandboxError, type TSandboxEngine } from './engine.ts';
import type { TCustomerRecord, TPlanRecord, TSubscriptionRecord } from './records.ts';
import type { TSandboxRefunds } from './refunds.ts';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:24px 16px}
main{max-width:440px;margin:24px auto;background:#fff;border-radius:16px;box-shadow:0 1px 3px #0002;padding:28px}
main.wide{max-width:880px}.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:4px 12px;font-size:13px;font-weight:600}
h1{font-size:22px;margin:14px 0 4px}.amount{font-size:32px;font-weight:800;margin:8px 0 4px}.muted{color:#475569;font-size:14px}
dl{margin:20px 0;border-top:1px solid #e2e8f0}dl div{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid #e2e8f0}dt{color:#475569}dd{margin:0;font-weight:600;text-align:right;word-break:break-all}
form{margin:0}.actions{display:grid;gap:10px;margin-top:20px}button{font:inherit;font-weight:700;border:0;border-radius:10px;padding:12px 16px;cursor:pointer;width:100%}
.pay{background:#0a7d4f;color:#fff}.decline{background:#fff;color:#b91c1c;box-shadow:inset 0 0 0 2px #fecaca}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:8px;border-bottom:1px solid #e2e8f0;vertical-align:top}
td form{display:inline}td button{width:auto;padding:6px 10px;font-size:13px;background:#e0e7ff;color:#3730a3;margin:2px}a{color:#4338ca}
@media (max-width:640px){main{padding:20px}thead{display:none}table,tbody,tr,td{display:block}tr{border-bottom:1px solid #e2e8f0;padding:10px 0}td{border:0;padding:3px 0}}`;

export const page = (title: string, body: string, wide = false) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} | Paystack sandbox</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body><main${wide ? ' class="wide"' : ''}>${body}</main></body></html>`;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);

/** Where the learner goes back to, with Paystack's `trxref` and `reference` parameters. */
export function callbackTarget(callbackUrl: string, reference: string) {
  const url = new URL(callbackUrl);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.toString();
}

/**
 * The sandbox's browser pages (development only): the checkout with the test card and Pay /
 * Decline, and a control page that makes renewals happen now. Plain HTML forms, no script, so
 * they work under the site's Content-Security-Policy.
 */
export function registerSandboxPages(
  app: FastifyInstance,
  engine: TSandboxEngine,
  controls: TSandboxControls,
  refunds: TSandboxRefunds,
  disputes: TSandboxDisputes,
  /** More of the control page: the levers and the refunds (levers.ts). */
  more: () => Promise<string> = async () => '',
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.setErrorHandler((error: Error, request, reply) => {
    const status =
      error instanceof SandboxError
        ? error.statusCode
        : ((error as FastifyError).statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'sandbox page error');
    // A script (the control's JSON callers, tests) gets a refusal in the API's error shape.
    if (error instanceof AppError && request.headers.accept?.includes('application/json'))
      return reply.status(status).send({ code: error.code, message: error.message });
    return html(
      reply,
      status,
      page(
        'Sandbox',
        `<h1>Sandbox</h1><p>${escapeHtml(status < 500 ? error.message : 'Something went wrong.')}</p>`,
      ),
    );
  });

  app.get<{ Params: { access: string } }>(
    '/sandbox/paystack/checkout/:access',
    async (request, reply) => {
      const { tx, customer, plan } = await engine.transactionByAccessCode(request.params.access);
      // The plan's name as the learner knows it: Paystack's plan name carries our code.
      const what = plan ? shownPlanName(plan.name) : 'Special offer: lifetime access';
      const money = formatPrice({ amount: tx.amount, currency: tx.currency });
      const base = `/sandbox/paystack/checkout/${encodeURIComponent(tx.access_code)}`;
      const done =
        tx.status === 'abandoned'
          ? `<div class="actions"><form method="post" action="${base}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${base}/decline"><button class="decline" type="submit">Decline</button></form></div>${bankChoicesHtml(tx, base)}`
          : `<p role="status"><strong>This payment is ${tx.status === 'success' ? 'complete' : tx.status === 'pending' ? 'waiting for the bank' : 'declined'}.</strong></p>${tx.callback_url ? `<p><a href="${escapeHtml(callbackTarget(tx.callback_url, tx.reference))}">Return to ThinkBuild</a></p>` : ''}`;
      return html(
        reply,
        200,
        page(
          'Checkout',
          `<span class="badge">Sandbox · test mode, no money moves</span>
<h1>${escapeHtml(what)}</h1>
<p class="amount">${escapeHtml(money)}</p>
<p class="muted">${plan ? `Billed ${escapeHtml(plan.interval)} until you cancel.` : 'Paid once.'}</p>
<dl><div><dt>Email</dt><dd>${escapeHtml(customer.email)}</dd></div>
<div><dt>Card</dt><dd>Visa test card •••• 4081</dd></div>
<div><dt>Reference</dt><dd>${escapeHtml(tx.reference)}</dd></div></dl>${done}`,
        ),
      );
    },
  );

  for (const action of ['pay', 'decline'] as const) {
    app.post<{ Params: { access: string } }>(
      `/sandbox/paystack/checkout/:access/${action}`,
      async (request, reply) => {
        const tx =
          action === 'pay'
            ? await engine.pay(request.params.access)
            : await engine.decline(request.params.access);
        if (!tx.callback_url)
          return reply.redirect(`/sandbox/paystack/checkout/${tx.access_code}`, 303);
        return reply.redirect(callbackTarget(tx.callback_url, tx.reference), 303);
      },
    );
  }

  app.get('/sandbox/paystack', async (_request, reply) => {
    const subs = (await engine.store.list<TSubscriptionRecord>('subscription')).reverse();
    const rows = await Promise.all(
      subs.map(async (s) => {
        const customer = await engine.store.get<TCustomerRecord>('customer', s.customer_code);
        const plan = await engine.store.get<TPlanRecord>('plan', s.plan_code);
        const button = (action: string, label: string) =>
          `<form method="post" action="/sandbox/paystack/control/${encodeURIComponent(s.subscription_code)}/${action}"><button type="submit">${label}</button></form>`;
        const live = s.status === 'active' || s.status === 'attention';
        return `<tr><td>${escapeHtml(customer?.email ?? '?')}<br><code>${escapeHtml(s.subscription_code)}</code></td>
<td>${escapeHtml(plan?.name ?? s.plan_code)}</td><td>${escapeHtml(s.status)}</td><td>${escapeHtml(formatPaymentDate(s.next_payment_date, DEFAULT_TIME_ZONE))}</td>
<td>${live ? button('renew-success', 'Payment date comes: renewal paid') + button('renew-failure', 'Payment date comes: renewal refused') + button('expiring-cards', 'Card expires soon') : ''}${button('refund', 'Refund the last payment')}${button('dispute', 'Bank disputes the last payment')}${s.status === 'non-renewing' || s.status === 'attention' ? button('end-period', 'End the paid period') : ''}${live || s.status === 'non-renewing' ? button('end-silently', 'End it now; its webhook is lost') : ''}</td></tr>`;
      }),
    );
    return html(
      reply,
      200,
      page(
        'Subscriptions',
        `<span class="badge">Sandbox · development only</span><h1>Subscriptions</h1>
<p class="muted">Make time pass for a subscription: its next payment date comes (the card is charged, or refused), or its paid period ends. Paystack charges a renewal only on its payment date, and so does the sandbox by itself. Each control sends the webhooks Paystack would.</p>
${rows.length ? `<table><thead><tr><th>Customer</th><th>Plan</th><th>Status</th><th>Next payment</th><th>Make it happen</th></tr></thead><tbody>${rows.join('')}</tbody></table>` : '<p>No subscriptions yet.</p>'}
${await more()}`,
        true,
      ),
    );
  });

  /**
   * A payment is refunded in full, or disputed by the bank: a subscription's latest payment,
   * or the payment with that reference (the offer).
   */
  async function refundOrDispute(code: string, action: 'refund' | 'dispute') {
    const sub = await engine.store.get<TSubscriptionRecord>('subscription', code);
    const reference = sub ? (await refunds.lastCharge(sub)).reference : code;
    return action === 'refund'
      ? (await refunds.refund({ transaction: reference })).record
      : disputes.open(reference);
  }

  app.post<{ Params: { code: string; action: string } }>(
    '/sandbox/paystack/control/:code/:action',
    async (request, reply) => {
      const { code, action } = request.params;
      const result =
        action === 'renew-success'
          ? await controls.renew(code, 'success')
          : action === 'renew-failure'
            ? await controls.renew(code, 'failure')
            : action === 'end-period'
              ? await controls.endPeriod(code)
              : action === 'end-silently'
                ? await controls.endSilently(code)
                : action === 'expiring-cards'
                  ? await controls.expiringCards(code)
                  : action === 'refund' || action === 'dispute'
                    ? await refundOrDispute(code, action)
                    : null;
      if (!result) throw new SandboxError(404, `Unknown action ${action}`);
      if (request.headers.accept?.includes('application/json'))
        return { status: true, data: result };
      return reply.redirect('/sandbox/paystack', 303);
    },
  );
}
