import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TOfferQuoteResponse } from '@thinkbuild/core/schemas/billing';
import { useMe } from '../../../entities/session/session.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/offer/quote: what buying the offer does to the learner's live subscription ("Your
 * Creator monthly subscription stops; R123,45 comes back to your card."), worked out by the
 * server with the rule it refunds by (decisions/028). Asked fresh each time the checkout opens.
 */
export function useOfferQuote(coupon = '') {
  const { data: me } = useMe();
  return useQuery({
    queryKey: ['offer-quote', me?.email ?? '', coupon],
    // With a coupon typed, the answer also says what it does to the price (decisions/043).
    queryFn: () =>
      api<TOfferQuoteResponse>(
        `/offer/quote${coupon ? `?coupon=${encodeURIComponent(coupon)}` : ''}`,
      ),
    placeholderData: keepPreviousData,
    enabled: Boolean(me && !me.lifetimeAccess),
    staleTime: 0,
  });
}
