import { z } from 'zod';
import { daysBetween, startOfDay } from './calendar-days.ts';
import { formatDate, formatMoney } from './format.ts';
import { isPassCode, PASSES, passName } from './passes.ts';

/*
 * The reminders of a pass's end (issue 43): 7 days before, the day before and on the morning of
 * its last day, in the learner's calendar (Johannesburg's by default), each with a link that
 * renews it by the channel it was paid with. A pass never renews by itself, so these are the
 * learner's only warning.
 */

/** Paystack's channels a learner may renew by (what its `initialize` takes in `channels`). */
export const PASS_CHANNELS = ['card', 'eft', 'capitec_pay', 'qr', 'bank_transfer'] as const;
export type TPassChannel = (typeof PASS_CHANNELS)[number];
export const isPassChannel = (value: unknown): value is TPassChannel =>
  typeof value === 'string' && (PASS_CHANNELS as readonly string[]).includes(value);

export const CHANNEL_LABELS: Record<TPassChannel, string> = {
  card: 'card',
  eft: 'Instant EFT',
  capitec_pay: 'Capitec Pay',
  qr: 'QR code',
  bank_transfer: 'bank transfer',
};

/** Which reminder is due `today` for a pass whose last day is `endsOn`: 7, 1, 0 days, or none. */
export function passReminderDue(endsOn: string, today: string): 7 | 1 | 0 | null {
  const left = daysBetween(today, endsOn);
  if (left < 0 || left > 7) return null;
  // A day the job did not run is caught up by the next reminder, never sent late as an old one.
  return left === 0 ? 0 : left === 1 ? 1 : 7;
}

export const ZPassEndingNotice = z.object({
  kind: z.literal('pass-ending'),
  /** The pass to buy again: the tier and length of the last one bought. */
  purchase: z.string(),
  /** Its last day (YYYY-MM-DD, the learner's calendar). */
  endsOn: z.string(),
  daysLeft: z.union([z.literal(7), z.literal(1), z.literal(0)]),
  /** How the last one was paid (Paystack's channel), so the link renews the same way. */
  channel: z.string().nullable(),
});
export type TPassEndingNotice = z.infer<typeof ZPassEndingNotice>;

/** Where the reminder's button goes: /subscription with the pass and the channel chosen. */
export function renewPassPath(purchase: string, channel: string | null) {
  const how = channel && isPassChannel(channel) ? `&channel=${channel}` : '';
  return `/subscription?pass=${encodeURIComponent(purchase)}${how}#pass`;
}

/** The words of a pass's reminder (billing-notices.ts `noticeText`). */
export function passEndingText(notice: TPassEndingNotice, timeZone: string) {
  const tier = isPassCode(notice.purchase) ? PASSES[notice.purchase].tier : null;
  const name = tier ? passName(tier) : 'pass';
  const last = formatDate(startOfDay(notice.endsOn, timeZone), timeZone);
  const when = { 7: 'in 7 days', 1: 'tomorrow', 0: 'today' }[notice.daysLeft];
  const channel = isPassChannel(notice.channel) ? CHANNEL_LABELS[notice.channel] : null;
  return {
    subject: `ThinkBuild: your ${name} ends ${when}`,
    heading: `Your ${name} ends ${when}`,
    lines: [
      `Your ${name} opens its sections until the end of ${last}. It does not renew by itself, and nothing will be charged.`,
      `To keep going, buy another: it carries on from ${last}, so no day is lost.${channel ? ` The button pays with ${channel}, as last time.` : ''}`,
    ],
    button: { label: 'Renew your pass', path: renewPassPath(notice.purchase, notice.channel) },
  };
}

/**
 * The offer bought while a paid pass runs: lifetime Creator access includes everything the pass
 * gave, so the pass stops and the unused part of what was paid for it (its days from today, as an
 * upgrade credits them: core `passCredit`) goes back the way it was paid. Said before paying.
 */
export function passSupersededText(tier: string, refund: number, currency: string) {
  const back =
    refund > 0
      ? `; ${formatMoney(refund, currency)} of its unused days comes back the way you paid`
      : '';
  return `Your ${tier} pass stops${back}.`;
}

export const ZPassReplacedNotice = z.object({
  kind: z.literal('pass-replaced'),
  /** The pass that stopped (its code) and the payment it was bought with. */
  purchase: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
export type TPassReplacedNotice = z.infer<typeof ZPassReplacedNotice>;

/** The words of a pass stopped by the offer (billing-notices.ts `noticeText`). */
export function passReplacedText(notice: TPassReplacedNotice) {
  const tier = isPassCode(notice.purchase) ? PASSES[notice.purchase].tier : null;
  const name = tier ? passName(tier) : 'pass';
  const price = formatMoney(notice.amount, notice.currency);
  return {
    subject: `ThinkBuild: your ${name} has stopped`,
    heading: `Your ${name} has stopped`,
    lines: [
      `You bought lifetime Creator access, which includes everything your ${name} gave you, so the pass has stopped.`,
      notice.amount > 0
        ? `We are refunding ${price}, the unused days of what you paid for it (reference ${notice.reference}), the way you paid. Banks usually show a refund within 5 to 10 working days.`
        : 'Nothing of it was left to refund.',
    ],
    button: { label: 'See your account', path: '/account' },
  };
}
