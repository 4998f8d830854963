import { DEFAULT_TIME_ZONE, formatPaymentDate, formatPrice } from '@thinkbuild/core';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/escape-html.ts';
import { SandboxError, type TSandboxEngine } from './engine.ts';
import { refundStatus, type TRefundRecord, type TSandboxRefunds } from './refunds.ts';

type TSubscriptionLever = 'fail' | 'timeout';

/**
 * Test-only levers of the sandbox page (never part of the emulated API): arm the next
 * `POST /subscription` to fail or to time out after creating, the next cancel to send
 * not_renew and disable together, arm how the next refund settles, or settle a pending one now. Kept in memory: the sandbox is one process (ADR 006).
 */
export function createSandboxLevers() {
  let subscription: TSubscriptionLever | null = null;
  let disableTogether = false;
  return {
    armDisableTogether: () => {
      disableTogether = true;
    },
    armedDisableTogether: () => disableTogether,
    /** Used up by the next disable call. */
    takeDisableTogether: () => {
      const taken = disableTogether;
      disableTogether = false;
      return taken;
    },
    armSubscription: (lever: TSubscriptionLever | null) => {
      subscription = lever;
    },
    armedSubscription: () => subscription,
    /** The armed lever, used up by the call that takes it. */
    takeSubscription: () => {
      const taken = subscription;
      subscription = null;
      return taken;
    },
  };
}

export type TSandboxLevers = ReturnType<typeof createSandboxLevers>;

const LEVERS = {
  'subscription-fails': 'The next subscription create fails',
  'subscription-times-out': 'The next subscription create times out (after creating it)',
  'cancel-sends-both':
    'The next cancel sends subscription.not_renew and subscription.disable together',
  'refund-fails': 'The next refund fails',
  'refund-needs-attention': 'The next refund needs attention',
} as const;

const button = (action: string, label: string) =>
  `<form method="post" action="${action}"><button type="submit">${escapeHtml(label)}</button></form>`;

/** The levers and the refunds, as the sandbox page shows them. */
export async function leversHtml(
  engine: TSandboxEngine,
  levers: TSandboxLevers,
  refunds: TSandboxRefunds,
) {
  const armed = [
    levers.armedSubscription() === 'fail' && LEVERS['subscription-fails'],
    levers.armedSubscription() === 'timeout' && LEVERS['subscription-times-out'],
    levers.armedDisableTogether() && LEVERS['cancel-sends-both'],
    refunds.armed() === 'failed' && LEVERS['refund-fails'],
    refunds.armed() === 'needs-attention' && LEVERS['refund-needs-attention'],
  ].filter(Boolean);
  const all = (await engine.store.list<TRefundRecord>('refund')).reverse();
  const rows = all.map((r) => {
    const status = refundStatus(r);
    const base = `/sandbox/paystack/refund-control/${r.id}`;
    const actions =
      status === 'pending'
        ? button(`${base}/process`, 'Process now') +
          button(`${base}/fail`, 'Fail it') +
          button(`${base}/needs-attention`, 'Needs attention')
        : '';
    return `<tr><td><code>${escapeHtml(r.transaction_reference)}</code></td><td>${escapeHtml(formatPrice(r))}</td><td>${escapeHtml(status)}</td><td>${escapeHtml(formatPaymentDate(r.createdAt, DEFAULT_TIME_ZONE))}</td><td>${actions}</td></tr>`;
  });
  return `<h2>Make the next call go wrong</h2>
<p class="muted">${armed.length ? `Armed: ${armed.map((a) => escapeHtml(String(a))).join('; ')}.` : 'Nothing armed.'}</p>
${Object.entries(LEVERS)
  .map(([name, label]) => button(`/sandbox/paystack/lever/${name}`, label))
  .join('')}
<h2>Refunds</h2>
${rows.length ? `<table><thead><tr><th>Payment</th><th>Amount</th><th>Status</th><th>Created</th><th>Make it happen</th></tr></thead><tbody>${rows.join('')}</tbody></table>` : '<p>No refunds yet.</p>'}`;
}

/** The levers' form posts (inside the page guard: this machine or an admin). */
export function registerSandboxLevers(
  app: FastifyInstance,
  levers: TSandboxLevers,
  refunds: TSandboxRefunds,
) {
  const done = (accept: string | undefined, data: unknown) =>
    accept?.includes('application/json') ? { status: true, data } : null;

  app.post<{ Params: { name: string } }>(
    '/sandbox/paystack/lever/:name',
    async (request, reply) => {
      const { name } = request.params;
      if (name === 'subscription-fails') levers.armSubscription('fail');
      else if (name === 'subscription-times-out') levers.armSubscription('timeout');
      else if (name === 'cancel-sends-both') levers.armDisableTogether();
      else if (name === 'refund-fails') refunds.arm('failed');
      else if (name === 'refund-needs-attention') refunds.arm('needs-attention');
      else throw new SandboxError(404, `Unknown lever ${name}`);
      return (
        done(request.headers.accept, { armed: name }) ?? reply.redirect('/sandbox/paystack', 303)
      );
    },
  );

  const OUTCOMES = { process: 'processed', fail: 'failed', 'needs-attention': 'needs-attention' };
  app.post<{ Params: { id: string; action: string } }>(
    '/sandbox/paystack/refund-control/:id/:action',
    async (request, reply) => {
      const outcome = OUTCOMES[request.params.action as keyof typeof OUTCOMES];
      if (!outcome || !/^\d+$/.test(request.params.id)) {
        throw new SandboxError(404, `Unknown action ${request.params.action}`);
      }
      const record = await refunds.settle(
        Number(request.params.id),
        outcome as Exclude<TRefundRecord['status'], 'pending' | undefined>,
      );
      return done(request.headers.accept, record) ?? reply.redirect('/sandbox/paystack', 303);
    },
  );
}
