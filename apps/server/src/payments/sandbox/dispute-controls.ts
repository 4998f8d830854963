import { DEFAULT_TIME_ZONE, formatPaymentDate, formatPrice } from '@thinkbuild/core';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/escape-html.ts';
import { DISPUTE_RESOLUTIONS, type TDisputeOutcome, type TSandboxDisputes } from './disputes.ts';
import { SandboxError } from './errors.ts';

const button = (action: string, label: string) =>
  `<form method="post" action="${action}"><button type="submit">${escapeHtml(label)}</button></form>`;

const isOutcome = (value: string): value is TDisputeOutcome => value in DISPUTE_RESOLUTIONS;

/** The control page's disputes: each open one can be resolved for the merchant or the customer. */
export async function disputesHtml(disputes: TSandboxDisputes) {
  const rows = (await disputes.list()).map((d) => {
    const base = `/sandbox/paystack/dispute-control/${d.id}`;
    const status = d.resolution ? `resolved (${d.resolution})` : d.status;
    const actions =
      d.status === 'resolved'
        ? ''
        : button(`${base}/merchant-won`, 'Resolve dispute: merchant won') +
          button(`${base}/customer-won`, 'Resolve dispute: customer won');
    return `<tr><td><code>${escapeHtml(d.transaction_reference)}</code></td><td>${escapeHtml(formatPrice({ amount: d.refund_amount, currency: d.currency }))}</td><td>${escapeHtml(status)}</td><td>${escapeHtml(formatPaymentDate(d.createdAt, DEFAULT_TIME_ZONE))}</td><td>${actions}</td></tr>`;
  });
  return `<h2>Disputes</h2>
${rows.length ? `<table><thead><tr><th>Payment</th><th>Amount</th><th>Status</th><th>Opened</th><th>Make it happen</th></tr></thead><tbody>${rows.join('')}</tbody></table>` : '<p>No disputes yet.</p>'}`;
}

/** `POST /sandbox/paystack/dispute-control/:id/merchant-won|customer-won` (inside the page guard). */
export function registerSandboxDisputeControls(app: FastifyInstance, disputes: TSandboxDisputes) {
  app.post<{ Params: { id: string; outcome: string } }>(
    '/sandbox/paystack/dispute-control/:id/:outcome',
    async (request, reply) => {
      const { id, outcome } = request.params;
      if (!isOutcome(outcome) || !/^\d+$/.test(id)) {
        throw new SandboxError(404, `Unknown action ${outcome}`);
      }
      const data = await disputes.resolve(Number(id), outcome);
      if (request.headers.accept?.includes('application/json')) return { status: true, data };
      return reply.redirect('/sandbox/paystack', 303);
    },
  );
}
