import { formatPrice } from '@thinkbuild/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/escape-html.ts';
import { offeredChannels, type TBankAnswer, type TSandboxBank } from './bank.ts';
import { CHANNEL_NAMES } from './bank-choices.ts';
import type { TSandboxEngine } from './engine.ts';
import { SandboxError } from './errors.ts';
import { page } from './pages.ts';
import { isBankChannel, type TBankChannel } from './records.ts';

/** What the learner does at each channel's bank step, as the bank page says it. */
const BANK_STEP: Record<TBankChannel, string> = {
  eft: 'You are at your bank (sandbox): sign in and approve the payment of this amount to ThinkBuild.',
  capitec_pay:
    'Capitec sent a prompt to your banking app (sandbox): approve or decline it there, within 5 minutes.',
};

const ANSWERS: { answer: TBankAnswer; label: string; style: string }[] = [
  { answer: 'approve', label: 'Approve at the bank', style: 'pay' },
  { answer: 'decline', label: 'Decline at the bank', style: 'decline' },
  { answer: 'leave', label: 'Leave before the bank answers', style: 'decline' },
];

const html = (reply: FastifyReply, body: string) =>
  reply.status(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/** The bank payments waiting for the bank's answer, with its two answers (the control page). */
export async function bankWaitingHtml(bank: TSandboxBank): Promise<string> {
  const waiting = await bank.waitingBankPayments();
  const rows = waiting.map((tx) => {
    const button = (outcome: string, label: string) =>
      `<form method="post" action="/sandbox/paystack/bank/${encodeURIComponent(tx.reference)}/${outcome}"><button type="submit">${label}</button></form>`;
    const channel = tx.channel && isBankChannel(tx.channel) ? CHANNEL_NAMES[tx.channel] : '';
    return `<tr><td><code>${escapeHtml(tx.reference)}</code></td><td>${escapeHtml(channel)}</td><td>${escapeHtml(formatPrice(tx))}</td><td>${button('success', 'Bank confirms: paid')}${button('failed', 'Bank refuses')}</td></tr>`;
  });
  return `<h2>Bank payments waiting</h2>
<p class="muted">An Instant EFT or Capitec Pay payment whose learner left before the bank answered stays pending; the bank's answer arrives later, by webhook.</p>
${rows.length ? `<table><thead><tr><th>Reference</th><th>Channel</th><th>Amount</th><th>The bank answers</th></tr></thead><tbody>${rows.join('')}</tbody></table>` : '<p>None waiting.</p>'}`;
}

/**
 * The bank's step of an Instant EFT or Capitec Pay checkout (approve, decline, or leave it
 * pending), and the control page's late answers. Plain forms, as every sandbox page.
 */
export function registerSandboxBankPages(
  app: FastifyInstance,
  engine: TSandboxEngine,
  bank: TSandboxBank,
  callbackTarget: (callbackUrl: string, reference: string) => string,
) {
  const channelOf = (value: string): TBankChannel => {
    if (!isBankChannel(value)) throw new SandboxError(404, 'Unknown payment channel');
    return value;
  };

  app.get<{ Params: { access: string; channel: string } }>(
    '/sandbox/paystack/checkout/:access/bank/:channel',
    async (request, reply) => {
      const channel = channelOf(request.params.channel);
      const { tx, customer } = await engine.transactionByAccessCode(request.params.access);
      if (!offeredChannels(tx).includes(channel))
        throw new SandboxError(400, 'This payment channel is not available for this transaction');
      const base = `/sandbox/paystack/checkout/${encodeURIComponent(tx.access_code)}`;
      const body =
        tx.status === 'abandoned'
          ? `<p>${escapeHtml(BANK_STEP[channel])}</p><div class="actions">${ANSWERS.map(
              ({ answer, label, style }) =>
                `<form method="post" action="${base}/bank/${channel}/${answer}"><button class="${style}" type="submit">${label}</button></form>`,
            ).join('')}</div><p><a href="${base}">Choose another way to pay</a></p>`
          : `<p role="status"><strong>This payment is ${tx.status === 'success' ? 'complete' : tx.status === 'pending' ? 'waiting for the bank' : 'declined'}.</strong></p>`;
      return html(
        reply,
        page(
          CHANNEL_NAMES[channel],
          `<span class="badge">Sandbox · test mode, no money moves</span>
<h1>${CHANNEL_NAMES[channel]}</h1>
<p class="amount">${escapeHtml(formatPrice(tx))}</p>
<dl><div><dt>Email</dt><dd>${escapeHtml(customer.email)}</dd></div>
<div><dt>Reference</dt><dd>${escapeHtml(tx.reference)}</dd></div></dl>${body}`,
        ),
      );
    },
  );

  app.post<{ Params: { access: string; channel: string; answer: string } }>(
    '/sandbox/paystack/checkout/:access/bank/:channel/:answer',
    async (request, reply) => {
      const channel = channelOf(request.params.channel);
      const answer = request.params.answer;
      if (answer !== 'approve' && answer !== 'decline' && answer !== 'leave')
        throw new SandboxError(404, `Unknown answer ${answer}`);
      const tx = await bank.payByBank(request.params.access, channel, answer);
      if (!tx.callback_url)
        return reply.redirect(`/sandbox/paystack/checkout/${tx.access_code}`, 303);
      return reply.redirect(callbackTarget(tx.callback_url, tx.reference), 303);
    },
  );

  app.post<{ Params: { reference: string; outcome: string } }>(
    '/sandbox/paystack/bank/:reference/:outcome',
    async (request, reply) => {
      const { reference, outcome } = request.params;
      if (outcome !== 'success' && outcome !== 'failed')
        throw new SandboxError(404, `Unknown outcome ${outcome}`);
      const tx = await bank.settleBankPayment(reference, outcome);
      if (request.headers.accept?.includes('application/json')) return { status: true, data: tx };
      return reply.redirect('/sandbox/paystack', 303);
    },
  );
}
