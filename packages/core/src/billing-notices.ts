import { z } from 'zod';
import { formatPrice, isPlanCode, OFFER_CODE, planLabel } from './billing.ts';
import { formatDate } from './format.ts';
import {
  passEndingText,
  passReplacedText,
  ZPassEndingNotice,
  ZPassReplacedNotice,
} from './pass-notices.ts';
import { isPassCode, monthsText, PASSES, passName } from './passes.ts';

/*
 * What the learner is told about each money event (decisions/031): one short message per kind,
 * the same words in the email and in /account's billing messages. The server records a notice
 * (its kind and these facts) in the transaction that moved the money; a job renders it here and
 * mails it once.
 */

const ZMoney = { amount: z.number().int(), currency: z.string() };
const ZIso = z.iso.datetime({ offset: true });
/** The last four digits of the card, when Paystack told us. */
const ZLast4 = z.string().nullable();

/** Each kind of notice and the facts its message needs (stored as JSON in billing_notice). */
export const ZNoticeData = z.discriminatedUnion('kind', [
  /** A successful payment: a first charge, the offer or a renewal. */
  z.object({
    kind: z.literal('receipt'),
    reference: z.string(),
    ...ZMoney,
    /** A plan code or "offer". */
    purchase: z.string(),
    paidAt: ZIso,
    cardLast4: ZLast4,
    renewal: z.boolean(),
  }),
  /** Cancelled: no renewal; access until the end of the paid period (null: none left). */
  z.object({ kind: z.literal('cancelled'), purchase: z.string(), accessUntil: ZIso.nullable() }),
  /** An upgrade's first charge went through (its receipt), and the unused part of the old plan. */
  z.object({
    kind: z.literal('upgraded'),
    purchase: z.string(),
    from: z.string(),
    reference: z.string(),
    ...ZMoney,
    paidAt: ZIso,
    cardLast4: ZLast4,
    /** Subunits refunded of the old plan (0: nothing left to refund). */
    refund: z.number().int().nonnegative(),
  }),
  /** A refund is on its way (we asked for it, or it was made on Paystack's side). */
  z.object({ kind: z.literal('refund-started'), reference: z.string(), ...ZMoney }),
  z.object({ kind: z.literal('refund-done'), reference: z.string(), ...ZMoney }),
  z.object({
    kind: z.literal('refund-failed'),
    reference: z.string(),
    ...ZMoney,
    /** Paystack needs the learner's bank details to pay it out. */
    needsDetails: z.boolean(),
  }),
  /** What a charge bought was taken back: it was refunded in full, or disputed at the bank. */
  z.object({
    kind: z.literal('access-removed'),
    reference: z.string(),
    purchase: z.string(),
    cause: z.enum(['refund', 'dispute']),
  }),
  /** An annual plan renews in 7 days. */
  z.object({
    kind: z.literal('annual-renewal-coming'),
    purchase: z.string(),
    ...ZMoney,
    on: ZIso,
    cardLast4: ZLast4,
  }),
  /** A payment for access already held (another tab, a double click) is refunded in full. */
  z.object({
    kind: z.literal('duplicate-refund'),
    reference: z.string(),
    purchase: z.string(),
    ...ZMoney,
  }),
  /**
   * A paid checkout replaced a live subscription (decisions/028): the offer, a higher tier paid
   * in another tab after a lower one, or a change paid on a checkout. It stopped, and the unused
   * part of its paid period (`amount`, 0: none) goes back to the card that paid `reference`.
   */
  z.object({
    kind: z.literal('subscription-replaced'),
    /** The plan that stopped. */
    purchase: z.string(),
    /** What replaced it: a plan code or "offer". */
    by: z.string(),
    how: z.enum(['offer', 'tabs', 'change']),
    reference: z.string(),
    ...ZMoney,
    /** The whole of what `reference` paid comes back. */
    inFull: z.boolean(),
  }),
  /** A prepaid pass ends in 7 days, tomorrow or today (pass-notices.ts). */
  ZPassEndingNotice,
  /** The offer replaced a paid pass: its unused days are refunded (pass-notices.ts). */
  ZPassReplacedNotice,
  /** A renewal failed, or the card paying for the plan expires soon. */
  z.object({
    kind: z.literal('card-problem'),
    purchase: z.string(),
    cardLast4: ZLast4,
    reason: z.enum(['failed', 'expiring']),
  }),
]);
export type TNoticeData = z.infer<typeof ZNoticeData>;
export type TNoticeKind = TNoticeData['kind'];
export const NOTICE_KINDS = ZNoticeData.options.map((o) => o.shape.kind.value) as TNoticeKind[];

/** A message: the email's subject, its heading and lines, and where its button goes. */
export type TNoticeText = {
  subject: string;
  heading: string;
  lines: string[];
  /** A path of the web app ("/account", "/account/receipts/tb-…"). */
  button: { label: string; path: string };
};

/** How long a bank takes to show a refund, for "what happens next". */
export const REFUND_ARRIVAL_TEXT = 'Banks usually show a refund within 5 to 10 working days.';

const cardText = (last4: string | null) => (last4 ? `your card ending in ${last4}` : 'your card');
/** "Builder (monthly)", or "lifetime Creator access" for the offer: what a payment bought. */
export const purchaseName = (code: string) =>
  isPlanCode(code)
    ? planLabel(code)
    : code === OFFER_CODE
      ? 'lifetime Creator access'
      : isPassCode(code)
        ? `${passName(PASSES[code].tier)} for ${monthsText(PASSES[code].months)}`
        : code;
const receiptPath = (reference: string) => `/account/receipts/${encodeURIComponent(reference)}`;
const ACCOUNT = { label: 'See your account', path: '/account' };

/** The words of one notice, dates in `timeZone` (TIME_ZONE; Johannesburg by default). */
export function noticeText(notice: TNoticeData, timeZone: string): TNoticeText {
  const day = (iso: string) => formatDate(iso, timeZone);
  switch (notice.kind) {
    case 'receipt': {
      const price = formatPrice(notice);
      const what = purchaseName(notice.purchase);
      return {
        subject: `ThinkBuild receipt: ${price} for ${what}`,
        heading: notice.renewal ? 'Your subscription renewed' : 'Thank you for your payment',
        lines: [
          `We received ${price} for ${what} on ${day(notice.paidAt)}, paid with ${cardText(notice.cardLast4)}.`,
          `Reference: ${notice.reference}. Keep it if you ever need to ask us about this payment.`,
        ],
        button: { label: 'View your receipt', path: receiptPath(notice.reference) },
      };
    }
    case 'cancelled': {
      const what = purchaseName(notice.purchase);
      return {
        subject: 'ThinkBuild: your subscription is cancelled',
        heading: 'Your subscription is cancelled',
        lines: [
          notice.accessUntil
            ? `Your ${what} subscription will not renew, and you will not be charged again. You keep access until ${day(notice.accessUntil)}.`
            : `Your ${what} subscription is cancelled, and you will not be charged again.`,
          'You can subscribe again from your account at any time.',
        ],
        button: ACCOUNT,
      };
    }
    case 'upgraded': {
      const price = formatPrice(notice);
      const refund = formatPrice({ amount: notice.refund, currency: notice.currency });
      return {
        subject: `ThinkBuild: you upgraded to ${purchaseName(notice.purchase)}`,
        heading: 'Your upgrade is done',
        lines: [
          `You moved from ${purchaseName(notice.from)} to ${purchaseName(notice.purchase)}. We charged ${price} to ${cardText(notice.cardLast4)} on ${day(notice.paidAt)} (reference ${notice.reference}).`,
          notice.refund > 0
            ? `We are refunding ${refund} for the unused part of your old plan to the card it was paid with. ${REFUND_ARRIVAL_TEXT}`
            : 'Nothing was left of your old plan to refund.',
        ],
        button: { label: 'View your receipt', path: receiptPath(notice.reference) },
      };
    }
    case 'refund-started':
      return {
        subject: `ThinkBuild: a refund of ${formatPrice(notice)} is on its way`,
        heading: 'Your refund has started',
        lines: [
          `We are refunding ${formatPrice(notice)} of your payment ${notice.reference} to the card you paid with.`,
          `${REFUND_ARRIVAL_TEXT} We will email you when it is done.`,
        ],
        button: ACCOUNT,
      };
    case 'refund-done':
      return {
        subject: `ThinkBuild: your refund of ${formatPrice(notice)} is done`,
        heading: 'Your refund is done',
        lines: [
          `${formatPrice(notice)} of your payment ${notice.reference} went back to the card you paid with.`,
          'If you do not see it yet, your bank may take a few more days to show it.',
        ],
        button: ACCOUNT,
      };
    case 'refund-failed':
      return {
        subject: `ThinkBuild: your refund of ${formatPrice(notice)} did not go through`,
        heading: 'Your refund did not go through',
        lines: [
          `We could not refund ${formatPrice(notice)} of your payment ${notice.reference} to your card.`,
          notice.needsDetails
            ? 'Paystack will ask you for your bank details so it can pay the refund into your account. Nothing else is needed from you.'
            : 'We will try again and email you when it is done. If it still fails, we will contact you to pay it another way.',
        ],
        button: ACCOUNT,
      };
    case 'access-removed': {
      const what = purchaseName(notice.purchase);
      return {
        subject: 'ThinkBuild: your access has ended',
        heading: 'Your access has ended',
        lines: [
          notice.cause === 'refund'
            ? `Your payment ${notice.reference} was refunded in full, so the access it paid for (${what}) has ended.`
            : `Your bank disputed your payment ${notice.reference}, so the access it paid for (${what}) is paused while the dispute is open.`,
          notice.cause === 'refund'
            ? 'Your account and progress stay. You can subscribe again at any time.'
            : 'If the dispute is settled in our favour, your access comes back. Your account and progress stay.',
        ],
        button: ACCOUNT,
      };
    }
    case 'pass-ending':
      return passEndingText(notice, timeZone);
    case 'pass-replaced':
      return passReplacedText(notice);
    case 'annual-renewal-coming': {
      const price = formatPrice(notice);
      const what = purchaseName(notice.purchase);
      return {
        subject: `ThinkBuild: your ${what} plan renews on ${day(notice.on)}`,
        heading: 'Your annual plan renews soon',
        lines: [
          `On ${day(notice.on)} we will charge ${price} to ${cardText(notice.cardLast4)} for another year of ${what}.`,
          'Nothing is needed to keep learning. To stop it, cancel from your account before that day.',
        ],
        button: ACCOUNT,
      };
    }
    case 'duplicate-refund': {
      const price = formatPrice(notice);
      return {
        subject: 'ThinkBuild: your duplicate payment is refunded',
        heading: 'We are refunding a payment',
        lines: [
          `Your payment of ${price} for ${purchaseName(notice.purchase)} (reference ${notice.reference}) came after you already had that access (from an earlier payment, perhaps in another tab), so it bought nothing new.`,
          `We are refunding the ${price} in full to the card you paid with. Nothing about your access changes. ${REFUND_ARRIVAL_TEXT}`,
        ],
        button: ACCOUNT,
      };
    }
    case 'subscription-replaced': {
      const what = purchaseName(notice.purchase);
      const price = formatPrice(notice);
      const why = {
        offer: 'you bought lifetime Creator access, which includes everything it gave you',
        tabs: `your payment for ${purchaseName(notice.by)} replaces it (both checkouts were open at once, perhaps in two tabs)`,
        change: `your payment for ${purchaseName(notice.by)} replaces it`,
      }[notice.how];
      return {
        subject: `ThinkBuild: your ${what} subscription has stopped`,
        heading: 'Your subscription has stopped',
        lines: [
          `Your ${what} subscription has stopped and will not charge your card again: ${why}.`,
          notice.amount <= 0
            ? 'Nothing of its paid period was left to refund.'
            : notice.inFull
              ? `We are refunding the ${price} you paid for it (reference ${notice.reference}) in full to the card you paid with. ${REFUND_ARRIVAL_TEXT}`
              : `We are refunding ${price}, the unused part of what you paid for it (reference ${notice.reference}), to the card you paid with. ${REFUND_ARRIVAL_TEXT}`,
        ],
        button: ACCOUNT,
      };
    }
    case 'card-problem': {
      const what = purchaseName(notice.purchase);
      const card = cardText(notice.cardLast4);
      const failed = notice.reason === 'failed';
      const heading = failed ? 'Your payment did not go through' : 'Your card expires soon';
      return {
        subject: `ThinkBuild: ${heading.toLowerCase()}`,
        heading,
        lines: failed
          ? [
              `We could not renew your ${what} subscription with ${card}.`,
              'Update your card and Paystack will try again. You keep access in the meantime.',
            ]
          : [
              `${card[0]?.toUpperCase()}${card.slice(1)}, which pays for your ${what} subscription, expires soon.`,
              'Update it so your next renewal goes through.',
            ],
        button: { label: 'Update your card', path: '/account' },
      };
    }
  }
}
