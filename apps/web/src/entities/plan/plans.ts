import { formatPrice, OFFER, offerText, PLANS, type TPlanCode } from '@thinkbuild/core/billing';
import { MESSAGES, subscriptionFailed } from '@thinkbuild/core/messages';
import { planCode, type TInterval } from '@thinkbuild/core/plans';
import type { TTier } from '@thinkbuild/core/roles';
import type { TOfferResponse } from '@thinkbuild/core/schemas/billing';
import { createContext, useContext, useEffect, useState } from 'react';
import { ApiError, api } from '../../lib/api-client.ts';

/*
 * What the subscription page and the account screen both say about plans: labels, prices and
 * statuses, from core's constants. Pure, so it is unit-tested without a browser.
 */

/** SPEC.md §4: the plan picker starts on Creator, monthly. */
export const DEFAULT_PLAN: TPlanCode = 'creatorm';

export const INTERVAL_LABELS: Record<TInterval, string> = {
  monthly: 'Monthly',
  annually: 'Annually',
};

const PER: Record<TInterval, string> = { monthly: '/month', annually: '/year' };

/** "R300" and "/month" for a plan code (core's one money format: "R1 500", not "R1500"). */
export const planPrice = (code: TPlanCode) => ({
  amount: formatPrice(PLANS[code]),
  per: PER[PLANS[code].interval],
});

/** The same tier on the other billing period: builderm ⇄ buildera. */
export const withInterval = (code: TPlanCode, interval: TInterval): TPlanCode =>
  planCode(PLANS[code].tier, interval);

/** The same billing period on another tier: builderm → creatorm. */
export const withTier = (code: TPlanCode, tier: TTier): TPlanCode =>
  planCode(tier, PLANS[code].interval);

/** The server answered but gave no checkout to go to (`success: false`, or no URL). */
export class PaymentNotStarted extends Error {
  override name = 'PaymentNotStarted';
}

/** The checkout URL of a subscribe/change answer, or a PaymentNotStarted with its message. */
export function checkoutUrlOf(answer: {
  success: boolean;
  authorization_url?: string | undefined;
  message: string;
}) {
  if (answer.success && answer.authorization_url) return answer.authorization_url;
  throw new PaymentNotStarted(answer.message || 'no checkout was started');
}

/**
 * The words for a failed POST /api/subscription (SPEC.md §7, §8): an answer from the server is
 * "Subscription failed: {message}"; no answer at all (offline, DNS, CORS) is the network message.
 */
export function subscribeErrorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof PaymentNotStarted) {
    return subscriptionFailed(error.message);
  }
  return MESSAGES.subscribeNetworkError;
}

/** A 409 from subscribe: the learner already has a live subscription and should change it. */
export const isAlreadySubscribed = (error: unknown) =>
  error instanceof ApiError && error.status === 409;

/**
 * The offer's price a page is rendered with. Core's default (R2 000) in the browser until GET /api/offer
 * answers; the server renders the static pages with its OFFER_AMOUNT and OFFER_CURRENCY
 * settings through this context (http/web.ts, docs/decisions/002-prerender.md).
 */
export const OfferPriceContext = createContext<TOfferResponse>(OFFER);

/**
 * The offer's words at the price the server charges (GET /api/offer: OFFER_AMOUNT in
 * OFFER_CURRENCY). A plain effect, not a query: the static pages have no query client.
 */
export function useOfferText() {
  const [price, setPrice] = useState<TOfferResponse>(useContext(OfferPriceContext));
  useEffect(() => {
    let live = true;
    api<TOfferResponse>('/offer')
      .then((answer) => {
        if (live) setPrice(answer);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return offerText(price);
}
